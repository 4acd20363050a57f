import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import '../ui/ui.css';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { dirtyForms } from '../ui/dirty-forms';
import { useAnyFormDirty } from '../ui/use-dirty-form';

// Tablets stay open for days in a fair hall: look for a new version now and then.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * A non-modal banner when a new service worker waits. Nothing reloads by itself,
 * and never while a form holds unsaved input: the button waits until it is saved.
 */
export function UpdatePrompt() {
  const anyDirty = useAnyFormDirty();
  // Another tab may activate the new version; then this page needs a reload too.
  const [reloadPending, setReloadPending] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onNeedReload() {
      // Read the registry, not React state: this callback is created once.
      if (dirtyForms.isAnyDirty()) setReloadPending(true);
      else window.location.reload();
    },
  });

  if (!needRefresh && !reloadPending) return null;

  function onUpdate() {
    if (dirtyForms.isAnyDirty()) return;
    if (reloadPending) {
      window.location.reload();
      return;
    }
    // workbox-window reloads only when this page was controlled at registration;
    // after a first visit it was not, so reload ourselves when the new worker takes over.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  }

  return (
    <div className="update-banner" role="status">
      <p>
        <strong>
          <Trans>Neue Version verfügbar</Trans>
        </strong>{' '}
        {anyDirty ? (
          <Trans>Bitte speichern Sie zuerst Ihre Eingaben; danach können Sie aktualisieren.</Trans>
        ) : (
          <Trans>Aktualisieren Sie, wenn es Ihnen passt.</Trans>
        )}
      </p>
      <div className="update-banner__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={onUpdate}
          disabled={anyDirty}
        >
          <Trans>Aktualisieren</Trans>
        </button>
        {reloadPending ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setNeedRefresh(false)}
          >
            <Trans>Später</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

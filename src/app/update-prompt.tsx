import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import '@src/ui/ui.css';
import { dirtyForms } from '@src/ui/dirty-forms';
import { useAnyFormDirty } from '@src/ui/use-dirty-form';
import { registerServiceWorker } from './sw-registration';

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
  const [needRefresh, setNeedRefresh] = useState(false);
  // Registered once per page (a state initializer, as vite-plugin-pwa's hook did).
  const [worker] = useState(() =>
    registerServiceWorker({
      onRegistered(registration) {
        setInterval(() => void registration.update(), UPDATE_CHECK_MS);
      },
      onNeedRefresh: () => setNeedRefresh(true),
      onNeedReload() {
        // Read the registry, not React state: this callback is created once.
        if (dirtyForms.isAnyDirty()) setReloadPending(true);
        else window.location.reload();
      },
    }),
  );

  if (!needRefresh && !reloadPending) return null;

  function onUpdate() {
    if (dirtyForms.isAnyDirty()) return;
    if (reloadPending) {
      window.location.reload();
      return;
    }
    // The new worker takes over; onNeedReload then reloads (no form is dirty here).
    worker.skipWaiting();
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

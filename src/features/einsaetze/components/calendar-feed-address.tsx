import { useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { queryClient } from '@src/api/query-client';
import { Alert } from '@src/ui/alert';
import { useOnline } from '@src/ui/use-online';
import { useFeedLink, useRenewFeed } from '../api/calendar-feed';

/**
 * The shown part of "Kalender abonnieren" (./calendar-feed.tsx): the address
 * to copy or open as webcal://, and a new address after a confirmation. Loaded
 * when the person asks for it, with the server-state cache it uses: Meine
 * Einsätze sits outside the app's QueryLayout, and TanStack Query is no part of
 * its first load (bench/budgets.ts).
 */
export function CalendarFeedAddress({ id }: { id: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Address id={id} />
    </QueryClientProvider>
  );
}

function Address({ id }: { id: string }) {
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const link = useFeedLink(true);
  const renew = useRenewFeed();

  const copy = async () => {
    const url = link.data?.url;
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (permission, old browser): the address is selected to copy by hand.
      input.current?.select();
      setCopied('select');
    }
  };

  return link.isPending ? (
    <p role="status" className="einsaetze-muted">
      <Trans>Lädt …</Trans>
    </p>
  ) : link.isError || !link.data ? (
    <p role="alert">
      <Trans>Die Kalender-Adresse konnte nicht geladen werden.</Trans>
    </p>
  ) : (
    <>
      <div className="kalender__field">
        <label htmlFor={`${id}-url`} className="field__label">
          <Trans>Adresse Ihres Kalenders</Trans>
        </label>
        <textarea
          id={`${id}-url`}
          ref={input}
          className="field__input kalender__url"
          readOnly
          // Mounted by the person's click on "anzeigen" (or after a renewal): focus follows.
          autoFocus
          value={link.data.url}
          // The whole address wraps on a phone instead of running out of the field.
          rows={3}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="kalender__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          <Trans>Adresse kopieren</Trans>
        </button>
        <a className="button button--secondary" href={link.data.webcal_url}>
          <Trans>Im Kalender öffnen</Trans>
        </a>
      </div>
      <p role="status" className="einsaetze-muted">
        {copied === 'yes' ? <Trans>Adresse kopiert.</Trans> : null}
        {copied === 'select' ? (
          <Trans>Die Adresse ist markiert: Bitte kopieren Sie sie.</Trans>
        ) : null}
      </p>
      {renew.isSuccess ? (
        <Alert tone="success">
          <Trans>Neue Adresse erstellt. Die bisherige funktioniert nicht mehr.</Trans>
        </Alert>
      ) : null}
      {renew.isError ? (
        <Alert tone="error">
          <Trans>
            Es konnte keine neue Adresse erstellt werden. Bitte versuchen Sie es erneut.
          </Trans>
        </Alert>
      ) : null}
      {confirming ? (
        <div className="kalender__confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            <Trans>
              Die bisherige Adresse funktioniert danach nicht mehr: Kalender, die sie abonniert
              haben, zeigen keine neuen Einsätze mehr. Abonnieren Sie dort die neue Adresse.
            </Trans>
          </p>
          <div className="kalender__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!online || renew.isPending}
              onClick={() => {
                setCopied(null);
                renew.mutate(undefined, {
                  onSettled: () => {
                    setConfirming(false);
                    input.current?.focus();
                  },
                });
              }}
            >
              <Trans>Ja, neue Adresse erstellen</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              // The safe choice has the focus when the question opens.
              autoFocus
              onClick={() => setConfirming(false)}
            >
              <Trans>Abbrechen</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className="kalender__actions">
          <button
            type="button"
            className="button button--link"
            disabled={!online}
            onClick={() => {
              renew.reset();
              setConfirming(true);
            }}
          >
            <Trans>Neue Adresse erstellen</Trans>
          </button>
        </div>
      )}
    </>
  );
}

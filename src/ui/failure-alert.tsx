import { Plural, Trans } from '@lingui/react/macro';
import { ApiError, NetworkError } from '@src/api/client';
import { Alert } from './alert';

/** How long to wait, in words: seconds under two minutes, whole minutes (rounded up) above. */
function WaitTime({ seconds }: { seconds: number }) {
  if (seconds < 120) {
    return <Plural value={seconds} one="# Sekunde" other="# Sekunden" />;
  }
  const minutes = Math.ceil(seconds / 60);
  return <Plural value={minutes} one="# Minute" other="# Minuten" />;
}

/**
 * The red box for a failed request: the server's own message when it sent one
 * (e.g. 'Diese Zugangsdaten sind ungültig.'), otherwise a translated hint that
 * says whether the network or the server is at fault. A 429 with Retry-After
 * also says how long to wait.
 */
export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 429) {
    return (
      <Alert tone="error">
        {error.body.message || <Trans>Zu viele Versuche.</Trans>}{' '}
        {error.retryAfterSeconds ? (
          <Trans>
            Bitte warten Sie <WaitTime seconds={error.retryAfterSeconds} /> und versuchen Sie es
            dann erneut.
          </Trans>
        ) : null}
      </Alert>
    );
  }
  // A closed period named by its code alone (domain/abschluss/close-contract.ts): the words for it.
  if (error instanceof ApiError && error.body.message === 'period_closed') {
    return (
      <Alert tone="error">
        <Trans>
          Dieser Zeitraum ist vom Büro abgeschlossen. Änderungen sind erst nach einer
          Wiedereröffnung möglich.
        </Trans>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.body.message) {
    return <Alert tone="error">{error.body.message}</Alert>;
  }
  return (
    <Alert tone="error">
      {error instanceof NetworkError ? (
        <Trans>Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.</Trans>
      ) : (
        <Trans>Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.</Trans>
      )}
    </Alert>
  );
}

import { Trans } from '@lingui/react/macro';
import { ApiError, NetworkError } from '../api/client';
import { Alert } from './alert';

/**
 * The red box for a failed request: the server's own message when it sent one
 * (e.g. 'Diese Zugangsdaten sind ungültig.'), otherwise a translated hint that
 * says whether the network or the server is at fault.
 */
export function FailureAlert({ error }: { error: unknown }) {
  if (!error) return null;
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

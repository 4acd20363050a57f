import { Trans } from '@lingui/react/macro';
import { ApiError } from '@src/api/client';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';

/**
 * The red box of a failed application: the server's message, else the
 * application's own text (key bewerbung.error); network trouble and 429 keep
 * the portal's common texts.
 */
export function ApplyFailure({ error, sticky }: { error: unknown; sticky?: boolean }) {
  if (!error) return null;
  if (error instanceof ApiError && !error.body.message && error.status !== 429) {
    return (
      <Alert tone="error" sticky={sticky}>
        <Trans>Deine Bewerbung konnte nicht gespeichert werden. Bitte prüfe die Eingaben.</Trans>
      </Alert>
    );
  }
  return <FailureAlert error={error} />;
}

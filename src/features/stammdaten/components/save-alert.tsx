import { Trans } from '@lingui/react/macro';
import { ApiError } from '@src/api/client';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';

/**
 * The sticky result of a save (docs/product/rules.md, Texts): green with the server's message
 * (or 'Daten erfolgreich gespeichert'), red with the server's message (or the
 * failure text of docs/product/rules.md, Texts); without an answer, the shared network/server hint.
 */
export function SaveAlert({
  saved,
  failure,
  invalid,
}: {
  saved: string | null;
  failure: unknown;
  invalid: boolean;
}) {
  if (saved !== null) {
    return (
      <Alert tone="success" sticky>
        {saved || <Trans>Daten erfolgreich gespeichert</Trans>}
      </Alert>
    );
  }
  if (failure && !(failure instanceof ApiError)) {
    return (
      <div className="alert--sticky">
        <FailureAlert error={failure} />
      </div>
    );
  }
  if (failure || invalid) {
    const message = failure instanceof ApiError ? failure.body.message : '';
    return (
      <Alert tone="error" sticky>
        {message || (
          <Trans>Daten konnte nicht gespeichert werden. Bitte überprüfe deine Eingaben.</Trans>
        )}
      </Alert>
    );
  }
  return null;
}

import { Trans } from '@lingui/react/macro';
import type { ReviewSignature } from '@domain/buero/timesheets-contract';

/**
 * How a customer signature was given. The review's answer carries `method`
 * once the server side of issue 25 sends it (the schema is loose, so it passes
 * through); until then every signature reads as one made at the stand.
 */
export function signatureMethodOf(signature: ReviewSignature): 'stand' | 'link' | 'tacit' {
  const method = (signature as { method?: unknown }).method;
  return method === 'link' || method === 'tacit' ? method : 'stand';
}

/** A customer signature given by link or by the deadline says so; one made at the stand says nothing. */
export function MethodNote({ signature }: { signature: ReviewSignature }) {
  const method = signatureMethodOf(signature);
  if (method === 'stand') return null;
  return (
    <>
      <br />
      <span className="buero-status buero-status--staff">
        {method === 'link' ? (
          <Trans>per Link bestätigt</Trans>
        ) : (
          <Trans>stillschweigend bestätigt</Trans>
        )}
      </span>
    </>
  );
}

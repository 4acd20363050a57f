import { Trans, useLingui } from '@lingui/react/macro';

type SignedSignatureProps = {
  /** Data URL of the stored image (server-sanitized SVG); null when not on this device. */
  signature: string | null;
  signerName?: string | null;
};

/**
 * A signed sheet: the note, the stored image and (customers) the signer's name.
 * The image is only ever shown through <img>, so nothing in it can run.
 */
export function SignedSignature({ signature, signerName }: SignedSignatureProps) {
  const { t } = useLingui();
  const signer = signerName ?? '';
  return (
    <div className="tt-page" data-testid="signed-signature">
      <p className="tt-signed-sheet">
        <span aria-hidden="true">✓</span>
        <Trans>Bereits unterschrieben</Trans>
      </p>
      {signature && /^data:image\//.test(signature) ? (
        <img className="signature-image" src={signature} alt={t`Gespeicherte Unterschrift`} />
      ) : null}
      {signer ? (
        <p>
          <Trans>Unterschrieben von {signer}</Trans>
        </p>
      ) : null}
    </div>
  );
}

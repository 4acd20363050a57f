import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@domain/shared/date-format';
import { formatDayList } from '@domain/shared/times/day-list-format';
import type { LocalSignature } from '../data/db';
import { useLocale } from '@src/ui/use-locale';

type SheetSignaturesProps = {
  /** Every day with work time is covered: the sheet is done. */
  signed: boolean;
  /** The sheet's signatures, oldest first (queued ones included). */
  signatures: readonly LocalSignature[];
  /** The latest image, for rows stored before signatures had days (ADR 0017). */
  legacyImage?: string | null;
  legacySigner?: string | null;
};

/** A stored image, only ever through <img>, so nothing in it can run. */
function SignatureImage({ src }: { src: string | null | undefined }) {
  const { t } = useLingui();
  if (!src || !/^data:image\//.test(src)) return null;
  return <img className="signature-image" src={src} alt={t`Gespeicherte Unterschrift`} />;
}

function SignatureItem({ signature }: { signature: LocalSignature }) {
  const locale = useLocale();
  const covered = formatDayList(signature.days, locale);
  const signer = signature.signer_name;
  const at = formatDateTime(signature.signed_at, locale);
  return (
    <li className="tt-signature">
      <p className="tt-signature__days">
        <Trans>gilt für {covered}</Trans>
      </p>
      <p>
        <Trans>
          Unterschrieben von {signer} am {at}
        </Trans>
        {signature.pendingId ? (
          <>
            {' '}
            <span className="tt-pending">
              <Trans>nur auf diesem Gerät</Trans>
            </span>
          </>
        ) : null}
      </p>
      <SignatureImage src={signature.signature} />
    </li>
  );
}

/**
 * The signatures of a sheet, each with its days, signer and time, and the
 * 'signed' note once they cover every day with work time.
 */
export function SheetSignatures({
  signed,
  signatures,
  legacyImage,
  legacySigner,
}: SheetSignaturesProps) {
  const { t } = useLingui();
  const legacy = signatures.length === 0 && signed;
  const signer = legacySigner ?? '';
  if (!signed && signatures.length === 0) return null;
  return (
    <section className="tt-page" data-testid="sheet-signatures" aria-label={t`Unterschriften`}>
      {signed ? (
        <p className="tt-signed-sheet">
          <span aria-hidden="true">✓</span>
          <Trans>Bereits unterschrieben</Trans>
        </p>
      ) : null}
      {legacy ? (
        <>
          <SignatureImage src={legacyImage} />
          {signer ? (
            <p>
              <Trans>Unterschrieben von {signer}</Trans>
            </p>
          ) : null}
        </>
      ) : (
        <ul className="tt-signatures">
          {signatures.map((signature) => (
            <SignatureItem
              key={`${signature.signed_at}-${signature.days.join()}`}
              signature={signature}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

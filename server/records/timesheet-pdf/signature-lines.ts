import type { PdfSignature } from './sheet-data';
import type { PdfTexts } from './texts';

/*
 * What a signature block says beside its box (issue 25): a signature drawn at
 * the stand names the signer and the supervisor who collected it; an approval
 * by link names the contact, their e-mail and the address the answer came
 * from; a tacit approval names the deadline that passed. The hash line follows
 * for all of them (render.ts).
 */

/** The text written in the box of a signature that has no drawing; null for a drawn one. */
export function approvalBoxText(signature: PdfSignature, tx: PdfTexts): string | null {
  if (signature.method === 'link') return tx.linkBox;
  if (signature.method === 'tacit') return tx.tacitBox;
  return null;
}

/** The lines beside the box, before the superseded note and the hash. */
export function signatureLines(
  signature: PdfSignature,
  tx: PdfTexts,
  instant: (at: Date) => string,
  days: string,
): string[] {
  const at = instant(signature.signedAt);
  if (signature.method === 'link') {
    return [
      tx.linkApproved(
        signature.signerName,
        signature.approverEmail ?? '–',
        at,
        signature.approverIp ?? '–',
      ),
      tx.covers(days),
    ];
  }
  if (signature.method === 'tacit') {
    return [
      tx.tacitApproved(instant(signature.tacitDeadline ?? signature.signedAt)),
      tx.covers(days),
    ];
  }
  return [
    tx.signedBy(signature.signerName, at),
    signature.collectedBy === null ? tx.collectedByUnknown : tx.collectedBy(signature.collectedBy),
    tx.covers(days),
  ];
}

import type { FastifyRequest } from 'fastify';
import { validationMessage } from '../../domain/validation-messages';
import { writeAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { signatures } from '../db/schema/messen';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/locale';
import { sanitizeSignatureSvg } from './sanitize-signature-svg';
import type { SignatureUpload } from './signature-upload';

/** The clean SVG of an upload, or 422 with the signature_empty or signature_too_complex field error. */
export function cleanSignatureOrFail(request: FastifyRequest, upload: SignatureUpload): string {
  const clean =
    upload.signature === undefined
      ? ({ ok: false, refusal: 'signature_empty' } as const)
      : sanitizeSignatureSvg(upload.signature);
  if (clean.ok) return clean.svg;
  throw new HttpError(422, 'validation_failed', {
    signature: [validationMessage(clean.refusal, requestLocale(request))],
  });
}

/** Stores a signature (clean SVG, signer, collecting supervisor, content hash) and audits it. */
export async function storeSignature(
  tx: Database,
  request: FastifyRequest,
  values: {
    kind: 'customer' | 'staff';
    svg: string;
    contentSha256: string;
    signerName: string;
    subject: string;
  },
): Promise<{ id: number; signedAt: Date }> {
  const signedBy = request.user?.id ?? null;
  const [row] = await tx
    .insert(signatures)
    .values({
      kind: values.kind,
      svg: values.svg,
      contentSha256: values.contentSha256,
      signerName: values.signerName,
      signedBy,
    })
    .returning({ id: signatures.id, createdAt: signatures.createdAt });
  if (!row) throw new Error('signature insert returned nothing');
  await writeAudit(tx, {
    action: 'timesheet_signed',
    userId: signedBy,
    ip: request.ip,
    subject: values.subject,
    details: { kind: values.kind, signatureId: row.id, contentSha256: values.contentSha256 },
  });
  return { id: row.id, signedAt: row.createdAt };
}

import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Locale } from '../../../domain/locale';
import { signerNameSchema, type TtSigned } from '../../../domain/stundenerfassung';
import { fieldErrors } from '../../../domain/validation';
import { validationMessage } from '../../../domain/validation-messages';
import type { Database } from '../../db/client';
import { messeCustomers, signatures, staffAssignments } from '../../db/schema/messen';
import { HttpError } from '../../http/http-error';
import type { PairParams, StaffParams } from '../params';
import { sanitizeSignatureSvg } from '../sanitize-signature-svg';
import { sheetContentHash } from '../sheet-content';
import { svgDataUrl } from '../signature-data-url';
import type { SignatureUpload } from '../signature-upload';
import type { WriteActor } from './actor';
import { runSheetWrite, type SheetChange, type SheetWrite } from './sheet-write';

/** The clean SVG of an upload, or 422 with the signature_empty or signature_too_complex field error. */
function cleanSignatureOrFail(locale: Locale, upload: SignatureUpload): string {
  const clean =
    upload.signature === undefined
      ? ({ ok: false, refusal: 'signature_empty' } as const)
      : sanitizeSignatureSvg(upload.signature);
  if (clean.ok) return clean.svg;
  throw new HttpError(422, 'validation_failed', {
    signature: [validationMessage(clean.refusal, locale)],
  });
}

type NewSignature = {
  kind: 'customer' | 'staff';
  svg: string;
  contentSha256: string;
  signerName: string;
  subject: string;
};

/** Stores a signature (clean SVG, signer, collecting supervisor, content hash). */
async function storeSignature(
  tx: Database,
  actor: WriteActor,
  values: NewSignature,
): Promise<{ id: number; signedAt: Date }> {
  const [row] = await tx
    .insert(signatures)
    .values({
      kind: values.kind,
      svg: values.svg,
      contentSha256: values.contentSha256,
      signerName: values.signerName,
      signedBy: actor.userId,
    })
    .returning({ id: signatures.id, createdAt: signatures.createdAt });
  if (!row) throw new Error('signature insert returned nothing');
  return { id: row.id, signedAt: row.createdAt };
}

/** The answer and audit entry of a stored signature. */
function signed(values: NewSignature, signatureId: number): SheetChange {
  const body: TtSigned = {
    success: true,
    signed_by: values.signerName,
    signature: svgDataUrl(values.svg),
  };
  return {
    outcome: { status: 200, body },
    audit: {
      action: 'timesheet_signed',
      subject: values.subject,
      details: { kind: values.kind, signatureId, contentSha256: values.contentSha256 },
    },
  };
}

/** A person's signature of their own sheet; `signerName` is their name on the pair. */
export type StaffSignatureCommand = {
  ids: StaffParams;
  signerName: string;
  upload: SignatureUpload;
};

/**
 * The person signs their own timesheet, which locks their times for this
 * pair. A second signature answers 409 sheet_signed. A customer signature
 * does not block it: signing changes no time, and a person may sign their own
 * sheet after the customer signed the pair's.
 */
export function signStaffSheet(
  actor: WriteActor,
  { ids, signerName, upload }: StaffSignatureCommand,
): SheetWrite {
  return async (tx) => {
    const svg = cleanSignatureOrFail(actor.locale, upload);
    const target = { kind: 'staff_signature', pair: ids, staffId: ids.staffId } as const;
    return runSheetWrite(tx, actor, target, { ...ids, sign: 'staff' }, async () => {
      const values: NewSignature = {
        kind: 'staff',
        svg,
        contentSha256: await sheetContentHash(tx, ids, ids.staffId),
        signerName,
        subject: `staff_sheet:${ids.messeId}/${ids.customerId}/${ids.staffId}`,
      };
      const signature = await storeSignature(tx, actor, values);
      await tx
        .update(staffAssignments)
        .set({ signedAt: signature.signedAt, signatureId: signature.id })
        .where(
          and(
            eq(staffAssignments.messeId, ids.messeId),
            eq(staffAssignments.customerId, ids.customerId),
            eq(staffAssignments.bewerberId, ids.staffId),
          ),
        );
      return signed(values, signature.id);
    });
  };
}

export type CustomerSignatureCommand = { ids: PairParams; upload: SignatureUpload };

const signerNameField = v.object({ signatureName: signerNameSchema });

/** The signer's name and the clean SVG, or 422 with both fields' errors at once. */
function validCustomerSignature(locale: Locale, upload: SignatureUpload) {
  const name = v.safeParse(signerNameField, { signatureName: upload.signatureName });
  let svg: string;
  try {
    svg = cleanSignatureOrFail(locale, upload);
  } catch (error) {
    // Both field errors at once: the form shows the name and the pad problem together.
    if (!name.success && error instanceof HttpError) {
      throw new HttpError(422, 'validation_failed', {
        ...fieldErrors(name.issues, locale),
        ...error.fieldErrors,
      });
    }
    throw error;
  }
  if (!name.success) {
    throw new HttpError(422, 'validation_failed', fieldErrors(name.issues, locale));
  }
  return { signerName: name.output.signatureName, svg };
}

/**
 * The customer signs the whole pair's sheet, which locks every time under it.
 * A second signature answers 409 sheet_signed.
 */
export function signCustomerSheet(
  actor: WriteActor,
  { ids, upload }: CustomerSignatureCommand,
): SheetWrite {
  return async (tx) => {
    const { signerName, svg } = validCustomerSignature(actor.locale, upload);
    const target = { kind: 'customer_signature', pair: ids } as const;
    return runSheetWrite(tx, actor, target, { ...ids, sign: 'customer' }, async () => {
      const values: NewSignature = {
        kind: 'customer',
        svg,
        contentSha256: await sheetContentHash(tx, ids),
        signerName,
        subject: `customer_sheet:${ids.messeId}/${ids.customerId}`,
      };
      const signature = await storeSignature(tx, actor, values);
      await tx
        .update(messeCustomers)
        .set({ signedAt: signature.signedAt, signedBy: signerName, signatureId: signature.id })
        .where(
          and(
            eq(messeCustomers.messeId, ids.messeId),
            eq(messeCustomers.customerId, ids.customerId),
          ),
        );
      return signed(values, signature.id);
    });
  };
}

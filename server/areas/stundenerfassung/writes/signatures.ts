import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Locale } from '@domain/shared/locale';
import { planSheetSignature, type SheetRef } from '@domain/shared/times/signature-coverage';
import {
  NOTHING_TO_SIGN_MESSAGE,
  signerNameSchema,
  type TimeTrackingSigned,
} from '@domain/stundenerfassung/stundenerfassung';
import { fieldErrors } from '@domain/shared/validation';
import { timeTrackingMessage } from '@domain/stundenerfassung/messages';
import { svgDataUrl } from '@domain/stundenerfassung/signature-data-url';
import { validationMessage } from '@domain/shared/validation-messages';
import type { Database } from '@server/platform/db/client';
import {
  messeCustomers,
  signatureDays,
  signatures,
  staffAssignments,
} from '@server/platform/db/schema/messen';
import { HttpError } from '@server/platform/http/http-error';
import { codedError } from '@server/platform/idempotency/keyed-route';
import { closedPeriodOf } from '@server/records/period-lock';
import { type PairParams, parseIsoDay, type StaffParams } from '../params';
import { listTimes } from '../repository';
import { sanitizeSignatureSvg } from '../sanitize-signature-svg';
import { signedContent, signedContentHash } from '../sheet-content';
import { coverageTimes, listSignatures } from '../signature-records';
import type { SignatureUpload } from '../signature-upload';
import type { WriteActor } from './actor';
import { periodClosedOutcome } from './sheet-lock';
import { enqueueSignedCopy } from './signed-copy';
import { runSheetWrite, type SheetChange, type SheetRefusal, type SheetWrite } from './sheet-write';

/** The clean SVG of an upload, or 422 with the signature_empty or signature_too_complex field error. */
function cleanSignatureOrFail(locale: Locale, upload: SignatureUpload): string {
  const clean =
    upload.signature === undefined
      ? ({ ok: false, refusal: 'signature_empty' } as const)
      : sanitizeSignatureSvg(upload.signature);
  if (clean.ok) return clean.svg;
  throw new HttpError(422, 'validation_failed', {
    signature: [timeTrackingMessage(clean.refusal, locale)],
  });
}

/**
 * The days the signing screen named: absent, a JSON array of ISO days, or
 * (a multipart field) that array as text or the days comma-separated; else
 * 422 on `days`.
 */
export function namedDays(locale: Locale, raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  let list: unknown = raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    try {
      list = text.startsWith('[') ? JSON.parse(text) : text === '' ? [] : text.split(',');
    } catch {
      list = null;
    }
  }
  const days = Array.isArray(list)
    ? list.map((day) => parseIsoDay(typeof day === 'string' ? day.trim() : day))
    : [undefined];
  // A fair lasts days, not years: a longer list is no signing screen's.
  if (days.length > 400 || days.some((day) => day === undefined)) {
    throw new HttpError(422, 'validation_failed', { days: [validationMessage('invalid', locale)] });
  }
  return days as string[];
}

type NewSignature = {
  kind: 'customer' | 'staff';
  pair: PairParams;
  staffId: number | null;
  svg: string;
  signerName: string;
  subject: string;
  /** The days the signing screen named, if it did. */
  named: string[] | undefined;
};

type StoredSignature = { id: number; signedAt: Date; days: string[]; contentSha256: string };

/** 422 nothing_to_sign: the sheet (or the named days) has no work time to sign. */
function nothingToSign(locale: Locale): SheetRefusal {
  const text = NOTHING_TO_SIGN_MESSAGE[locale];
  return {
    refused: 'outcome',
    outcome: {
      status: 422,
      body: codedError(text, 'nothing_to_sign', { signature: [text] }),
    },
  };
}

/**
 * Plans and stores a signature (ADR 0017): the days it covers, the hash of
 * their rows, the clean SVG, signer and collecting supervisor. Refuses when
 * there is nothing new to cover.
 */
async function storeSignature(
  tx: Database,
  actor: WriteActor,
  values: NewSignature,
): Promise<StoredSignature | SheetRefusal> {
  const { pair, staffId } = values;
  const sheet: SheetRef = staffId === null ? { kind: 'customer' } : { kind: 'staff', staffId };
  const [rows, earlier] = await Promise.all([
    listTimes(tx, pair, staffId === null ? {} : { staffIds: [staffId] }),
    listSignatures(tx, pair, staffId === null ? {} : { staffId }),
  ]);
  const plan = planSheetSignature(coverageTimes(rows), earlier, sheet, values.named);
  if (plan.kind === 'all_covered') return { refused: 'sheet_signed' };
  if (plan.kind === 'no_work_time') return nothingToSign(actor.locale);
  // A signature of a day in a closed period (issue 26) is refused as a whole.
  if (await closedPeriodOf(tx, pair.messeId, plan.days)) {
    return { refused: 'outcome', outcome: periodClosedOutcome(actor) };
  }
  const contentSha256 = signedContentHash(
    signedContent(values.kind, pair, staffId, plan.days, rows),
  );
  const [row] = await tx
    .insert(signatures)
    .values({
      kind: values.kind,
      svg: values.svg,
      contentSha256,
      signerName: values.signerName,
      signedBy: actor.userId,
      messeId: pair.messeId,
      customerId: pair.customerId,
      bewerberId: staffId,
    })
    .returning({ id: signatures.id, createdAt: signatures.createdAt });
  if (!row) throw new Error('signature insert returned nothing');
  await tx.insert(signatureDays).values(plan.days.map((day) => ({ signatureId: row.id, day })));
  return { id: row.id, signedAt: row.createdAt, days: plan.days, contentSha256 };
}

/** The answer and audit entry of a stored signature. */
function signed(values: NewSignature, stored: StoredSignature): SheetChange {
  const body: TimeTrackingSigned = {
    success: true,
    signed_by: values.signerName,
    signature: svgDataUrl(values.svg),
    days: stored.days,
    signed_at: stored.signedAt.toISOString(),
  };
  return {
    outcome: { status: 200, body },
    audit: {
      action: 'timesheet_signed',
      subject: values.subject,
      details: {
        kind: values.kind,
        signatureId: stored.id,
        contentSha256: stored.contentSha256,
        days: stored.days,
      },
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
 * The person signs their own timesheet: the signature covers their days with
 * work time not yet covered by an earlier signature of theirs (and named, if
 * the screen named days), and locks those days (ADR 0017). Nothing new to
 * cover answers 409 sheet_signed, no work time at all 422 nothing_to_sign. A
 * customer signature does not block it: signing changes no time.
 */
export function signStaffSheet(
  actor: WriteActor,
  { ids, signerName, upload }: StaffSignatureCommand,
): SheetWrite {
  return async (tx) => {
    const svg = cleanSignatureOrFail(actor.locale, upload);
    const named = namedDays(actor.locale, upload.days);
    const target = { kind: 'staff_signature', pair: ids, staffId: ids.staffId } as const;
    return runSheetWrite(tx, actor, target, { ...ids, sign: 'staff' }, async () => {
      const values: NewSignature = {
        kind: 'staff',
        pair: ids,
        staffId: ids.staffId,
        svg,
        signerName,
        subject: `staff_sheet:${ids.messeId}/${ids.customerId}/${ids.staffId}`,
        named,
      };
      const signature = await storeSignature(tx, actor, values);
      if ('refused' in signature) return signature;
      // The latest signature of the person (kept for readers of the table; ADR 0017).
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
      return signed(values, signature);
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
 * The customer signs the pair's sheet: the signature covers the pair's days
 * with work time not yet covered by an earlier customer signature (and named,
 * if the screen named days), and locks them for every person (ADR 0017).
 * Nothing new to cover answers 409 sheet_signed, no work time 422.
 */
export function signCustomerSheet(
  actor: WriteActor,
  { ids, upload }: CustomerSignatureCommand,
): SheetWrite {
  return async (tx) => {
    const { signerName, svg } = validCustomerSignature(actor.locale, upload);
    const named = namedDays(actor.locale, upload.days);
    const target = { kind: 'customer_signature', pair: ids } as const;
    return runSheetWrite(tx, actor, target, { ...ids, sign: 'customer' }, async () => {
      const values: NewSignature = {
        kind: 'customer',
        pair: ids,
        staffId: null,
        svg,
        signerName,
        subject: `customer_sheet:${ids.messeId}/${ids.customerId}`,
        named,
      };
      const signature = await storeSignature(tx, actor, values);
      if ('refused' in signature) return signature;
      // The latest customer signature (signed_by on the wire; ADR 0017).
      await tx
        .update(messeCustomers)
        .set({ signedAt: signature.signedAt, signedBy: signerName, signatureId: signature.id })
        .where(
          and(
            eq(messeCustomers.messeId, ids.messeId),
            eq(messeCustomers.customerId, ids.customerId),
          ),
        );
      await enqueueSignedCopy(tx, actor.mail, {
        pair: ids,
        signatureId: signature.id,
        signerName,
        days: signature.days,
      });
      return signed(values, signature);
    });
  };
}

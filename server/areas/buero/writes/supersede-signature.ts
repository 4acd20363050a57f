import { and, desc, eq, sql } from 'drizzle-orm';
import {
  bueroTimesheetsMessage,
  type SupersededSignature,
} from '@domain/buero/timesheets-contract';
import { isInForce } from '@domain/shared/times/signature-coverage';
import type { Database } from '@server/platform/db/client';
import {
  messeCustomers,
  signatureDays,
  signatures,
  staffAssignments,
} from '@server/platform/db/schema/messen';
import { assertPeriodOpen } from '@server/records/period-lock';
import { signatureInForceSql } from '@server/records/signatures';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';
import { NotFound, nullIfNotFound, OfficeRefusal } from './refusal';

/*
 * The office reopens signed days (ADR 0027, docs/product/timesheet-review.md):
 * the signature stays as it was, marked superseded with who, when and why; it
 * then covers and locks nothing (every reader of coverage skips it), so its
 * days take times again and the sheet needs a new signature. Locks as the
 * tablets' writes do (pair row, then person row), so a time write never sees
 * half of it; the pair's revision is bumped, so the tablet's next pull shows it.
 */

type Pair = { messeId: number; customerId: number };

const pairWhere = (pair: Pair) =>
  and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId));

/*
 * The locks of the tablets' writes (server/areas/stundenerfassung/writes/sheet-lock.ts;
 * areas do not import each other): the pair row FOR UPDATE as a signature
 * takes it, then the person's row.
 */
async function lockPair(tx: Database, pair: Pair): Promise<boolean> {
  const rows = await tx
    .select({ rev: messeCustomers.rev })
    .from(messeCustomers)
    .where(pairWhere(pair))
    .for('update');
  return rows.length > 0;
}

async function lockPerson(tx: Database, pair: Pair, staffId: number) {
  await tx
    .select({ id: staffAssignments.bewerberId })
    .from(staffAssignments)
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
        eq(staffAssignments.bewerberId, staffId),
      ),
    )
    .for('update');
}

/** Marks the pair's cached sheets stale: the tablet's next pull shows the reopening. */
async function bumpSheetRevision(tx: Database, pair: Pair) {
  await tx
    .update(messeCustomers)
    .set({ rev: sql`${messeCustomers.rev} + 1` })
    .where(pairWhere(pair));
}

function sheetSubject(pair: { messeId: number; customerId: number }, staffId: number | null) {
  const base = `${String(pair.messeId)}/${String(pair.customerId)}`;
  return staffId === null ? `customer_sheet:${base}` : `staff_sheet:${base}/${String(staffId)}`;
}

/** Points a sheet's 'latest signature' columns at the latest signature still in force. */
async function repointLatest(
  tx: Database,
  pair: { messeId: number; customerId: number },
  staffId: number | null,
) {
  const [latest] = await tx
    .select({ id: signatures.id, at: signatures.createdAt, signer: signatures.signerName })
    .from(signatures)
    .where(
      and(
        eq(signatures.messeId, pair.messeId),
        eq(signatures.customerId, pair.customerId),
        staffId === null ? eq(signatures.kind, 'customer') : eq(signatures.bewerberId, staffId),
        signatureInForceSql,
      ),
    )
    .orderBy(desc(signatures.id))
    .limit(1);
  if (staffId === null) {
    await tx
      .update(messeCustomers)
      .set({
        signatureId: latest?.id ?? null,
        signedAt: latest?.at ?? null,
        signedBy: latest?.signer ?? null,
      })
      .where(
        and(
          eq(messeCustomers.messeId, pair.messeId),
          eq(messeCustomers.customerId, pair.customerId),
        ),
      );
    return;
  }
  await tx
    .update(staffAssignments)
    .set({ signatureId: latest?.id ?? null, signedAt: latest?.at ?? null })
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
        eq(staffAssignments.bewerberId, staffId),
      ),
    );
}

/**
 * Supersedes a signature with the office's reason. Null (404) for an
 * unknown signature or one on no sheet; 409 signature_superseded for one
 * already superseded.
 */
export async function supersedeSignature(
  db: Database,
  actor: OfficeActor,
  signatureId: number,
  reason: string,
): Promise<SupersededSignature | null> {
  return runOfficeAction(db, actor, async (tx) => {
    const [found] = await tx
      .select({ messeId: signatures.messeId, customerId: signatures.customerId })
      .from(signatures)
      .where(eq(signatures.id, signatureId));
    if (!found || found.messeId === null || found.customerId === null) throw new NotFound();
    const pair = { messeId: found.messeId, customerId: found.customerId };
    if (!(await lockPair(tx, pair))) throw new NotFound();
    const [signature] = await tx
      .select({
        kind: signatures.kind,
        staffId: signatures.bewerberId,
        contentSha256: signatures.contentSha256,
        supersededAt: signatures.supersededAt,
      })
      .from(signatures)
      .where(eq(signatures.id, signatureId))
      .for('update');
    if (!signature) throw new NotFound();
    if (signature.staffId !== null) await lockPerson(tx, pair, signature.staffId);
    if (!isInForce(signature)) {
      throw new OfficeRefusal(409, 'signature_superseded', {
        de: bueroTimesheetsMessage('signature_superseded', 'de'),
        en: bueroTimesheetsMessage('signature_superseded', 'en'),
      });
    }
    // 409 period_closed: reopening a signed day of a closed period would unlock its times.
    const days = await tx
      .select({ day: signatureDays.day })
      .from(signatureDays)
      .where(eq(signatureDays.signatureId, signatureId));
    await assertPeriodOpen(
      tx,
      pair.messeId,
      days.map((row) => row.day),
    );
    const [updated] = await tx
      .update(signatures)
      .set({ supersededAt: new Date(), supersededBy: actor.userId, supersededReason: reason })
      .where(eq(signatures.id, signatureId))
      .returning({ at: signatures.supersededAt });
    const supersededAt = (updated?.at ?? new Date()).toISOString();
    await repointLatest(tx, pair, signature.staffId);
    await bumpSheetRevision(tx, pair);
    return {
      result: { id: signatureId, superseded_at: supersededAt, reason },
      audit: {
        action: 'signature_superseded',
        subject: sheetSubject(pair, signature.staffId),
        changes: {
          superseded_at: { before: null, after: supersededAt },
          superseded_reason: { before: null, after: reason },
        },
        details: {
          signatureId,
          kind: signature.kind,
          contentSha256: signature.contentSha256,
        },
      },
    };
  }).catch(nullIfNotFound);
}

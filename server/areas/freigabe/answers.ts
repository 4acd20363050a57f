import { and, eq, isNull } from 'drizzle-orm';
import type { ApproveBody, DisputeBody } from '@domain/freigabe/approval';
import { freigabeOperations } from '@domain/freigabe/operations';
import { coveredDays, signaturesOfSheet } from '@domain/shared/times/signature-coverage';
import { hasWorkTime } from '@domain/shared/times/time';
import { refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { approvalDisputes, approvalRequests } from '@server/platform/db/schema/customer-side';
import { message } from '@server/platform/http/messages';
import type { Locale } from '@domain/shared/locale';
import { storeRemoteCustomerSignature } from '@server/records/customer-signature';
import { lockPair } from '@server/records/pair-lock';
import { assertPeriodOpen, closedPeriodOf } from '@server/records/period-lock';
import { readSignatures } from '@server/records/signatures';
import { readTimes, type TimeEntry } from '@server/records/times';
import { pairOf, type RequestFacts, type StoredRequest } from './requests';
import { approvalHash } from './sheet';

/*
 * The contact's answers (issue 25) and the tacit one. A request takes one
 * answer: the request's row is locked and re-read in the transaction, so of
 * two parallel answers exactly one finds it open; the other gets 409
 * approval_answered. An approval is a customer signature (method 'link')
 * over the requested days, stored like the tablet's (lock, days, revision).
 */

const { approve: approveOperation, dispute: disputeOperation } = freigabeOperations;

type Refusals = typeof approveOperation;

/**
 * The request's row, locked, while it still takes an answer: 404 when it was
 * withdrawn or expired meanwhile (alike the unknown link), 409 when answered.
 */
async function lockOpenRequest(tx: Database, id: number, now: Date): Promise<StoredRequest> {
  const [request] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.id, id))
    .for('update');
  if (!request || request.withdrawnAt !== null || request.expiresAt.getTime() <= now.getTime()) {
    throw refuse(approveOperation as Refusals, 'not_found');
  }
  if (request.answer !== null) throw refuse(approveOperation, 'approval_answered');
  return request;
}

/** 409 approval_changed unless the rows still hash as sent and as the page showed them. */
function requireUnchanged(request: StoredRequest, times: readonly TimeEntry[], shown: string) {
  const now = approvalHash(pairOf(request), request.days, times);
  if (now !== request.contentSha256 || shown !== request.contentSha256) {
    throw refuse(approveOperation, 'approval_changed');
  }
}

export type Answerer = { ip: string | null };

/** The customer signature of the request's days; false if a customer signature covers one meanwhile. */
async function signRequest(
  tx: Database,
  facts: RequestFacts,
  request: StoredRequest,
  signer: { method: 'link' | 'tacit'; name: string; ip: string | null },
) {
  const pair = pairOf(request);
  const inForce = await readSignatures(tx, { ...pair, state: 'in_force' });
  const covered = coveredDays(signaturesOfSheet(inForce, { kind: 'customer' }));
  if (request.days.some((day) => covered.has(day))) return null;
  return storeRemoteCustomerSignature(tx, {
    pair,
    method: signer.method,
    signerName: signer.name,
    days: request.days,
    contentSha256: request.contentSha256,
    approverEmail: facts.contact.email,
    approverIp: signer.ip,
  });
}

/** POST …/bestaetigen: the contact approves every requested day. */
export async function approveRequest(
  db: Database,
  facts: RequestFacts,
  body: ApproveBody,
  answerer: Answerer,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    // The pair first, then the request: the order every writer of both takes (send-request.ts).
    await lockPair(tx, pairOf(facts.request), 'sign');
    const request = await lockOpenRequest(tx, facts.request.id, now);
    // 409 period_closed: the office closed a requested day's month or fair meanwhile.
    await assertPeriodOpen(tx, request.messeId, request.days);
    requireUnchanged(request, await readTimes(tx, pairOf(request)), body.content_sha256);
    const signature = await signRequest(tx, facts, request, {
      method: 'link',
      name: body.name,
      ip: answerer.ip,
    });
    if (!signature) throw refuse(approveOperation, 'approval_changed');
    await tx
      .update(approvalRequests)
      .set({
        answer: 'approved',
        answeredAt: signature.signedAt,
        answeredName: body.name,
        answeredIp: answerer.ip,
        signatureId: signature.id,
      })
      .where(and(eq(approvalRequests.id, request.id), isNull(approvalRequests.answer)));
    await writeAudit(tx, {
      action: 'approval_approved',
      ip: answerer.ip,
      subject: `pair:${String(request.messeId)}-${String(request.customerId)}`,
      details: {
        requestId: request.id,
        signatureId: signature.id,
        days: request.days,
        contentSha256: request.contentSha256,
      },
    });
  });
}

/** POST …/beanstanden: the contact disputes rows of the sheet, each with a comment. */
export async function disputeRequest(
  db: Database,
  facts: RequestFacts,
  body: DisputeBody,
  answerer: Answerer & { locale: Locale },
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, facts.request.id, now);
    const times = await readTimes(tx, pairOf(request));
    requireUnchanged(request, times, body.content_sha256);
    const days = new Set(request.days);
    const onSheet = new Set(
      times
        .filter((row) => days.has(row.day) && hasWorkTime(row))
        .map((row) => `${String(row.bewerberId)}|${row.day}`),
    );
    const errors: Record<string, string[]> = {};
    const rows = new Map<string, { staff_id: number; day: string; comment: string }>();
    body.rows.forEach((row, index) => {
      const key = `${String(row.staff_id)}|${row.day}`;
      if (!onSheet.has(key))
        errors[`rows.${String(index)}`] = [message('approval_row_unknown', answerer.locale)];
      // The same row twice: its first comment counts.
      else if (!rows.has(key)) rows.set(key, row);
    });
    if (Object.keys(errors).length > 0)
      throw refuse(disputeOperation, 'approval_row_unknown', errors);
    await tx.insert(approvalDisputes).values(
      [...rows.values()].map((row) => ({
        requestId: request.id,
        messeId: request.messeId,
        customerId: request.customerId,
        bewerberId: row.staff_id,
        day: row.day,
        comment: row.comment,
      })),
    );
    await tx
      .update(approvalRequests)
      .set({ answer: 'disputed', answeredAt: now, answeredIp: answerer.ip })
      .where(and(eq(approvalRequests.id, request.id), isNull(approvalRequests.answer)));
    await writeAudit(tx, {
      action: 'approval_disputed',
      ip: answerer.ip,
      subject: `pair:${String(request.messeId)}-${String(request.customerId)}`,
      // Never the comments: they are the person's data and go with their erasure.
      details: { requestId: request.id, rows: rows.size },
    });
  });
}

/**
 * The tacit approval of a request past its deadline (the job): a customer
 * signature of method 'tacit' in the contact's name, the deadline in the
 * audit entry. Skipped (the request stays open) when the rows changed since
 * the request or a customer signature covers a day meanwhile: nobody may be
 * taken to have approved what they were never shown; and while a requested
 * day's period is closed (issue 26).
 */
export async function approveTacitly(db: Database, facts: RequestFacts): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockPair(tx, pairOf(facts.request), 'sign');
    const [request] = await tx
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, facts.request.id))
      .for('update');
    if (
      !request ||
      request.answer !== null ||
      request.withdrawnAt !== null ||
      request.tacitAt === null ||
      request.tacitAt.getTime() > now.getTime()
    ) {
      return false;
    }
    // A closed period takes no signature: the request stays open until the office reopens it.
    if (await closedPeriodOf(tx, request.messeId, request.days)) return false;
    const times = await readTimes(tx, pairOf(request));
    if (approvalHash(pairOf(request), request.days, times) !== request.contentSha256) return false;
    const signature = await signRequest(tx, facts, request, {
      method: 'tacit',
      name: facts.contact.name,
      ip: null,
    });
    if (!signature) return false;
    await tx
      .update(approvalRequests)
      .set({ answer: 'tacit', answeredAt: signature.signedAt, signatureId: signature.id })
      .where(eq(approvalRequests.id, request.id));
    await writeAudit(tx, {
      action: 'approval_tacit',
      subject: `pair:${String(request.messeId)}-${String(request.customerId)}`,
      details: {
        requestId: request.id,
        signatureId: signature.id,
        days: request.days,
        deadline: request.tacitAt.toISOString(),
      },
    });
    return true;
  });
}

/** The first successful look at the page: opened_at set and audited, once. */
export async function markOpened(db: Database, facts: RequestFacts, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const opened = await tx
      .update(approvalRequests)
      .set({ openedAt: new Date() })
      .where(and(eq(approvalRequests.id, facts.request.id), isNull(approvalRequests.openedAt)))
      .returning({ id: approvalRequests.id });
    if (opened.length === 0) return;
    await writeAudit(tx, {
      action: 'approval_opened',
      ip,
      subject: `pair:${String(facts.request.messeId)}-${String(facts.request.customerId)}`,
      details: { requestId: facts.request.id },
    });
  });
}

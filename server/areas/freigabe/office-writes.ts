import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DisputeResolutionBody, PairApprovals } from '@domain/freigabe/office';
import { freigabeOfficeOperations } from '@domain/freigabe/operations';
import { formatDate } from '@domain/shared/date-format';
import { refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { approvalDisputes, approvalRequests } from '@server/platform/db/schema/customer-side';
import { customerContacts, messeCustomers } from '@server/platform/db/schema/messen';
import type { EnqueueMail } from '@server/platform/mail/outbox';
import type { PairIds } from '@server/records/fair';
import { correctDisputedTime, mailTime } from './correction';
import { pairOf, readDisputes, readOfficeRequests, readRequestFacts } from './requests';
import { readUnsignedDays } from './sheet';

/*
 * The office's reads and writes of approvals (issue 25) other than sending
 * (send-request.ts): a pair's overview, withdrawing a request, resolving a
 * disputed row (the contact is told by mail, in the same transaction).
 */

const { list, withdraw, resolveDispute } = freigabeOfficeOperations;

export type OfficeActor = { userId: number; ip: string };

/** The pair's requests, unsigned days and contacts; 404 for no such pair. */
export async function readPairApprovals(db: Database, pair: PairIds): Promise<PairApprovals> {
  const [row] = await db
    .select({ approver: messeCustomers.approverContactId })
    .from(messeCustomers)
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
  if (!row) throw refuse(list, 'not_found');
  const [unsignedDays, contacts, requests] = await Promise.all([
    readUnsignedDays(db, pair),
    db
      .select({
        id: customerContacts.id,
        name: customerContacts.name,
        email: customerContacts.email,
        role: customerContacts.role,
      })
      .from(customerContacts)
      .where(
        and(eq(customerContacts.customerId, pair.customerId), isNull(customerContacts.archivedAt)),
      )
      .orderBy(asc(customerContacts.name), asc(customerContacts.id)),
    readOfficeRequests(db, { pair }),
  ]);
  const approver = contacts.some((contact) => contact.id === row.approver) ? row.approver : null;
  return { unsigned_days: unsignedDays, contacts, approver_contact_id: approver, requests };
}

/** Withdraws an open request (audited); 404 unknown, 409 answered; withdrawn already: nothing. */
export async function withdrawRequest(db: Database, requestId: number, actor: OfficeActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, requestId))
      .for('update');
    if (!row) throw refuse(withdraw, 'not_found');
    if (row.answer !== null) throw refuse(withdraw, 'approval_answered');
    if (row.withdrawnAt !== null) return;
    await tx
      .update(approvalRequests)
      .set({ withdrawnAt: new Date(), withdrawnBy: actor.userId })
      .where(eq(approvalRequests.id, row.id));
    await writeAudit(tx, {
      action: 'approval_withdrawn',
      userId: actor.userId,
      ip: actor.ip,
      subject: `pair:${String(row.messeId)}-${String(row.customerId)}`,
      details: { requestId: row.id },
    });
  });
}

/**
 * Resolves a disputed row; 404 unknown, 409 resolved already. 'corrected'
 * writes the row's new time in the same transaction (./correction.ts: 409
 * when a signature covers the day), and the contact's mail says old → new.
 * Returns the request's id.
 */
export async function resolveDisputeWrite(
  db: Database,
  mailer: { enqueueMail: EnqueueMail; publicUrl: string },
  disputeId: number,
  body: DisputeResolutionBody,
  actor: OfficeActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        requestId: approvalDisputes.requestId,
        staffId: approvalDisputes.bewerberId,
        day: approvalDisputes.day,
        resolvedAt: approvalDisputes.resolvedAt,
      })
      .from(approvalDisputes)
      .where(eq(approvalDisputes.id, disputeId));
    if (!found) throw refuse(resolveDispute, 'not_found');
    if (found.resolvedAt !== null) throw refuse(resolveDispute, 'dispute_resolved');
    const facts = await readRequestFacts(tx, found.requestId);
    if (!facts) throw new Error('dispute without request');
    // The time first: it takes the pair's lock (the order every time write keeps).
    const change =
      body.resolution === 'corrected'
        ? await correctDisputedTime(
            tx,
            { ...pairOf(facts.request), staffId: found.staffId },
            found.day,
            body.time,
            actor,
          )
        : null;
    // Only an unresolved dispute: a parallel resolution that won rolls this one back.
    const [resolved] = await tx
      .update(approvalDisputes)
      .set({
        resolution: body.resolution,
        resolutionNote: body.note,
        resolvedAt: new Date(),
        resolvedBy: actor.userId,
      })
      .where(and(eq(approvalDisputes.id, disputeId), isNull(approvalDisputes.resolvedAt)))
      .returning({ id: approvalDisputes.id });
    if (!resolved) throw refuse(resolveDispute, 'dispute_resolved');
    const dispute = (await readDisputes(tx, [found.requestId])).find((d) => d.id === disputeId);
    const { locale } = facts.contact;
    await mailer.enqueueMail(tx, 'approval_dispute_resolved', facts.contact.email, locale, {
      name: facts.contact.name,
      fair: facts.fair.name,
      customer: facts.customer,
      person: dispute?.name ?? '',
      day: formatDate(found.day, locale),
      corrected: body.resolution === 'corrected',
      ...(change
        ? {
            change: {
              before: mailTime(change.before, locale),
              after: mailTime(change.after, locale),
            },
          }
        : {}),
      note: body.note,
      link: mailer.publicUrl,
    });
    await writeAudit(tx, {
      action: 'approval_dispute_resolved',
      userId: actor.userId,
      ip: actor.ip,
      subject: `pair:${String(facts.request.messeId)}-${String(facts.request.customerId)}`,
      // Never the note or comment: they concern the person (erasure deletes the dispute).
      details: {
        disputeId,
        requestId: found.requestId,
        resolution: body.resolution,
        ...(change ? { before: change.before, after: change.after } : {}),
      },
    });
    return found.requestId;
  });
}

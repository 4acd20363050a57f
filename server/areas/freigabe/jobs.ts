import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { approvalRequests } from '@server/platform/db/schema/customer-side';
import {
  customerContacts,
  customers,
  messeCustomers,
  messen,
} from '@server/platform/db/schema/messen';
import type { PeriodicJob } from '@server/platform/jobs/periodic-job';
import { approveTacitly } from './answers';
import { readRequestFacts } from './requests';
import { type ApprovalMailer, sendApprovalRequest } from './send-request';
import { readUnsignedDays } from './sheet';

/*
 * The two periodic jobs of approvals (issue 25), each once per period across
 * instances (ADR 0021):
 * - the automatic request: a set number of hours (customers.auto_request_hours)
 *   after the fair's last day ended in Berlin, a pair with unsigned days and an
 *   approving contact gets one request, once (messe_customers.approval_auto_requested_at,
 *   claimed in the request's transaction);
 * - the tacit approval: an open request past its tacit_at becomes a customer
 *   signature of method 'tacit'. One whose rows changed since it was sent is
 *   skipped and stays open (the office sees it unanswered and sends a new one):
 *   nobody is taken to have approved rows they were never shown.
 */

export const APPROVAL_JOB_PERIOD_MS = 15 * 60_000;
/** Pairs or requests handled per run: the next period does the rest. */
const PER_RUN = 200;

/** Sends the due automatic requests; returns how many went out. */
export async function sendAutomaticRequests(db: Database, mailer: ApprovalMailer): Promise<number> {
  const due = await db
    .select({
      messeId: messeCustomers.messeId,
      customerId: messeCustomers.customerId,
      contactId: messeCustomers.approverContactId,
    })
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .innerJoin(customerContacts, eq(customerContacts.id, messeCustomers.approverContactId))
    .where(
      and(
        isNotNull(customers.autoRequestHours),
        isNull(messeCustomers.approvalAutoRequestedAt),
        isNull(customerContacts.archivedAt),
        // The last day ends at the next midnight in Berlin; N hours after that.
        sql`((${messen.dateEnd} + 1)::timestamp at time zone 'Europe/Berlin')
          + make_interval(hours => ${customers.autoRequestHours}) <= now()`,
      ),
    )
    .limit(PER_RUN);
  let sent = 0;
  for (const pair of due) {
    if (pair.contactId === null) continue;
    const days = await readUnsignedDays(db, pair);
    if (days.length === 0) continue;
    const contactId = pair.contactId;
    const done = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(messeCustomers)
        .set({ approvalAutoRequestedAt: new Date() })
        .where(
          and(
            eq(messeCustomers.messeId, pair.messeId),
            eq(messeCustomers.customerId, pair.customerId),
            isNull(messeCustomers.approvalAutoRequestedAt),
          ),
        )
        .returning({ messeId: messeCustomers.messeId });
      if (claimed.length === 0) return false;
      await sendApprovalRequest(tx, mailer, {
        pair,
        days,
        contactId,
        requestedBy: null,
        ip: null,
        locale: 'de',
      });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

/** Approves the due requests tacitly; returns how many were approved and skipped. */
export async function approveDueTacitly(
  db: Database,
): Promise<{ approved: number; skipped: number }> {
  const due = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        isNull(approvalRequests.answer),
        isNull(approvalRequests.withdrawnAt),
        isNotNull(approvalRequests.tacitAt),
        lte(approvalRequests.tacitAt, sql`now()`),
      ),
    )
    .limit(PER_RUN);
  let approved = 0;
  for (const { id } of due) {
    const facts = await readRequestFacts(db, id);
    if (facts && (await approveTacitly(db, facts))) approved++;
  }
  return { approved, skipped: due.length - approved };
}

export function approvalJob(
  mailer: ApprovalMailer,
  periodMs = APPROVAL_JOB_PERIOD_MS,
): PeriodicJob {
  return {
    name: 'approval-requests',
    periodMs,
    run: async (db) => {
      const sent = await sendAutomaticRequests(db, mailer);
      const tacit = await approveDueTacitly(db);
      return `${String(sent)} automatic requests, ${String(tacit.approved)} tacitly approved, ${String(tacit.skipped)} skipped (rows changed)`;
    },
  };
}

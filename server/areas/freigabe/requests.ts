import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ApprovalPage, ApprovalState } from '@domain/freigabe/approval';
import type { OfficeApprovalRequest, OfficeApprovalState } from '@domain/freigabe/office';
import type { Locale } from '@domain/shared/locale';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { approvalDisputes, approvalRequests } from '@server/platform/db/schema/customer-side';
import {
  customerContacts,
  customers,
  messeCustomers,
  messen,
  times,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { PairIds } from '@server/records/fair';
import type { Reader } from '@server/records/reader';
import { readApprovalSheet } from './sheet';

/*
 * An approval request as stored, found by its link's token (by the token's
 * SHA-256: the token itself is never stored), and its two views: the public
 * page and the office's list.
 */

/** A link's token: 32 random bytes, base64url (43 characters). */
export const TOKEN_SHAPE = /^[\w-]{43}$/;

export type StoredRequest = typeof approvalRequests.$inferSelect;

export type RequestFacts = {
  request: StoredRequest;
  fair: { name: string; city: string; date_start: string; date_end: string };
  customer: string;
  contact: { id: number; name: string; email: string; locale: Locale; role: string | null };
  /** The pair's revision: every write to its sheets changes it (the page's cache key). */
  rev: number;
};

const factColumns = {
  request: approvalRequests,
  fair: {
    name: messen.name,
    city: messen.city,
    date_start: messen.dateStart,
    date_end: messen.dateEnd,
  },
  customer: customers.name,
  rev: messeCustomers.rev,
  contact: {
    id: customerContacts.id,
    name: customerContacts.name,
    email: customerContacts.email,
    locale: customerContacts.locale,
    role: customerContacts.role,
  },
};

async function readFacts(db: Pick<Reader, 'select'>, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(factColumns)
    .from(approvalRequests)
    .innerJoin(messen, eq(messen.id, approvalRequests.messeId))
    .innerJoin(customers, eq(customers.id, approvalRequests.customerId))
    .innerJoin(
      messeCustomers,
      and(
        eq(messeCustomers.messeId, approvalRequests.messeId),
        eq(messeCustomers.customerId, approvalRequests.customerId),
      ),
    )
    .innerJoin(customerContacts, eq(customerContacts.id, approvalRequests.contactId))
    .where(where);
  return row
    ? ({
        ...row,
        contact: { ...row.contact, locale: row.contact.locale as Locale },
      } satisfies RequestFacts)
    : null;
}

export const readRequestFacts = (db: Pick<Reader, 'select'>, id: number) =>
  readFacts(db, eq(approvalRequests.id, id));

/**
 * The request a link's token names while it works: not withdrawn, not past
 * its 14 days. Anything else (malformed, unknown, withdrawn, expired) is null,
 * and the caller answers the one 404 for all of them.
 */
export async function findLiveRequest(
  db: Pick<Reader, 'select'>,
  tokenHash: string,
  now = new Date(),
): Promise<RequestFacts | null> {
  const facts = await readFacts(db, eq(approvalRequests.tokenHash, tokenHash));
  if (!facts) return null;
  const { request } = facts;
  if (request.withdrawnAt !== null || request.expiresAt.getTime() <= now.getTime()) return null;
  return facts;
}

export const pairOf = (request: StoredRequest): PairIds => ({
  messeId: request.messeId,
  customerId: request.customerId,
});

/** The disputes of some requests, with the person's name, oldest first. */
export async function readDisputes(db: Pick<Reader, 'select'>, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return (
    db
      .select({
        id: approvalDisputes.id,
        requestId: approvalDisputes.requestId,
        staffId: approvalDisputes.bewerberId,
        name: sql<string>`${bewerber.firstname} || ' ' || ${bewerber.lastname}`,
        day: approvalDisputes.day,
        comment: approvalDisputes.comment,
        createdAt: approvalDisputes.createdAt,
        resolution: approvalDisputes.resolution,
        resolutionNote: approvalDisputes.resolutionNote,
        resolvedAt: approvalDisputes.resolvedAt,
        timeStart: times.timeStart,
        timeEnd: times.timeEnd,
        timeBreak: times.timeBreak,
      })
      .from(approvalDisputes)
      .innerJoin(bewerber, eq(bewerber.id, approvalDisputes.bewerberId))
      .innerJoin(approvalRequests, eq(approvalRequests.id, approvalDisputes.requestId))
      // The row's time now: what a correction starts from.
      .leftJoin(
        times,
        and(
          eq(times.messeId, approvalRequests.messeId),
          eq(times.customerId, approvalRequests.customerId),
          eq(times.bewerberId, approvalDisputes.bewerberId),
          eq(times.day, approvalDisputes.day),
        ),
      )
      .where(
        sql`${approvalDisputes.requestId} in (${sql.join(
          requestIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(approvalDisputes.day), asc(approvalDisputes.id))
  );
}
export type DisputeRecord = Awaited<ReturnType<typeof readDisputes>>[number];

/** The public page of a live request. */
export async function buildPage(
  db: Pick<Reader, 'select' | 'execute'>,
  facts: RequestFacts,
): Promise<ApprovalPage> {
  const { request } = facts;
  const [sheet, disputes] = await Promise.all([
    readApprovalSheet(db, pairOf(request), request.days),
    request.answer === null ? Promise.resolve([]) : readDisputes(db, [request.id]),
  ]);
  const state: ApprovalState = request.answer ?? 'open';
  return {
    state,
    locale: facts.contact.locale,
    fair: facts.fair,
    customer: facts.customer,
    contact: facts.contact.name,
    days: request.days,
    rows: sheet.rows,
    totals: sheet.totals,
    content_sha256: sheet.contentSha256,
    expires_at: request.expiresAt.toISOString(),
    answer:
      request.answeredAt === null
        ? null
        : {
            at: request.answeredAt.toISOString(),
            name: request.answeredName,
            disputes: disputes.map((d) => ({
              staff_id: d.staffId,
              day: d.day,
              comment: d.comment,
            })),
          },
  };
}

function officeState(request: StoredRequest, now: Date): OfficeApprovalState {
  if (request.withdrawnAt !== null) return 'withdrawn';
  if (request.answer !== null) return request.answer;
  return request.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A pair's requests, newest first (or one request), as the office sees them. */
export async function readOfficeRequests(
  db: Pick<Reader, 'select'>,
  filter: { pair: PairIds } | { id: number },
  now = new Date(),
): Promise<OfficeApprovalRequest[]> {
  const where =
    'id' in filter
      ? eq(approvalRequests.id, filter.id)
      : and(
          eq(approvalRequests.messeId, filter.pair.messeId),
          eq(approvalRequests.customerId, filter.pair.customerId),
        );
  const rows = await db
    .select({
      request: approvalRequests,
      contact: {
        id: customerContacts.id,
        name: customerContacts.name,
        email: customerContacts.email,
        role: customerContacts.role,
      },
      requestedBy: sql<string | null>`(select ${users.firstname} || ' ' || ${users.lastname}
        from ${users} where ${users.id} = ${approvalRequests.requestedBy})`,
    })
    .from(approvalRequests)
    .innerJoin(customerContacts, eq(customerContacts.id, approvalRequests.contactId))
    .where(where)
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id));
  const disputes = await readDisputes(
    db,
    rows.map((row) => row.request.id),
  );
  return rows.map(({ request, contact, requestedBy }) => ({
    id: request.id,
    state: officeState(request, now),
    days: request.days,
    contact,
    requested_by: requestedBy,
    created_at: request.createdAt.toISOString(),
    expires_at: request.expiresAt.toISOString(),
    tacit_at: iso(request.tacitAt),
    opened_at: iso(request.openedAt),
    answered_at: iso(request.answeredAt),
    answered_name: request.answeredName,
    disputes: disputes.filter((d) => d.requestId === request.id).map(officeDispute),
  }));
}

export function officeDispute(d: DisputeRecord) {
  return {
    id: d.id,
    request_id: d.requestId,
    staff_id: d.staffId,
    name: d.name,
    day: d.day,
    comment: d.comment,
    created_at: d.createdAt.toISOString(),
    resolution: d.resolution,
    resolution_note: d.resolutionNote,
    resolved_at: iso(d.resolvedAt),
    time:
      d.timeBreak === null
        ? null
        : { time_start: d.timeStart, time_end: d.timeEnd, time_break: d.timeBreak },
  };
}

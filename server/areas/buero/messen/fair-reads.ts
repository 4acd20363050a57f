import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  CustomerList,
  Fair,
  FairDetail,
  FairList,
  OfficeListParams,
} from '@domain/buero/messen-contract';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import { MAX_FAIR_DAYS } from '@domain/shared/times/fair-days';
import {
  type CoverageSignature,
  type CoverageTime,
  isSheetSignedFrom,
} from '@domain/shared/times/signature-coverage';
import type { Database } from '@server/platform/db/client';
import { signatureInForceSql } from '@server/records/signatures';
import {
  customers,
  messeCustomers,
  messen,
  signatureDays,
  signatures,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { prefixPattern } from '../person-filters';
import { isoInstant } from '../applicant-status';
import {
  type CustomerKey,
  encodeCustomerCursor,
  encodeFairCursor,
  type FairKey,
} from './list-cursor';

/** Anything that runs queries: the app's handle or a transaction. */
export type Reader = Pick<Database, 'select' | 'selectDistinct' | 'execute'>;

/** 'Starts with' on a lower-cased column: the user's % _ and \ match themselves. */
const startsWith = (column: AnyColumn, prefix: string) =>
  sql`lower(${column}) like lower(${prefixPattern(prefix)}) escape '\\'`;

export const fairColumns = {
  id: messen.id,
  name: messen.name,
  city: messen.city,
  description: messen.description,
  date_start: messen.dateStart,
  date_end: messen.dateEnd,
  federal_state: messen.federalState,
  archived_at: sql<string | null>`${isoInstant(messen.archivedAt)}`,
};

export const customerColumns = {
  id: customers.id,
  name: customers.name,
  archived_at: sql<string | null>`${isoInstant(customers.archivedAt)}`,
};

/** A fair is 'ahead' while its last day is today or later: in progress or to come. */
function aheadCondition(today: string) {
  // A fair spans at most MAX_FAIR_DAYS, so one not over started at most that long ago:
  // the bound lets the ahead part walk the date index from there instead of from the oldest fair.
  return sql`(${messen.dateEnd} >= ${today}::date
    and ${messen.dateStart} >= ${today}::date - ${MAX_FAIR_DAYS}::int)`;
}

/**
 * Fairs, active or archived, in the order the office works through them
 * (docs/product/fairs.md): first those not over yet, soonest start first, then
 * the past ones, latest start first. Keyset paging over the two parts: a page
 * takes the rest of the part it is in, then the start of the next.
 */
export async function listFairs(
  db: Reader,
  params: OfficeListParams,
  cursor: FairKey | null,
): Promise<FairList> {
  const today = agencyToday().toString();
  const ahead = aheadCondition(today);
  const filter = and(
    params.archived ? isNotNull(messen.archivedAt) : isNull(messen.archivedAt),
    params.q
      ? sql`(${startsWith(messen.name, params.q)} or ${startsWith(messen.city, params.q)})`
      : undefined,
  );
  const page: (Fair & { part: FairKey['part'] })[] = [];
  let more = false;
  if (!cursor || cursor.part === 'ahead') {
    const rows = await db
      .select(fairColumns)
      .from(messen)
      .where(
        and(
          filter,
          ahead,
          cursor
            ? sql`(${messen.dateStart}, ${messen.id}) > (${cursor.dateStart}::date, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(asc(messen.dateStart), asc(messen.id))
      .limit(params.limit + 1);
    page.push(...rows.slice(0, params.limit).map((row) => ({ ...row, part: 'ahead' as const })));
    more = rows.length > params.limit;
  }
  if (!more) {
    const room = params.limit - page.length;
    const rows = await db
      .select(fairColumns)
      .from(messen)
      .where(
        and(
          filter,
          sql`not ${ahead}`,
          cursor?.part === 'past'
            ? sql`(${messen.dateStart}, ${messen.id}) < (${cursor.dateStart}::date, ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(desc(messen.dateStart), desc(messen.id))
      .limit(room + 1);
    page.push(...rows.slice(0, room).map((row) => ({ ...row, part: 'past' as const })));
    more = rows.length > room;
  }
  const last = page.at(-1);
  // Counted for the page only, in two grouped queries: as subqueries of the list
  // the planner evaluated them for every fair before the sort (100k fairs: 170 ms).
  const counts = await pageCounts(
    db,
    page.map((fair) => fair.id),
  );
  return {
    items: page.map(({ part: _part, ...row }) => ({
      ...row,
      customers: counts.customers.get(row.id) ?? 0,
      staff: counts.staff.get(row.id) ?? 0,
    })),
    next_cursor:
      more && last
        ? encodeFairCursor({ part: last.part, dateStart: last.date_start, id: last.id })
        : null,
  };
}

async function pageCounts(db: Reader, ids: number[]) {
  const customerCounts = new Map<number, number>();
  const staffCounts = new Map<number, number>();
  if (ids.length === 0) return { customers: customerCounts, staff: staffCounts };
  const pairRows = await db
    .select({ id: messeCustomers.messeId, n: sql<number>`count(*)::int` })
    .from(messeCustomers)
    .where(inArray(messeCustomers.messeId, ids))
    .groupBy(messeCustomers.messeId);
  for (const row of pairRows) customerCounts.set(row.id, Number(row.n));
  const staffRows = await db
    .select({
      id: staffAssignments.messeId,
      n: sql<number>`count(distinct ${staffAssignments.bewerberId})::int`,
    })
    .from(staffAssignments)
    .where(and(inArray(staffAssignments.messeId, ids), isNull(staffAssignments.removedAt)))
    .groupBy(staffAssignments.messeId);
  for (const row of staffRows) staffCounts.set(row.id, Number(row.n));
  return { customers: customerCounts, staff: staffCounts };
}

/** Customers by name, active or archived (keyset on name and id). */
export async function listCustomers(
  db: Reader,
  params: OfficeListParams,
  cursor: CustomerKey | null,
): Promise<CustomerList> {
  const rows = await db
    .select(customerColumns)
    .from(customers)
    .where(
      and(
        params.archived ? isNotNull(customers.archivedAt) : isNull(customers.archivedAt),
        params.q ? startsWith(customers.name, params.q) : undefined,
        cursor
          ? sql`(${customers.name}, ${customers.id}) > (${cursor.name}, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(params.limit + 1);
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  const fairs = new Map<number, number>();
  if (page.length > 0) {
    const counted = await db
      .select({ id: messeCustomers.customerId, n: sql<number>`count(*)::int` })
      .from(messeCustomers)
      .where(
        inArray(
          messeCustomers.customerId,
          page.map((row) => row.id),
        ),
      )
      .groupBy(messeCustomers.customerId);
    for (const row of counted) fairs.set(row.id, Number(row.n));
  }
  return {
    items: page.map((row) => ({ ...row, fairs: fairs.get(row.id) ?? 0 })),
    next_cursor:
      rows.length > params.limit && last
        ? encodeCustomerCursor({ name: last.name, id: last.id })
        : null,
  };
}

export async function findFair(db: Reader, id: number): Promise<Fair | null> {
  const [row] = await db.select(fairColumns).from(messen).where(eq(messen.id, id));
  return row ?? null;
}

export async function findCustomer(db: Reader, id: number) {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/** The days of a fair that hold at least one time (any customer, any person), in order. */
export async function fairDaysWithTimes(db: Reader, messeId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: times.day })
    .from(times)
    .where(eq(times.messeId, messeId))
    .orderBy(asc(times.day));
  return rows.map((row) => row.day);
}

/** The fair with its customers (counts per pair) and the days it must keep. */
export async function loadFairDetail(db: Reader, id: number): Promise<FairDetail | null> {
  const fair = await findFair(db, id);
  if (!fair) return null;
  const pairs = await db
    .select({
      ...customerColumns,
      staff: sql<number>`(select count(*)::int from ${staffAssignments}
        where ${staffAssignments.messeId} = ${messeCustomers.messeId}
        and ${staffAssignments.customerId} = ${messeCustomers.customerId}
        and ${staffAssignments.removedAt} is null)`,
      supervisors: sql<number>`(select count(*)::int from ${supervisorAssignments}
        where ${supervisorAssignments.messeId} = ${messeCustomers.messeId}
        and ${supervisorAssignments.customerId} = ${messeCustomers.customerId})`,
      time_days: sql<number>`(select count(distinct ${times.day})::int from ${times}
        where ${times.messeId} = ${messeCustomers.messeId}
        and ${times.customerId} = ${messeCustomers.customerId})`,
    })
    .from(messeCustomers)
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(eq(messeCustomers.messeId, id))
    .orderBy(asc(customers.name), asc(customers.id));
  const signed = await customerSheetsSigned(db, id);
  return {
    fair,
    customers: pairs.map((row) => ({
      ...row,
      staff: Number(row.staff),
      supervisors: Number(row.supervisors),
      time_days: Number(row.time_days),
      signed: signed.has(row.id),
    })),
    days_with_times: await fairDaysWithTimes(db, id),
  };
}

/**
 * The customers of a fair whose customer timesheet is signed, by the one rule
 * of domain/shared/times/signature-coverage.ts (the tablet's and the review's): a
 * signature in force (not superseded) and every day with work time covered.
 * Read as one row per pair and day (any person's start: null when nobody
 * worked that day) and the customer signatures' days, not as every time row.
 */
async function customerSheetsSigned(db: Reader, messeId: number): Promise<Set<number>> {
  const dayRows = await db
    .select({
      customerId: times.customerId,
      day: times.day,
      start: sql<number | null>`max(${times.timeStart})`,
    })
    .from(times)
    .where(eq(times.messeId, messeId))
    .groupBy(times.customerId, times.day);
  const signatureRows = await db
    .select({ id: signatures.id, customerId: signatures.customerId, day: signatureDays.day })
    .from(signatures)
    .innerJoin(signatureDays, eq(signatureDays.signatureId, signatures.id))
    .where(
      and(eq(signatures.messeId, messeId), eq(signatures.kind, 'customer'), signatureInForceSql),
    );
  const timesOf = new Map<number, CoverageTime[]>();
  for (const row of dayRows) {
    const list = timesOf.get(row.customerId) ?? [];
    list.push({ staffId: 0, day: row.day, time_start: row.start });
    timesOf.set(row.customerId, list);
  }
  const signaturesOf = new Map<number, Map<number, CoverageSignature>>();
  for (const row of signatureRows) {
    if (row.customerId === null) continue;
    const byId = signaturesOf.get(row.customerId) ?? new Map<number, CoverageSignature>();
    const signature = byId.get(row.id) ?? { kind: 'customer', staffId: null, days: [] };
    byId.set(row.id, { ...signature, days: [...signature.days, row.day] });
    signaturesOf.set(row.customerId, byId);
  }
  const signed = new Set<number>();
  for (const [customerId, byId] of signaturesOf) {
    const sheet = [...byId.values()];
    if (isSheetSignedFrom(timesOf.get(customerId) ?? [], sheet, { kind: 'customer' })) {
      signed.add(customerId);
    }
  }
  return signed;
}

/** A fair's name, or undefined when there is no such fair. */
export async function findFairName(db: Database, id: number): Promise<string | undefined> {
  const [fair] = await db.select({ name: messen.name }).from(messen).where(eq(messen.id, id));
  return fair?.name;
}

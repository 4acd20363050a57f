import { and, asc, eq, sql } from 'drizzle-orm';
import { isSheetSigned } from '@domain/shared/times/signature-coverage';
import type {
  TimeTrackingCustomer,
  TimeTrackingMesse,
  TimeTrackingStaff,
  TimeTrackingTime,
} from '@domain/stundenerfassung/stundenerfassung';
import type { Database } from '@server/platform/db/client';
import {
  customerContacts,
  customers,
  messeCustomers,
  messen,
  signatureDays,
  signatures,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { type PairPerson, readPairPeople } from '@server/records/fair';
import { signatureInForceSql } from '@server/records/signatures';
import { readTimes } from '@server/records/times';
import type { PairParams } from './params';

/** Anything that runs queries: the app's handle or a transaction. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type PairRecord = {
  messe: Omit<TimeTrackingMesse, 'customers'>;
  customer: TimeTrackingCustomer;
  signatureId: number | null;
  /** messe_customers.rev: bumped by every write to the pair's sheets (ADR 0011). */
  rev: number;
};

const messeColumns = {
  id: messen.id,
  name: messen.name,
  city: messen.city,
  date_start: messen.dateStart,
  date_end: messen.dateEnd,
  federal_state: messen.federalState,
};

/*
 * What `pivot.signed` of a customer needs (ADR 0017), read with the pair: the
 * pair's days with work time and its customer signatures' days, as JSON text
 * (both drivers return text alike). The rule itself is isSheetSigned.
 */
const pairWorkDays = sql<string>`(select coalesce(json_agg(distinct ${times.day}), '[]')::text
  from ${times} where ${times.messeId} = ${messeCustomers.messeId}
  and ${times.customerId} = ${messeCustomers.customerId} and ${times.timeStart} is not null)`;
const pairCustomerCoverage = sql<string>`(select coalesce(json_agg(json_build_array(${signatures.id}, ${signatureDays.day})), '[]')::text
  from ${signatures} left join ${signatureDays} on ${signatureDays.signatureId} = ${signatures.id}
  where ${signatures.messeId} = ${messeCustomers.messeId}
  and ${signatures.customerId} = ${messeCustomers.customerId} and ${signatures.kind} = 'customer'
  and ${signatureInForceSql})`;

const customerColumns = {
  customerId: customers.id,
  customerName: customers.name,
  signedBy: messeCustomers.signedBy,
  signatureId: messeCustomers.signatureId,
  rev: messeCustomers.rev,
  workDays: pairWorkDays,
  customerCoverage: pairCustomerCoverage,
};

type CustomerRow = {
  customerId: number;
  customerName: string;
  signedBy: string | null;
  workDays: string;
  customerCoverage: string;
};

/** The customer signatures of a pair (their days) from the pairs (signature id, day or null). */
function customerSignatures(coverage: string) {
  const byId = new Map<number, string[]>();
  for (const [id, day] of JSON.parse(coverage) as [number, string | null][]) {
    const days = byId.get(id) ?? [];
    if (day !== null) days.push(day);
    byId.set(id, days);
  }
  return [...byId.values()].map((days) => ({ kind: 'customer' as const, staffId: null, days }));
}

function toCustomer(row: CustomerRow): TimeTrackingCustomer {
  const workDays = JSON.parse(row.workDays) as string[];
  const signed = isSheetSigned(workDays, customerSignatures(row.customerCoverage));
  return {
    id: row.customerId,
    name: row.customerName,
    pivot: { signed, signed_by: row.signedBy },
  };
}

/**
 * A declined pair stays on the tablet's list while it holds anything
 * recorded (times or signatures, by anyone): what was entered stays in view.
 */
const pairHasRecords = sql<boolean>`(exists (select 1 from ${times}
  where ${times.messeId} = ${supervisorAssignments.messeId}
  and ${times.customerId} = ${supervisorAssignments.customerId}) or exists (select 1 from ${signatures}
  where ${signatures.messeId} = ${supervisorAssignments.messeId}
  and ${signatures.customerId} = ${supervisorAssignments.customerId}))`;

/**
 * The fairs and customers the supervisor is assigned to, fairs by start date,
 * each with the supervisor's booking (issue 24); declined pairs without
 * anything recorded are left out.
 */
export async function listAssignedPairs(
  db: Queryable,
  userId: number,
): Promise<TimeTrackingMesse[]> {
  const rows = await db
    .select({
      messe: messeColumns,
      ...customerColumns,
      booking: {
        state: supervisorAssignments.state,
        decline_reason: supervisorAssignments.declineReason,
        changed: supervisorAssignments.changedSinceConfirmation,
      },
    })
    .from(supervisorAssignments)
    .innerJoin(
      messeCustomers,
      and(
        eq(messeCustomers.messeId, supervisorAssignments.messeId),
        eq(messeCustomers.customerId, supervisorAssignments.customerId),
      ),
    )
    .innerJoin(messen, eq(messen.id, supervisorAssignments.messeId))
    .innerJoin(customers, eq(customers.id, supervisorAssignments.customerId))
    .where(
      and(
        eq(supervisorAssignments.userId, userId),
        sql`(${supervisorAssignments.state} <> 'declined' or ${pairHasRecords})`,
      ),
    )
    .orderBy(asc(messen.dateStart), asc(messen.id), asc(customers.name), asc(customers.id));
  const byMesse = new Map<number, TimeTrackingMesse>();
  for (const row of rows) {
    let messe = byMesse.get(row.messe.id);
    if (!messe) {
      messe = { ...row.messe, customers: [] };
      byMesse.set(messe.id, messe);
    }
    messe.customers.push({ ...toCustomer(row), booking: row.booking });
  }
  return [...byMesse.values()];
}

type PairRow = CustomerRow & {
  messe: PairRecord['messe'];
  signatureId: number | null;
  rev: number;
};

function toPairRecord(row: PairRow): PairRecord {
  return {
    messe: row.messe,
    customer: toCustomer(row),
    signatureId: row.signatureId,
    rev: row.rev,
  };
}

/**
 * The pair if the supervisor is assigned to it, else null (the caller answers
 * 404 for unknown and foreign pairs alike, so ids of other pairs reveal nothing).
 * One indexed row: the sheet routes authorize with it and read the revision.
 */
export async function findAssignedPair(
  db: Queryable,
  userId: number,
  pair: PairParams,
): Promise<PairRecord | null> {
  const [row] = await db
    .select({ messe: messeColumns, ...customerColumns })
    .from(supervisorAssignments)
    .innerJoin(
      messeCustomers,
      and(
        eq(messeCustomers.messeId, supervisorAssignments.messeId),
        eq(messeCustomers.customerId, supervisorAssignments.customerId),
      ),
    )
    .innerJoin(messen, eq(messen.id, supervisorAssignments.messeId))
    .innerJoin(customers, eq(customers.id, supervisorAssignments.customerId))
    .where(
      and(
        eq(supervisorAssignments.userId, userId),
        eq(supervisorAssignments.messeId, pair.messeId),
        eq(supervisorAssignments.customerId, pair.customerId),
      ),
    );
  return row ? toPairRecord(row) : null;
}

/** The pair whoever asks, or null: only for callers that authorized already. */
export async function findPair(db: Queryable, pair: PairParams): Promise<PairRecord | null> {
  const [row] = await db
    .select({ messe: messeColumns, ...customerColumns })
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
  return row ? toPairRecord(row) : null;
}

/** A person on the pair; whether their sheet is signed comes with their times (../sheets.ts). */
export type StaffRecord = Pick<TimeTrackingStaff, 'id' | 'firstname' | 'lastname' | 'name'>;

function toStaffRecord({ id, firstname, lastname, name }: PairPerson): StaffRecord {
  return { id, firstname, lastname, name };
}

/** Staff assigned to the pair, by name. */
export async function listStaff(db: Queryable, pair: PairParams): Promise<StaffRecord[]> {
  const { messeId, customerId } = pair;
  return (await readPairPeople(db, { messeId, customerId })).map(toStaffRecord);
}

/** One staff member of the pair, or null when not assigned to it. */
export async function findStaff(
  db: Queryable,
  pair: PairParams,
  staffId: number,
): Promise<StaffRecord | null> {
  const { messeId, customerId } = pair;
  const [row] = await readPairPeople(db, { messeId, customerId, staffId });
  return row ? toStaffRecord(row) : null;
}

export type TimeRecord = TimeTrackingTime & { bewerberId: number };

/** Times of the pair (optionally of some people, optionally of one day), by person and day. */
export async function listTimes(
  db: Queryable,
  pair: PairParams,
  filter: { staffIds?: number[]; day?: string } = {},
): Promise<TimeRecord[]> {
  const { messeId, customerId } = pair;
  const rows = await readTimes(db, { messeId, customerId, ...filter });
  return rows.map(({ bewerberId, day, time_start, time_end, time_break }) => ({
    bewerberId,
    day,
    time_start,
    time_end,
    time_break,
  }));
}

/** A time record without its owner, as the wire carries it. */
export function toWireTime({
  day,
  time_start,
  time_end,
  time_break,
}: TimeTrackingTime): TimeTrackingTime {
  return { day, time_start, time_end, time_break };
}

/**
 * The name of the pair's approving contact (issue 25), offered on the tablet
 * as the signer's name; null when the pair names none or it is archived.
 */
export async function approverName(db: Queryable, ids: PairParams): Promise<string | null> {
  const [row] = await db
    .select({ name: customerContacts.name })
    .from(messeCustomers)
    .innerJoin(customerContacts, eq(customerContacts.id, messeCustomers.approverContactId))
    .where(
      and(
        eq(messeCustomers.messeId, ids.messeId),
        eq(messeCustomers.customerId, ids.customerId),
        sql`${customerContacts.archivedAt} is null`,
      ),
    );
  return row?.name ?? null;
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FederalState } from '@domain/shared/federal-states';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';
import {
  customers,
  messeCustomers,
  messen,
  signatureDays,
  signatures,
  staffAssignments,
  times,
} from '@server/platform/db/schema/messen';

/*
 * What the office's review reads: one query per table for a fair (or one pair
 * of it), never one per person or signature, so a fair of 300 people × 10 days
 * is a handful of statements (docs/product/timesheet-review.md).
 */

export type FairRow = {
  id: number;
  name: string;
  start: string;
  end: string;
  federalState: FederalState | null;
};

export type PairRow = { customerId: number; name: string };
export type PersonRow = { customerId: number; id: number; name: string };
export type TimeRow = {
  messeId: number;
  customerId: number;
  bewerberId: number;
  day: string;
  time_start: number | null;
  time_end: number | null;
  time_break: number;
};
export type PersonEntry = TimeRow & { federalState: FederalState | null };

export type SignatureRow = {
  id: number;
  kind: 'staff' | 'customer';
  customerId: number;
  staffId: number | null;
  signerName: string;
  signedAt: string;
  days: string[];
  contentSha256: string;
  supervisorId: number | null;
  supervisorName: string | null;
  supersededAt: string | null;
  supersededById: number | null;
  supersededByName: string | null;
  supersededReason: string | null;
};

export async function readFair(db: Database, messeId: number): Promise<FairRow | undefined> {
  const [row] = await db
    .select({
      id: messen.id,
      name: messen.name,
      start: messen.dateStart,
      end: messen.dateEnd,
      federalState: messen.federalState,
    })
    .from(messen)
    .where(eq(messen.id, messeId));
  return row;
}

/** The fair's customers (or the one asked for), by name. */
export async function readPairs(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<PairRow[]> {
  return db
    .select({ customerId: customers.id, name: customers.name })
    .from(messeCustomers)
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(
      and(
        eq(messeCustomers.messeId, messeId),
        customerId === undefined ? undefined : eq(messeCustomers.customerId, customerId),
      ),
    )
    .orderBy(asc(customers.name), asc(customers.id));
}

/** Everyone on the fair's pairs (removed people too: their times stay), by name. */
export async function readPeople(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<PersonRow[]> {
  return db
    .select({
      customerId: staffAssignments.customerId,
      id: bewerber.id,
      name: sql<string>`${bewerber.firstname} || ' ' || ${bewerber.lastname}`,
    })
    .from(staffAssignments)
    .innerJoin(bewerber, eq(bewerber.id, staffAssignments.bewerberId))
    .where(
      and(
        eq(staffAssignments.messeId, messeId),
        customerId === undefined ? undefined : eq(staffAssignments.customerId, customerId),
      ),
    )
    .orderBy(asc(bewerber.lastname), asc(bewerber.firstname), asc(bewerber.id));
}

const timeColumns = {
  messeId: times.messeId,
  customerId: times.customerId,
  bewerberId: times.bewerberId,
  day: times.day,
  time_start: times.timeStart,
  time_end: times.timeEnd,
  time_break: times.timeBreak,
};

/** The times of the fair (or of one pair), by person and day. */
export async function readTimes(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<TimeRow[]> {
  return db
    .select(timeColumns)
    .from(times)
    .where(
      and(
        eq(times.messeId, messeId),
        customerId === undefined ? undefined : eq(times.customerId, customerId),
      ),
    )
    .orderBy(asc(times.bewerberId), asc(times.day));
}

/**
 * Every entry of these people at any fair between two days (inclusive), with
 * the fair's federal state: the ArbZG rules judge a person across all fairs
 * (§ 5 rest between a day at one fair and the next at another).
 */
export async function readPersonEntries(
  db: Database,
  staffIds: readonly number[],
  from: string,
  to: string,
): Promise<PersonEntry[]> {
  if (staffIds.length === 0) return [];
  return db
    .select({ ...timeColumns, federalState: messen.federalState })
    .from(times)
    .innerJoin(messen, eq(messen.id, times.messeId))
    .where(
      and(inArray(times.bewerberId, [...staffIds]), sql`${times.day} between ${from} and ${to}`),
    );
}

const supervisor = alias(users, 'supervisor');
const superseder = alias(users, 'superseder');

/** The fair's signatures (or one pair's), in force and superseded, oldest first, with their days. */
export async function readSignatures(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<SignatureRow[]> {
  const rows = await db
    .select({
      id: signatures.id,
      kind: signatures.kind,
      customerId: sql<number>`${signatures.customerId}`,
      staffId: signatures.bewerberId,
      signerName: signatures.signerName,
      signedAt: signatures.createdAt,
      days: sql<string>`(select coalesce(json_agg(${signatureDays.day} order by ${signatureDays.day}), '[]')::text
        from ${signatureDays} where ${signatureDays.signatureId} = ${signatures.id})`,
      contentSha256: signatures.contentSha256,
      supervisorId: supervisor.id,
      supervisorName: sql<string | null>`${supervisor.firstname} || ' ' || ${supervisor.lastname}`,
      supersededAt: signatures.supersededAt,
      supersededById: superseder.id,
      supersededByName: sql<
        string | null
      >`${superseder.firstname} || ' ' || ${superseder.lastname}`,
      supersededReason: signatures.supersededReason,
    })
    .from(signatures)
    .leftJoin(supervisor, eq(supervisor.id, signatures.signedBy))
    .leftJoin(superseder, eq(superseder.id, signatures.supersededBy))
    .where(
      and(
        eq(signatures.messeId, messeId),
        customerId === undefined ? undefined : eq(signatures.customerId, customerId),
      ),
    )
    .orderBy(asc(signatures.id));
  return rows.map((row) => ({
    ...row,
    signedAt: row.signedAt.toISOString(),
    supersededAt: row.supersededAt?.toISOString() ?? null,
    days: JSON.parse(row.days) as string[],
  }));
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FederalState } from '@domain/shared/federal-states';
import { approvalDisputes } from '@server/platform/db/schema/customer-side';
import type { Database } from '@server/platform/db/client';
import {
  readFairCustomers,
  readFair as readFairRecord,
  readPairPeople,
} from '@server/records/fair';
import { readSignatures as readStoredSignatures } from '@server/records/signatures';
import {
  readPersonEntries as readEntries,
  readTimes as readTimeEntries,
} from '@server/records/times';

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
  method: 'stand' | 'link' | 'tacit';
  approverEmail: string | null;
};

export async function readFair(db: Database, messeId: number): Promise<FairRow | undefined> {
  const fair = await readFairRecord(db, messeId);
  return fair
    ? {
        id: fair.id,
        name: fair.name,
        start: fair.date_start,
        end: fair.date_end,
        federalState: fair.federal_state,
      }
    : undefined;
}

/** The fair's customers (or the one asked for), by name. */
export function readPairs(db: Database, messeId: number, customerId?: number): Promise<PairRow[]> {
  return readFairCustomers(db, messeId, customerId);
}

/** Everyone on the fair's pairs (removed people too: their times stay), by name. */
export async function readPeople(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<PersonRow[]> {
  const people = await readPairPeople(db, { messeId, customerId });
  return people.map(({ customerId: pairCustomer, id, name }) => ({
    customerId: pairCustomer,
    id,
    name,
  }));
}

/** The times of the fair (or of one pair), by pair, person and day. */
export async function readTimes(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<TimeRow[]> {
  const rows = await readTimeEntries(db, { messeId, customerId });
  return rows.map((row) => ({ messeId, ...row }));
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
  return readEntries(db, staffIds, { from, to });
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The fair's signatures (or one pair's), in force and superseded, oldest first, with their days. */
export async function readSignatures(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<SignatureRow[]> {
  const list = await readStoredSignatures(db, { messeId, customerId, state: 'all' });
  return list.map((signature) => ({
    id: signature.id,
    kind: signature.kind,
    customerId: signature.customerId,
    staffId: signature.staffId,
    signerName: signature.signerName,
    signedAt: signature.signedAt.toISOString(),
    days: signature.days,
    contentSha256: signature.contentSha256,
    supervisorId: signature.collectedBy?.id ?? null,
    supervisorName: signature.collectedBy?.name ?? null,
    supersededAt: iso(signature.supersededAt),
    supersededById: signature.supersededBy?.id ?? null,
    supersededByName: signature.supersededBy?.name ?? null,
    supersededReason: signature.supersededReason,
    method: signature.method,
    approverEmail: signature.approverEmail,
  }));
}

/** An open dispute of a row by the customer (approval by link, issue 25). */
export type OpenDispute = {
  id: number;
  requestId: number;
  customerId: number;
  staffId: number;
  day: string;
  comment: string;
};

/** The fair's (or one pair's) disputes the office has not resolved yet. */
export async function readOpenDisputes(
  db: Database,
  messeId: number,
  customerId?: number,
): Promise<OpenDispute[]> {
  return db
    .select({
      id: approvalDisputes.id,
      requestId: approvalDisputes.requestId,
      customerId: approvalDisputes.customerId,
      staffId: approvalDisputes.bewerberId,
      day: approvalDisputes.day,
      comment: approvalDisputes.comment,
    })
    .from(approvalDisputes)
    .where(
      and(
        eq(approvalDisputes.messeId, messeId),
        customerId === undefined ? undefined : eq(approvalDisputes.customerId, customerId),
        isNull(approvalDisputes.resolvedAt),
      ),
    )
    .orderBy(asc(approvalDisputes.id));
}

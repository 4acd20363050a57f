import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { messeCustomers, messen, staffAssignments } from '@server/platform/db/schema/messen';
import type { PairIds } from './fair';

/*
 * The pair's row lock and revision, shared by every write to a pair's sheets:
 * time tracking's times and signatures and the approval by link (issue 25)
 * (server/areas/stundenerfassung/writes/sheet-lock.ts explains the order).
 */

const LOCK_STRENGTH = { write: 'NO KEY UPDATE', sign: 'UPDATE' } as const;

export type PairLockMode = keyof typeof LOCK_STRENGTH;

/** The fair's days as the pair's lock read them (null: no such pair). */
export type LockedFair = { date_start: string; date_end: string };

/**
 * Locks the pair's row and reads the fair's range in the same statement. The
 * fair's row is locked FOR SHARE first: the office's change of the dates
 * (server/areas/buero/writes/fairs.ts updateFair) holds it FOR UPDATE, then the
 * pairs, until it commits, so a time write either runs before the change (and
 * the change sees its time and refuses to drop the day) or after it, reading
 * the new range here. Locked in that order (fair, then pair) as the office
 * does, so the two never deadlock; when the wait ends, PostgreSQL re-reads
 * the locked rows (READ COMMITTED), so the range is the committed one. A joined
 * row that is not locked would be the one of the statement's start: without
 * FOR SHARE the range read here was stale (stundenerfassung-fair-range.postgres.test.ts). Time
 * writes of one fair do not block each other on the fair's row (FOR SHARE).
 */
export async function lockPair(
  tx: Database,
  pair: PairIds,
  mode: PairLockMode,
): Promise<LockedFair | null> {
  const result = (await tx.execute(sql`
    select m.date_start::text as date_start, m.date_end::text as date_end
    from ${messeCustomers} mc
    join ${messen} m on m.id = mc.messe_id
    where mc.messe_id = ${pair.messeId} and mc.customer_id = ${pair.customerId}
    for share of m
    for ${sql.raw(LOCK_STRENGTH[mode])} of mc`)) as { rows: LockedFair[] };
  return result.rows[0] ?? null;
}

/**
 * Marks every cached sheet of the pair stale, on every instance: call it in the
 * transaction of any write that changes what the pair's sheets show (times,
 * signatures, and later the back office's changes to the fair, the customer,
 * the assigned staff or their names), after `lockPair`.
 */
export async function bumpSheetRevision(tx: Database, pair: PairIds): Promise<void> {
  await tx
    .update(messeCustomers)
    .set({ rev: sql`${messeCustomers.rev} + 1` })
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
}

/** Locks the person's assignment to the pair (after `lockPair`); false: not assigned. */
export async function lockStaff(tx: Database, pair: PairIds, staffId: number): Promise<boolean> {
  const [row] = await tx
    .select({ staffId: staffAssignments.bewerberId })
    .from(staffAssignments)
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
        eq(staffAssignments.bewerberId, staffId),
      ),
    )
    .for('update');
  return row !== undefined;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@domain/shared/locale';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { messeCustomers, messen, staffAssignments } from '@server/platform/db/schema/messen';
import { codedError } from '@server/platform/idempotency/keyed-route';
import type { Outcome } from '@server/platform/idempotency/keyed-write';
import type { PairParams } from '../params';
import type { WriteActor } from './actor';

/*
 * Row locks that serialize writes and signatures of one sheet. Order is always
 * messen (FOR SHARE), messe_customers, then staff_assignments (no deadlocks;
 * the office's fair update takes messen, then messe_customers, too). Every write bumps the
 * pair's revision (the sheet cache's key, ADR 0011), so time writes and staff
 * signatures lock the pair row for that update right away ('write': FOR NO KEY
 * UPDATE; two writers holding it FOR SHARE and then both updating it would
 * deadlock). Writes to one pair therefore run one after the other (each is a
 * handful of single-row statements); a customer signature locks the pair row
 * FOR UPDATE and so waits for running writes, and they wait for it.
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
  pair: PairParams,
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
export async function bumpSheetRevision(tx: Database, pair: PairParams): Promise<void> {
  await tx
    .update(messeCustomers)
    .set({ rev: sql`${messeCustomers.rev} + 1` })
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
}

export async function lockStaff(tx: Database, pair: PairParams, staffId: number): Promise<boolean> {
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

const SHEET_SIGNED = {
  de: 'Stundenzettel bereits unterschrieben',
  en: 'Timesheet already signed',
} as const satisfies Record<Locale, string>;

/** The final 409 for a write to a signed day or sheet (audited; the sync engine parks the entry). */
export async function sheetSignedOutcome(
  tx: Database,
  actor: WriteActor,
  details: Record<string, unknown>,
): Promise<Outcome> {
  await writeAudit(tx, {
    action: 'sheet_lock_refused',
    userId: actor.userId,
    ip: actor.ip,
    subject: actor.route,
    details,
  });
  return { status: 409, body: codedError(SHEET_SIGNED[actor.locale], 'sheet_signed') };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import { messeCustomers, staffAssignments } from '../../db/schema/messen';
import { codedError } from '../../idempotency/keyed-route';
import type { Outcome } from '../../idempotency/keyed-write';
import type { PairParams } from '../params';
import type { WriteActor } from './actor';

/*
 * Row locks that serialize writes and signatures of one sheet. Order is always
 * messe_customers, then staff_assignments (no deadlocks). Every write bumps the
 * pair's revision (the sheet cache's key, ADR 0011), so time writes and staff
 * signatures lock the pair row for that update right away ('write': FOR NO KEY
 * UPDATE; two writers holding it FOR SHARE and then both updating it would
 * deadlock). Writes to one pair therefore run one after the other (each is a
 * handful of single-row statements); a customer signature locks the pair row
 * FOR UPDATE and so waits for running writes, and they wait for it.
 */

const LOCK_STRENGTH = { write: 'no key update', sign: 'update' } as const;

export type PairLockMode = keyof typeof LOCK_STRENGTH;

export async function lockPair(
  tx: Database,
  pair: PairParams,
  mode: PairLockMode,
): Promise<boolean> {
  const [row] = await tx
    .select({ rev: messeCustomers.rev })
    .from(messeCustomers)
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    )
    .for(LOCK_STRENGTH[mode]);
  return row !== undefined;
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

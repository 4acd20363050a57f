import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/locale';
import { writeAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { messeCustomers, staffAssignments } from '../db/schema/messen';
import { codedError } from '../idempotency/keyed-route';
import type { Outcome } from '../idempotency/keyed-write';
import type { PairParams } from './params';

/*
 * Row locks that serialize writes and signatures of one sheet. Order is always
 * messe_customers, then staff_assignments (no deadlocks). Time writes and staff
 * signatures share the pair row (they do not block each other across people)
 * and lock the person's row; a customer signature locks the pair row
 * exclusively, so it waits for running writes and they wait for it.
 */

export type SheetState = { customerSigned: boolean; staffSigned: boolean };

export async function lockPair(
  tx: Database,
  pair: PairParams,
  mode: 'share' | 'update',
): Promise<{ signed: boolean } | null> {
  const [row] = await tx
    .select({ signedAt: messeCustomers.signedAt })
    .from(messeCustomers)
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    )
    .for(mode);
  return row ? { signed: row.signedAt !== null } : null;
}

export async function lockStaff(
  tx: Database,
  pair: PairParams,
  staffId: number,
): Promise<{ signed: boolean } | null> {
  const [row] = await tx
    .select({ signedAt: staffAssignments.signedAt })
    .from(staffAssignments)
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
        eq(staffAssignments.bewerberId, staffId),
      ),
    )
    .for('update');
  return row ? { signed: row.signedAt !== null } : null;
}

const SHEET_SIGNED = {
  de: 'Stundenzettel bereits unterschrieben',
  en: 'Timesheet already signed',
} as const satisfies Record<Locale, string>;

/** The final 409 for a write to a signed sheet (audited; the sync engine parks the entry). */
export async function sheetSignedOutcome(
  tx: Database,
  request: FastifyRequest,
  locale: Locale,
  details: Record<string, unknown>,
): Promise<Outcome> {
  await writeAudit(tx, {
    action: 'sheet_lock_refused',
    userId: request.user?.id ?? null,
    ip: request.ip,
    subject: request.routeOptions.url ?? null,
    details,
  });
  return { status: 409, body: codedError(SHEET_SIGNED[locale], 'sheet_signed') };
}

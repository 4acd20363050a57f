import type { Locale } from '@domain/shared/locale';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { codedError } from '@server/platform/idempotency/keyed-route';
import type { Outcome } from '@server/platform/idempotency/keyed-write';
import { periodClosedTexts } from '@server/records/period-lock';
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

export {
  bumpSheetRevision,
  lockPair,
  lockStaff,
  type LockedFair,
  type PairLockMode,
} from '@server/records/pair-lock';

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

/**
 * The final 409 for a write to a day of a closed period (issue 26,
 * server/records/period-lock.ts): `{ message, errors: {}, code: 'period_closed' }`;
 * nothing changed, so a batch's other entries go on. Final like sheet_signed:
 * the tablet parks the entry until the office reopens the period.
 */
export function periodClosedOutcome(actor: WriteActor): Outcome {
  return { status: 409, body: codedError(periodClosedTexts()[actor.locale], 'period_closed') };
}

import { type AuditAction, writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import type { Outcome } from '@server/platform/idempotency/keyed-write';
import { isDayInFair } from '@domain/shared/times/fair-days';
import { isDayLocked } from '@domain/shared/times/signature-coverage';
import { HttpError } from '@server/platform/http/http-error';
import { closedPeriodOf } from '@server/records/period-lock';
import type { PairParams } from '../params';
import { listSignatures } from '../signature-records';
import type { WriteActor } from './actor';
import {
  bumpSheetRevision,
  lockPair,
  lockStaff,
  type PairLockMode,
  periodClosedOutcome,
  sheetSignedOutcome,
} from './sheet-lock';

/**
 * One write of the time-tracking area, run in the transaction it is given:
 * the idempotency runner (server/platform/idempotency/keyed-write.ts) opens it, because
 * the key's completion must commit with the write, and gives each write its
 * own savepoint. A batch therefore applies an entry exactly as the single call
 * does.
 */
export type SheetWrite = (tx: Database) => Promise<Outcome>;

/**
 * The rows a write locks and what refuses it (409 sheet_signed; ADR 0017):
 * - a time: the fair (share), the pair (write) and the person; 404 when its
 *   day is no longer in the fair, refused when its day is covered by the
 *   person's staff signature or a customer signature of the pair;
 * - a staff signature: the pair (write) and the person; its own change
 *   decides (every day with work time covered by the person's signatures);
 * - a customer signature: the pair (sign, waits for running writes); its own
 *   change decides (every day with work time covered by customer signatures).
 * A time of a closed period (issue 26) is refused 409 period_closed after
 * the locks; a signature, once it knows its days (signatures.ts).
 */
export type SheetTarget =
  | { kind: 'time'; pair: PairParams; staffId: number; day: string }
  | { kind: 'staff_signature'; pair: PairParams; staffId: number }
  | { kind: 'customer_signature'; pair: PairParams };

/** What a write changed: its answer and its audit entry (who and where come from the actor). */
export type SheetChange = {
  outcome: Outcome;
  audit: { action: AuditAction; subject: string; details: Record<string, unknown> };
};

/**
 * A write that changed nothing: refused as signed (409, audited), or a final
 * answer of its own (e.g. 422 nothing to sign); neither bumps the revision.
 */
export type SheetRefusal = { refused: 'sheet_signed' } | { refused: 'outcome'; outcome: Outcome };

/** The single call's locks, or the batch's (each row once per batch). */
function lockerOf(actor: WriteActor) {
  return {
    pair: (tx: Database, pair: PairParams, mode: PairLockMode) =>
      actor.batch ? actor.batch.lockPair(tx, pair, mode) : lockPair(tx, pair, mode),
    staff: (tx: Database, pair: PairParams, staffId: number) =>
      actor.batch ? actor.batch.lockStaff(tx, pair, staffId) : lockStaff(tx, pair, staffId),
  };
}

/** Takes the target's row locks; true when a time's day is covered by a signature. */
async function lockTarget(tx: Database, actor: WriteActor, target: SheetTarget): Promise<boolean> {
  const lock = lockerOf(actor);
  if (target.kind !== 'time') actor.batch?.signing();
  if (target.kind === 'customer_signature') {
    await lock.pair(tx, target.pair, 'sign');
    return false;
  }
  const fair = await lock.pair(tx, target.pair, 'write');
  // Checked again under the lock (the route's check ran before it): the
  // office may have shrunk the fair meanwhile (sheet-lock.ts lockPair).
  if (target.kind === 'time' && (!fair || !isDayInFair(target.day, fair))) {
    throw new HttpError(404, 'not_found');
  }
  await lock.staff(tx, target.pair, target.staffId);
  if (target.kind !== 'time') return false;
  const locking = actor.batch
    ? await actor.batch.lockingSignatures(tx, target.pair, target.staffId)
    : await listSignatures(tx, target.pair, { staffId: target.staffId });
  return isDayLocked(locking, target.staffId, target.day);
}

/**
 * Every write of the area goes through here: the locks and the sheet_signed
 * refusal (audited), the change, the bump of the pair's revision that marks
 * its cached sheets stale (ADR 0011), and the change's audit entry, all in
 * the caller's transaction. Validation errors thrown by `apply` (HttpError
 * 4xx) roll the savepoint back and become the final answer.
 */
export async function runSheetWrite(
  tx: Database,
  actor: WriteActor,
  target: SheetTarget,
  refusal: Record<string, unknown>,
  apply: () => Promise<SheetChange | SheetRefusal>,
): Promise<Outcome> {
  if (await lockTarget(tx, actor, target)) return sheetSignedOutcome(tx, actor, refusal);
  // Before anything changes: a batch's entry needs no savepoint for this refusal.
  if (target.kind === 'time' && (await closedPeriodOf(tx, target.pair.messeId, [target.day]))) {
    return periodClosedOutcome(actor);
  }
  const change = await apply();
  if ('refused' in change) {
    return change.refused === 'sheet_signed'
      ? sheetSignedOutcome(tx, actor, refusal)
      : change.outcome;
  }
  const audit = { ...change.audit, userId: actor.userId, ip: actor.ip };
  if (actor.batch) {
    // Bumped and audited once at the end of the batch, in its transaction.
    actor.batch.changed(target.pair, audit);
    return change.outcome;
  }
  await bumpSheetRevision(tx, target.pair);
  await writeAudit(tx, audit);
  return change.outcome;
}

import { type AuditAction, writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/client';
import type { Outcome } from '../../idempotency/keyed-write';
import type { PairParams } from '../params';
import type { WriteActor } from './actor';
import { bumpSheetRevision, lockPair, lockStaff, sheetSignedOutcome } from './sheet-lock';

/**
 * One write of the time-tracking area, run in the transaction it is given:
 * the idempotency runner (server/idempotency/keyed-write.ts) opens it, because
 * the key's completion must commit with the write, and gives each write its
 * own savepoint. A batch therefore applies an entry exactly as the single call
 * does.
 */
export type SheetWrite = (tx: Database) => Promise<Outcome>;

/**
 * The rows a write locks and the signatures that refuse it (409 sheet_signed):
 * - a time: the pair (write) and the person; refused by either signature;
 * - a staff signature: the pair (write) and the person; refused by the
 *   person's own signature only (it changes no time, so the customer's does
 *   not block it);
 * - a customer signature: the pair (sign, waits for running writes); refused
 *   by an earlier customer signature.
 */
export type SheetTarget =
  | { kind: 'time' | 'staff_signature'; pair: PairParams; staffId: number }
  | { kind: 'customer_signature'; pair: PairParams };

/** What a write changed: its answer and its audit entry (who and where come from the actor). */
export type SheetChange = {
  outcome: Outcome;
  audit: { action: AuditAction; subject: string; details: Record<string, unknown> };
};

async function signedAgainst(tx: Database, target: SheetTarget): Promise<boolean> {
  if (target.kind === 'customer_signature') {
    return (await lockPair(tx, target.pair, 'sign'))?.signed ?? false;
  }
  const pairLock = await lockPair(tx, target.pair, 'write');
  const staffLock = await lockStaff(tx, target.pair, target.staffId);
  if (staffLock?.signed) return true;
  return target.kind === 'time' && (pairLock?.signed ?? false);
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
  apply: () => Promise<SheetChange>,
): Promise<Outcome> {
  if (await signedAgainst(tx, target)) return sheetSignedOutcome(tx, actor, refusal);
  const change = await apply();
  await bumpSheetRevision(tx, target.pair);
  await writeAudit(tx, { ...change.audit, userId: actor.userId, ip: actor.ip });
  return change.outcome;
}

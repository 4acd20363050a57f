import type { OutboxDb, OutboxRow, ValueKinds } from './db';
import { SENDABLE_STATES } from './outbox-states';

/*
 * How a write enters the outbox (docs/decisions/0036-one-outbox-entry-per-row.md).
 * A row's writes that are still waiting coalesce: the row's queued entry takes
 * the newest value, so four stepper taps are one entry, one badge count and
 * one write on the server. The rules, each for a reason:
 * - only the feature's value kinds (db.ts: time rows), and only with the same
 *   row's entry of the same kind: a signature is never folded into anything;
 * - only an entry no request holds ('sending' stays as it is: the tap becomes a
 *   new entry behind it, sent after its answer);
 * - never across an entry of a kind that is no value kind (a signature) queued
 *   after it: the server then sees, at every such entry, the rows as it would
 *   have without coalescing, because only writes of other rows, which do not
 *   depend on each other, are passed over;
 * - the coalesced entry gets the new write's fresh id, its Idempotency-Key.
 *   A 'pending' or 'retry' entry may have left the device already (a failed or
 *   unanswered request, a claim released after a batch failed, a page closed
 *   mid-request): the server may hold its key with the old body, and the same
 *   key with a new body would replay the old answer or be refused (422
 *   idempotency_mismatch). A new key is right whether or not the old body left.
 * It keeps the queued entry's place (seq) and its state, attempts and backoff.
 */

/** True when an entry of no value kind was queued after `entry` (it must not be passed over). */
async function queuedBehindOtherKind(
  db: OutboxDb,
  entry: OutboxRow,
  valueKinds: ValueKinds,
): Promise<boolean> {
  const other = await db.outbox
    .where('seq')
    .above(entry.seq ?? 0)
    .filter((row) => !valueKinds.includes(row.kind))
    .first();
  return other !== undefined;
}

/**
 * The row's queued entry the new write may replace, or undefined: the row's
 * newest entry, when it is of the same kind, not held by a request nor parked,
 * and no entry of a non-value kind waits behind it.
 */
async function replaceable(
  db: OutboxDb,
  entry: OutboxRow,
  valueKinds: ValueKinds,
): Promise<OutboxRow | undefined> {
  if (!valueKinds.includes(entry.kind)) return undefined;
  // The rowKey index orders a row's entries by seq: the last is the newest.
  const newest = await db.outbox.where('rowKey').equals(entry.rowKey).last();
  if (!newest || newest.kind !== entry.kind || !SENDABLE_STATES.includes(newest.state)) {
    return undefined;
  }
  return (await queuedBehindOtherKind(db, newest, valueKinds)) ? undefined : newest;
}

/**
 * Queues `entry`, or folds it into its row's waiting entry (see above). Call it
 * inside the write's transaction (with the outbox table), so a drainer's claim
 * comes either before (the tap becomes a new entry) or after (it sends the new
 * value). Resolves to the entry that now carries the write.
 */
export async function queueEntry(
  db: OutboxDb,
  entry: OutboxRow,
  valueKinds: ValueKinds,
): Promise<OutboxRow> {
  const queued = await replaceable(db, entry, valueKinds);
  if (!queued) {
    await db.outbox.add(entry);
    return entry;
  }
  const merged: OutboxRow = { ...queued, id: entry.id, path: entry.path };
  // The new id is the key now; a resend's key (period-closed.ts) went with the old body.
  delete merged.sendKey;
  delete merged.json;
  delete merged.form;
  if (entry.json !== undefined) merged.json = entry.json;
  if (entry.form !== undefined) merged.form = entry.form;
  await db.outbox.put(merged);
  return merged;
}

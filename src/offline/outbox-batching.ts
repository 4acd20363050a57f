import type { OutboxRow } from './db';
import type { SendOutcome } from './outbox-outcome';
import { type BatchOutcome, batchEntrySize } from './outbox-transport';

/*
 * What goes into one batch and what its answer means per entry (ADR 0018);
 * the drainer claims, sends and settles.
 */

/** What a batch beside others on the way may carry: entries of value kinds whose rows none holds. */
export type Beside = { rows: ReadonlySet<string>; isValue: (entry: OutboxRow) => boolean };

type Choice = {
  maxEntries: number;
  maxBytes: number;
  force: boolean;
  now: number;
  /** Other batches are on the way (null: none). */
  beside: Beside | null;
};

/**
 * The entries from `first` on that one batch carries, in order of entry: up to
 * the limits, and not past an entry still waiting for its backoff (it and
 * everything after it wait). Alone, the first entry always goes, whatever its
 * size. Beside other batches on the way, it stops before an entry that is not
 * of a value kind or whose row a batch on the way holds (ADR 0036); empty when
 * `first` is such an entry (it waits for them).
 */
export function chooseBatch(
  first: OutboxRow,
  candidates: readonly OutboxRow[],
  { maxEntries, maxBytes, force, now, beside }: Choice,
): OutboxRow[] {
  const mayGo = (entry: OutboxRow) =>
    !beside || (beside.isValue(entry) && !beside.rows.has(entry.rowKey));
  if (!mayGo(first)) return [];
  if (candidates[0]?.id !== first.id) return [first];
  const chosen: OutboxRow[] = [];
  let bytes = 0;
  for (const entry of candidates.slice(0, maxEntries)) {
    const waiting = entry.state === 'retry' && entry.nextAttemptAt > now;
    if (chosen.length > 0 && !force && waiting) break;
    if (!mayGo(entry)) break;
    const size = batchEntrySize(entry);
    if (chosen.length > 0 && bytes + size > maxBytes) break;
    chosen.push(entry);
    bytes += size;
  }
  return chosen;
}

/**
 * One entry's outcome within a batch's: its result, a retry when the server
 * left it unanswered, undefined when the request failed before it was sent.
 */
export function batchOutcomeOf(
  outcome: Exclude<BatchOutcome, { kind: 'unsupported' }>,
  entry: OutboxRow,
  index: number,
): SendOutcome | undefined {
  if (outcome.kind === 'failed') return index === 0 ? outcome.outcome : undefined;
  return outcome.outcomes.get(entry.id) ?? { kind: 'retry', network: false, retryAfterMs: null };
}

import type { OutboxDb, OutboxError } from './db';
import { newId } from './new-id';
import { requestSync } from './sync-request';

/*
 * A write to a month (or fair) the office has closed is refused with 409
 * `period_closed` (domain/abschluss/close-contract.ts, PERIOD_CLOSED; the same
 * text here, so the contract's schemas stay out of the tablet's first load).
 * Unlike other refusals it can go away: once the office reopens the period,
 * the parked entry may be sent again as it is (requeueClosed).
 */

export const PERIOD_CLOSED = 'period_closed';

/** The refusal's code from an answer's body: its `code`, else a field or message naming it. */
export function closedCodeOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (message === PERIOD_CLOSED) return PERIOD_CLOSED;
  if (errors !== null && typeof errors === 'object') {
    const lists = Object.values(errors as Record<string, unknown>);
    if (lists.some((list) => Array.isArray(list) && list.includes(PERIOD_CLOSED))) {
      return PERIOD_CLOSED;
    }
  }
  return undefined;
}

export function isPeriodClosed(error: OutboxError | undefined): boolean {
  return error?.code === PERIOD_CLOSED;
}

/**
 * Parked `period_closed` entries back to pending (by id, only those still
 * parked for that reason), then a nudge to send them: after the office reopened.
 * Each goes under a new Idempotency-Key: the server stored the refusal under
 * the old one and would replay it; the refused write changed nothing, so the
 * new key cannot apply it twice.
 */
export async function requeueClosed(db: OutboxDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.outbox
    .where('id')
    .anyOf([...ids])
    .filter((row) => row.state === 'rejected' && isPeriodClosed(row.error))
    .modify((row) => {
      row.state = 'pending';
      row.nextAttemptAt = 0;
      row.failures = 0;
      row.sendKey = newId();
      delete row.error;
    });
  requestSync();
}

import type { OutboxDb, OutboxError, OutboxRow, OutboxState } from './db';

/*
 * The outbox state machine's transitions. Every change addresses an entry by its
 * id, so a transition never touches an entry it did not mean.
 */

/** States a drainer may send; 'rejected' is parked until the user acts. */
export const SENDABLE_STATES: readonly OutboxState[] = ['pending', 'retry', 'needs-login'];
/** Every state that still waits for the server (what the pending count shows). */
export const UNSENT_STATES: readonly OutboxState[] = ['pending', 'sending', 'retry', 'needs-login'];

const isSendable = (row: OutboxRow) => SENDABLE_STATES.includes(row.state);

/**
 * 'sending' left over from a page that closed mid-request goes back to pending.
 * Called by the lock holder before it drains, so no live request is affected.
 */
export async function releaseStale(db: OutboxDb): Promise<void> {
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
}

/**
 * The oldest entry that may be sent, after `afterSeq` (a drain passes the last
 * entry it handled, so 500 queued entries cost 500 short reads, not 500 scans).
 */
export async function oldestSendable(db: OutboxDb, afterSeq = 0): Promise<OutboxRow | undefined> {
  return db.outbox.where('seq').above(afterSeq).filter(isSendable).first();
}

/** Marks the entry 'sending' if it is still sendable; null when another drainer took it. */
export async function claim(db: OutboxDb, id: string): Promise<OutboxRow | null> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.where('id').equals(id).first();
    if (!row || !isSendable(row)) return null;
    await db.outbox.where('id').equals(id).modify({ state: 'sending' });
    return { ...row, state: 'sending' };
  });
}

/**
 * Up to `max` sendable entries after `afterSeq`, in order of entry: what one
 * batch may carry (the caller trims it further and claims it).
 */
export async function sendableAfter(
  db: OutboxDb,
  afterSeq: number,
  max: number,
): Promise<OutboxRow[]> {
  return db.outbox.where('seq').above(afterSeq).filter(isSendable).limit(max).toArray();
}

/**
 * Marks the entries 'sending' in one transaction, those still sendable; returns
 * the claimed ones in the given order (another drainer may have taken some).
 */
export async function claimAll(db: OutboxDb, ids: readonly string[]): Promise<OutboxRow[]> {
  return db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox
      .where('id')
      .anyOf([...ids])
      .toArray();
    const byId = new Map(rows.filter(isSendable).map((row) => [row.id, row]));
    const claimed = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...row, state: 'sending' as const }] : [];
    });
    await db.outbox
      .where('id')
      .anyOf(claimed.map((row) => row.id))
      .modify({ state: 'sending' });
    return claimed;
  });
}

/**
 * Claimed entries that were not sent or not answered go back to pending, as
 * if never claimed (no attempt counted); only entries still 'sending' change.
 */
export async function releaseClaims(db: OutboxDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.outbox
    .where('id')
    .anyOf([...ids])
    .filter((row) => row.state === 'sending')
    .modify({ state: 'pending' });
}

/**
 * A counted failure: the entry waits until `nextAttemptAt`; `failures` feeds the
 * backoff; `error` is the server's answer (none when the network failed).
 */
export async function markRetry(
  db: OutboxDb,
  id: string,
  attempts: number,
  nextAttemptAt: number,
  failures = attempts,
  error?: OutboxError,
): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((row) => {
      Object.assign(row, { state: 'retry', attempts, failures, nextAttemptAt });
      if (error) row.error = error;
      else delete row.error;
    });
}

/**
 * A failure that was the link's, not the entry's (the link probe failed too):
 * the entry waits again with its attempts and backoff unchanged.
 */
export async function markLinkDown(db: OutboxDb, id: string, nextAttemptAt: number): Promise<void> {
  await db.outbox.where('id').equals(id).modify({ state: 'retry', nextAttemptAt });
}

/**
 * 'online' or 'send now': every waiting entry is due now and its backoff starts
 * again from the shortest delay (docs/decisions/0009). Attempts stay as they are.
 */
export async function resetBackoff(db: OutboxDb): Promise<void> {
  await db.outbox.where('state').equals('retry').modify({ failures: 0, nextAttemptAt: 0 });
}

export async function markRejected(
  db: OutboxDb,
  id: string,
  attempts: number,
  error: OutboxError,
): Promise<void> {
  await db.outbox.where('id').equals(id).modify({ state: 'rejected', attempts, error });
}

/** 401: every waiting entry waits for a new login; none is dropped. */
export async function pauseForLogin(db: OutboxDb): Promise<void> {
  await db.outbox
    .where('state')
    .anyOf([...UNSENT_STATES])
    .modify({ state: 'needs-login', nextAttemptAt: 0 });
}

/** After a login the paused entries are plain pending again. */
export async function resumeAfterLogin(db: OutboxDb): Promise<void> {
  await db.outbox.where('state').equals('needs-login').modify({ state: 'pending' });
}

/** Removes a parked entry the user chose to discard (by id only). */
export async function discardEntry(db: OutboxDb, id: string): Promise<void> {
  await db.outbox.where('id').equals(id).delete();
}

import type { AnswerHandler, OutboxDb, OutboxRow } from './db';

/*
 * The server acknowledged an entry: it leaves the outbox by its own id (never by
 * position, so entries written meanwhile stay), and the local row takes the
 * server's answer unless a newer entry for the same row is still queued (that
 * newer local value must win until it is sent too). What "the local row takes
 * the answer" means is the feature's AnswerHandler.
 */

export type Acknowledged = { entry: OutboxRow; body: unknown };

/**
 * Removes the acknowledged entries and updates their rows, in order of entry,
 * in one transaction (a batch's answers cost one transaction, not one each).
 */
export async function acknowledgeAll(
  db: OutboxDb,
  answers: AnswerHandler,
  acknowledged: readonly Acknowledged[],
  now: number,
): Promise<void> {
  if (acknowledged.length === 0) return;
  await db.transaction('rw', ['outbox', 'meta', ...answers.tables], async () => {
    // One delete by the acknowledged ids and one read of what else waits for their
    // rows, not three statements an entry: a batch's answers cost a few statements.
    await db.outbox
      .where('id')
      .anyOf(acknowledged.map(({ entry }) => entry.id))
      .delete();
    const rows = [...new Set(acknowledged.map(({ entry }) => entry.rowKey))];
    const newestWaiting = new Map<string, number>();
    await db.outbox
      .where('rowKey')
      .anyOf(rows)
      .each((other) => {
        const seq = other.seq ?? 0;
        if (seq > (newestWaiting.get(other.rowKey) ?? 0)) newestWaiting.set(other.rowKey, seq);
      });
    // In order of entry: of two acknowledged entries of one row, the later answer wins.
    for (const { entry, body } of acknowledged) {
      if ((newestWaiting.get(entry.rowKey) ?? 0) > (entry.seq ?? 0)) continue;
      await answers.apply(entry, body);
    }
    await db.meta.put({ key: 'lastSyncedAt', value: now });
  });
}

/** Removes one acknowledged entry and updates its row, in one transaction. */
export async function acknowledge(
  db: OutboxDb,
  answers: AnswerHandler,
  entry: OutboxRow,
  body: unknown,
  now: number,
): Promise<void> {
  await acknowledgeAll(db, answers, [{ entry, body }], now);
}

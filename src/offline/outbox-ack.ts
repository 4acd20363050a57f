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
    for (const { entry, body } of acknowledged) {
      await db.outbox.where('id').equals(entry.id).delete();
      const newer = await db.outbox
        .where('rowKey')
        .equals(entry.rowKey)
        .filter((other) => (other.seq ?? 0) > (entry.seq ?? 0))
        .count();
      if (newer === 0) await answers.apply(entry, body);
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

import type { AnswerHandler, OutboxDb, OutboxRow } from './db';

/*
 * The server acknowledged an entry: it leaves the outbox by its own id (never by
 * position, so entries written meanwhile stay), and the local row takes the
 * server's answer unless a newer entry for the same row is still queued (that
 * newer local value must win until it is sent too). What "the local row takes
 * the answer" means is the feature's AnswerHandler.
 */

/** Removes the acknowledged entry and updates its row, in one transaction. */
export async function acknowledge(
  db: OutboxDb,
  answers: AnswerHandler,
  entry: OutboxRow,
  body: unknown,
  now: number,
): Promise<void> {
  await db.transaction('rw', ['outbox', 'meta', ...answers.tables], async () => {
    await db.outbox.where('id').equals(entry.id).delete();
    const newer = await db.outbox
      .where('rowKey')
      .equals(entry.rowKey)
      .filter((other) => (other.seq ?? 0) > (entry.seq ?? 0))
      .count();
    if (newer === 0) await answers.apply(entry, body);
    await db.meta.put({ key: 'lastSyncedAt', value: now });
  });
}

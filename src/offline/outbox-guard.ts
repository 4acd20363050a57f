import type { OutboxDb } from './db';

/*
 * Logout rules (security: Offline replay and locking): a logout is refused while
 * anything waits in the outbox (send it first, or export it to a file). The
 * outbox itself is never cleared here; the feature clears its cached rows.
 */

/** True while any entry, parked ones included, has not reached the server. */
export async function hasUnsentEntries(db: OutboxDb): Promise<boolean> {
  return (await db.outbox.count()) > 0;
}

/** The whole outbox as a JSON file, so unsent entries can be kept outside the browser. */
export async function exportOutbox(db: OutboxDb): Promise<Blob> {
  const rows = await db.outbox.orderBy('seq').toArray();
  return new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json' });
}

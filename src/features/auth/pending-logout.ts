import { call } from '@src/api/call';
import { ApiError } from '@src/api/client';
import { loadAuthTable } from './api/auth-table';
import { browserStorage, type KeyValueStore } from './last-user';

const STORAGE_KEY = 'messe-personal:pending-logout';

export type PendingLogout = {
  isSet(): boolean;
  mark(): void;
  clear(): void;
  /** Sends the queued logout; true once the server session is gone (or none was queued). */
  flush(): Promise<boolean>;
};

/**
 * A logout the server has not heard of yet (the device was offline). The session
 * cookie still works until then, so the guard flushes this before it asks who is
 * signed in: the next connection ends the server session instead of resuming it.
 */
export function createPendingLogout(
  postLogout: () => Promise<unknown>,
  storage: KeyValueStore | null = browserStorage(),
): PendingLogout {
  const isSet = () => storage?.getItem(STORAGE_KEY) === '1';
  const clear = () => storage?.removeItem(STORAGE_KEY);
  return {
    isSet,
    clear,
    mark() {
      try {
        storage?.setItem(STORAGE_KEY, '1');
      } catch {
        // Without storage the session simply ends when it expires on the server.
      }
    },
    async flush() {
      if (!isSet()) return true;
      try {
        await postLogout();
      } catch (error) {
        // 401: the session is already gone. Anything else: try again later.
        if (!(error instanceof ApiError && error.status === 401)) return false;
      }
      clear();
      return true;
    },
  };
}

/** POST /app/api/auth/logout */
export const postLogout = async () => call((await loadAuthTable()).logout, {});

/** The device's queued server logout. */
export const pendingLogout = createPendingLogout(postLogout);

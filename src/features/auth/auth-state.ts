import type { AuthState } from '@domain/auth/auth';
import { ApiError } from '@src/api/client';
import { fetchAuthState } from './api/get-auth';
import { pendingLogout, type PendingLogout } from './pending-logout';
import { lastUser, type LastUserStore } from './last-user';

/** The auth state and where it came from: the server, or the stored last user when offline. */
export type ResolvedAuth = { state: AuthState; source: 'server' | 'last-user' };

const loggedOut: AuthState = { authenticated: false };

/**
 * Asks the server who is signed in. Only a 401 or `{authenticated:false}` logs out;
 * when the server cannot be reached (or cannot answer) the last confirmed user is
 * used, so the time-tracking area opens in a hall without network. A logout made
 * offline is sent first: until the server has it, nobody is signed in here.
 */
export async function resolveAuthState(
  fetchState: () => Promise<AuthState>,
  store: LastUserStore,
  pending?: Pick<PendingLogout, 'flush'>,
): Promise<ResolvedAuth> {
  if (pending && !(await pending.flush())) return { state: loggedOut, source: 'last-user' };
  try {
    const state = await fetchState();
    if (state.authenticated) store.save(state.user);
    else store.clear();
    return { state, source: 'server' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      store.clear();
      return { state: loggedOut, source: 'server' };
    }
    const user = await store.load();
    if (user) return { state: { authenticated: true, user }, source: 'last-user' };
    return { state: loggedOut, source: 'last-user' };
  }
}

let inFlight: Promise<ResolvedAuth> | null = null;

/**
 * One auth request per navigation: the loaders of a navigation run in parallel
 * and all await the same request; the next navigation asks again.
 * `checkUser` false takes a signed-in answer without the schema (./api/get-auth.ts).
 */
export function loadAuthState(checkUser = true): Promise<ResolvedAuth> {
  inFlight ??= resolveAuthState(() => fetchAuthState(checkUser), lastUser, pendingLogout).finally(
    () => {
      inFlight = null;
    },
  );
  return inFlight;
}

import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@domain/shared/account';
import { ApiError, NetworkError } from '@src/api/client';
import { resolveAuthState } from '@src/features/auth/auth-state';
import { createLastUserStore, type KeyValueStore } from '@src/features/auth/last-user';
import { createPendingLogout } from '@src/features/auth/pending-logout';

function memoryStorage(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const user: AuthUser = {
  id: 7,
  email: 'a@b.de',
  firstname: 'A',
  lastname: 'B',
  name: 'A B',
  locale: 'de',
  timetracking: true,
  contract: false,
  areas: ['stundenerfassung'],
};

describe('pending logout (logout made offline)', () => {
  it('stays queued while the server cannot be reached, and clears once it answers', async () => {
    const post = vi.fn().mockRejectedValueOnce(new NetworkError(null)).mockResolvedValueOnce({});
    const pending = createPendingLogout(post, memoryStorage());
    pending.mark();
    expect(await pending.flush()).toBe(false);
    expect(pending.isSet()).toBe(true);
    expect(await pending.flush()).toBe(true);
    expect(pending.isSet()).toBe(false);
    expect(await pending.flush()).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('counts a 401 as done: the session is gone already', async () => {
    const pending = createPendingLogout(
      () => Promise.reject(new ApiError(401, { message: '', errors: {} })),
      memoryStorage(),
    );
    pending.mark();
    expect(await pending.flush()).toBe(true);
  });

  it('keeps the guard logged out, without asking who is signed in, until it is sent', async () => {
    const storage = memoryStorage();
    const store = createLastUserStore(storage);
    store.save(user);
    const pending = createPendingLogout(() => Promise.reject(new NetworkError(null)), storage);
    pending.mark();
    const fetchState = vi.fn(() => Promise.resolve({ authenticated: true as const, user }));
    const resolved = await resolveAuthState(fetchState, store, pending);
    expect(resolved.state).toEqual({ authenticated: false });
    expect(fetchState).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@domain/shared/account';
import type { AuthState } from '@domain/auth/auth';
import { ApiError, NetworkError } from '@src/api/client';
import { resolveAuthState } from '@src/features/auth/auth-state';
import { createLastUserStore, type KeyValueStore } from '@src/features/auth/last-user';

const user: AuthUser = {
  id: 7,
  email: 'aufsicht@example.test',
  firstname: 'Anna',
  lastname: 'Aufsicht',
  name: 'Anna Aufsicht',
  locale: 'de',
  timetracking: true,
  contract: false,
  areas: ['stundenerfassung'],
};

function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const answer = (state: AuthState) => () => Promise.resolve(state);
const failWith = (error: unknown) => () => Promise.reject(error);

describe('resolveAuthState (route guard)', () => {
  it('remembers the user the server confirms', async () => {
    const store = createLastUserStore(memoryStorage());
    const result = await resolveAuthState(answer({ authenticated: true, user }), store);
    expect(result).toEqual({ state: { authenticated: true, user }, source: 'server' });
    expect(await store.load()).toEqual(user);
  });

  it('uses the last known user when the network fails', async () => {
    const store = createLastUserStore(memoryStorage());
    store.save(user);
    const result = await resolveAuthState(failWith(new NetworkError(new TypeError())), store);
    expect(result).toEqual({ state: { authenticated: true, user }, source: 'last-user' });
  });

  it('keeps the last user when the server answers 5xx', async () => {
    const store = createLastUserStore(memoryStorage());
    store.save(user);
    const error = new ApiError(503, { message: '', errors: {} });
    const result = await resolveAuthState(failWith(error), store);
    expect(result.state).toEqual({ authenticated: true, user });
    expect(await store.load()).toEqual(user);
  });

  it('is logged out when offline without a stored user', async () => {
    const store = createLastUserStore(memoryStorage());
    const result = await resolveAuthState(failWith(new NetworkError(new TypeError())), store);
    expect(result.state).toEqual({ authenticated: false });
  });

  it('logs out and forgets the user on a 401', async () => {
    const store = createLastUserStore(memoryStorage());
    store.save(user);
    const error = new ApiError(401, { message: 'Unauthenticated.', errors: {} });
    const result = await resolveAuthState(failWith(error), store);
    expect(result).toEqual({ state: { authenticated: false }, source: 'server' });
    expect(await store.load()).toBeNull();
  });

  it('logs out and forgets the user on {authenticated:false}', async () => {
    const store = createLastUserStore(memoryStorage());
    store.save(user);
    const result = await resolveAuthState(answer({ authenticated: false }), store);
    expect(result.state).toEqual({ authenticated: false });
    expect(await store.load()).toBeNull();
  });
});

describe('last user store', () => {
  it('ignores stored data of the wrong shape', async () => {
    const storage = memoryStorage();
    storage.data.set('messe-personal:last-user', JSON.stringify({ id: 'x' }));
    expect(await createLastUserStore(storage).load()).toBeNull();
    storage.data.set('messe-personal:last-user', '{not json');
    expect(await createLastUserStore(storage).load()).toBeNull();
  });

  it('keeps the areas the server sent, so the app offers the same offline', async () => {
    const store = createLastUserStore(memoryStorage());
    store.save(user);
    expect((await store.load())?.areas).toEqual(['stundenerfassung']);
  });

  it('drops area names this version does not know', async () => {
    const storage = memoryStorage();
    storage.data.set(
      'messe-personal:last-user',
      JSON.stringify({ ...user, areas: ['abrechnung', 'messen'] }),
    );
    expect((await createLastUserStore(storage).load())?.areas).toEqual(['messen']);
  });

  it('reads a copy stored before the server sent areas: time tracking for the flag, else the staff areas', async () => {
    const storage = memoryStorage();
    const { areas: _areas, ...old } = user;
    storage.data.set('messe-personal:last-user', JSON.stringify(old));
    expect(await createLastUserStore(storage).load()).toEqual({
      ...user,
      areas: ['stundenerfassung'],
    });
    storage.data.set('messe-personal:last-user', JSON.stringify({ ...old, timetracking: false }));
    expect((await createLastUserStore(storage).load())?.areas).toEqual([
      'stammdaten',
      'dokumente',
      'messen',
      'meine-stunden',
    ]);
  });

  it('works without any storage', async () => {
    const store = createLastUserStore(null);
    store.save(user);
    expect(await store.load()).toBeNull();
  });
});

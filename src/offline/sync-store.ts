/*
 * The engine's transient state (what it is doing right now), for the badge.
 * Counts and problems come from Dexie via useLiveQuery; this holds only what
 * is not in the database. A tiny external store for useSyncExternalStore.
 */

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'needs-login' | 'error';

export type SyncStore = {
  get(): SyncPhase;
  set(phase: SyncPhase): void;
  subscribe(listener: () => void): () => void;
};

export function createSyncStore(initial: SyncPhase = 'idle'): SyncStore {
  let phase = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => phase,
    set(next) {
      if (next === phase) return;
      phase = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one store, written by the default engine. */
export const syncStore = createSyncStore();

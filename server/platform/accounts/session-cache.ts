import type { AuthUser } from '@domain/shared/account';
import type { Database } from '@server/platform/db/client';
import type { ActiveSession } from './sessions';

/*
 * The session micro-cache of ADR 0011: every API request resolves its session,
 * and within a short time-to-live the answer is taken from memory instead of a
 * database round trip. It is per process and per database. Whatever ends a
 * session in this process forgets it here at once; another instance's logout
 * or a changed flag takes effect here once the entry is older than the TTL.
 */

export type CachedSession = {
  session: ActiveSession;
  user: AuthUser;
  /** last_seen_at as this process last read or wrote it (ms). */
  lastSeenAt: number;
  /** When the row was read (ms): the entry serves until fetchedAt + TTL. */
  fetchedAt: number;
};

/** Bounds memory against a flood of distinct valid cookies; oldest entries go first. */
const MAX_ENTRIES = 10_000;

type Store = {
  entries: Map<string, CachedSession>;
  /** Counts invalidations: a lookup that started before one must not store its result. */
  epoch: number;
};

const stores = new WeakMap<Database, Store>();

function storeOf(db: Database): Store {
  let store = stores.get(db);
  if (!store) {
    store = { entries: new Map(), epoch: 0 };
    stores.set(db, store);
  }
  return store;
}

/** The cached session if read less than `ttlMs` ago, else undefined. */
export function cachedSession(
  db: Database,
  idHash: string,
  ttlMs: number,
  now: number,
): CachedSession | undefined {
  const store = storeOf(db);
  const entry = store.entries.get(idHash);
  if (!entry) return undefined;
  if (now - entry.fetchedAt < ttlMs) return entry;
  store.entries.delete(idHash);
  return undefined;
}

/** The invalidation count before a lookup, to hand to `rememberSession` after it. */
export function sessionCacheEpoch(db: Database): number {
  return storeOf(db).epoch;
}

/**
 * Stores a freshly read session, unless something ended a session since the
 * lookup started (its row may have been read just before the delete).
 */
export function rememberSession(db: Database, entry: CachedSession, epoch: number): void {
  const store = storeOf(db);
  if (store.epoch !== epoch) return;
  store.entries.delete(entry.session.idHash);
  store.entries.set(entry.session.idHash, entry);
  if (store.entries.size > MAX_ENTRIES) {
    const oldest = store.entries.keys().next();
    if (!oldest.done) store.entries.delete(oldest.value);
  }
}

/** Forgets one session (logout, login's fixation defence, expiry). */
export function forgetSession(db: Database, idHash: string): void {
  // No store: nothing cached and no lookup running (a lookup creates the store first).
  const store = stores.get(db);
  if (!store) return;
  store.epoch++;
  store.entries.delete(idHash);
}

/** Forgets every session of a user (password reset); call after the deleting transaction commits. */
export function forgetUserSessions(db: Database, userId: number): void {
  const store = stores.get(db);
  if (!store) return;
  store.epoch++;
  for (const [idHash, entry] of store.entries) {
    if (entry.session.userId === userId) store.entries.delete(idHash);
  }
}

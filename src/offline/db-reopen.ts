import type { Dexie } from 'dexie';

/*
 * Safari drops the IndexedDB connection of a page that was in the background
 * for a while; the next transaction then fails with DatabaseClosedError or
 * InvalidStateError (ADR 0009). Reopen and run the work again,
 * once: a second failure is a real one and goes to the caller.
 */

const LOST_CONNECTION = new Set(['DatabaseClosedError', 'InvalidStateError']);

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return 'name' in error && typeof error.name === 'string' ? error.name : undefined;
}

/** True for the errors IndexedDB gives when its connection is gone. */
export function isLostConnection(error: unknown): boolean {
  if (LOST_CONNECTION.has(errorName(error) ?? '')) return true;
  // Dexie wraps some native errors and keeps the original as `inner`.
  const inner =
    typeof error === 'object' && error !== null && 'inner' in error ? error.inner : null;
  return LOST_CONNECTION.has(errorName(inner) ?? '');
}

/** Runs `work`; on a lost connection reopens the database and runs it once more. */
export async function withReopen<T>(db: Dexie, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isLostConnection(error)) throw error;
    if (db.isOpen()) db.close({ disableAutoOpen: false });
    await db.open();
    return work();
  }
}

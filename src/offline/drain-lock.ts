/*
 * One drainer per device (ADR 0009): every tab runs the engine,
 * but only the holder of the Web Lock 'mp-outbox' sends. Without Web Locks
 * (browsers before 2022) the lock is per page; two tabs may then both send an
 * entry, and the Idempotency-Key makes the second a replay (or a 409
 * request_in_progress that is retried), never a second write.
 */

/** What the engine needs of navigator.locks. */
export type LockManagerLike = {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
};

export const DRAIN_LOCK_NAME = 'mp-outbox';

// Declared here so the module also type-checks for the Node test runner.
declare const navigator: { locks?: LockManagerLike } | undefined;

/** The browser's lock manager, or null where there is none. */
export function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

let heldInThisPage = false;

/**
 * Runs `work` while holding the drain lock; resolves false at once, without
 * running it, when another drainer holds the lock.
 */
export async function withDrainLock(
  locks: LockManagerLike | null,
  work: () => Promise<void>,
): Promise<boolean> {
  if (locks) {
    return locks.request(DRAIN_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await work();
      return true;
    });
  }
  if (heldInThisPage) return false;
  heldInThisPage = true;
  try {
    await work();
    return true;
  } finally {
    heldInThisPage = false;
  }
}

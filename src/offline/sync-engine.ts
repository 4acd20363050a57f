/** Starts the sync engine once (listeners, first drain); returns a stop function. */
export function startSync(): () => void {
  return () => {};
}

/** Asks the engine to drain the outbox soon (after a write, after login). */
export function requestSync(): void {}

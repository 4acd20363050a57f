/*
 * The writes nudge the engine through this hook instead of importing it, so the
 * write path stays free of browser events (and testable in Node); startSync
 * installs the real nudge.
 */
let nudge: (() => void) | null = null;

/** Asks the running engine to drain the outbox soon; a no-op before startSync. */
export function requestSync(): void {
  nudge?.();
}

/** Installs (or with null removes) what requestSync calls. */
export function setSyncNudge(next: (() => void) | null): void {
  nudge = next;
}

import type { AnswerHandler, OutboxDb, OutboxRow } from './db';
import { isLostConnection } from './db-reopen';
import { MIN_RETRY_MS, retryDelay } from './backoff';
import { browserLocks, withDrainLock, type LockManagerLike } from './drain-lock';
import { trustingLinkCheck, type LinkCheck } from './link-check';
import { acknowledge } from './outbox-ack';
import type { SendOutcome } from './outbox-outcome';
import {
  claim,
  markLinkDown,
  markRejected,
  markRetry,
  oldestSendable,
  pauseForLogin,
  releaseStale,
  resumeAfterLogin,
} from './outbox-states';
import { createOutboxTransport, type OutboxTransport } from './outbox-transport';
import { syncStore, type SyncStore } from './sync-store';

/*
 * Drains the outbox in order of entry (architecture: Data flow). Everything the
 * browser provides (clock, timers, locks, network state, fetch) is injectable,
 * so the rules are tested in Node against fake-indexeddb and a fake server.
 */

export type DrainerOptions = {
  /** The database holding the outbox, and what an acknowledged entry's answer does. */
  db: OutboxDb;
  answers: AnswerHandler;
  transport?: OutboxTransport;
  store?: SyncStore;
  now?: () => number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** null: no Web Locks (the per-page fallback is used). */
  locks?: LockManagerLike | null;
  isOnline?: () => boolean;
  /** Decides whether a network failure counts (link-check.ts); default: trust the link. */
  linkCheck?: LinkCheck;
};

export type OutboxDrainer = {
  /**
   * Sends what is due; `force` also sends entries still waiting for their
   * backoff (the network just came back, the tab became visible). Concurrent
   * calls share one run, which goes round once more for the later caller.
   */
  drain(options?: { force?: boolean }): Promise<void>;
  /** After a new login: paused entries become pending and are sent. */
  resume(): Promise<void>;
  /** Cancels the timer; later drains do nothing. */
  stop(): void;
};

/** When another tab holds the lock, look again after this long. */
const LOCK_BUSY_RETRY_MS = 2_000;
/** After a local database failure, try again after this long. */
const LOCAL_FAILURE_RETRY_MS = 5 * MIN_RETRY_MS;

export function createOutboxDrainer(options: DrainerOptions): OutboxDrainer {
  const { db, answers } = options;
  const transport = options.transport ?? createOutboxTransport();
  const store = options.store ?? syncStore;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const isOnline = options.isOnline ?? (() => true);
  const link = options.linkCheck ?? trustingLinkCheck;

  let running: Promise<void> | null = null;
  let again = false;
  let againForced = false;
  let stopped = false;
  let timer: unknown = null;
  let timerAt = Number.POSITIVE_INFINITY;

  function cancelTimer(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
    timerAt = Number.POSITIVE_INFINITY;
  }

  /** Keeps the earliest wake-up only. */
  function wakeAt(at: number): void {
    if (stopped || at >= timerAt) return;
    cancelTimer();
    timerAt = at;
    timer = setTimer(
      () => {
        timer = null;
        timerAt = Number.POSITIVE_INFINITY;
        void drain();
      },
      Math.max(0, at - now()),
    );
  }

  /** Applies one send's outcome; true when the drain may go on with the next entry. */
  async function settle(entry: OutboxRow, outcome: SendOutcome): Promise<boolean> {
    const attempts = entry.attempts + 1;
    switch (outcome.kind) {
      case 'done':
        await acknowledge(db, answers, entry, outcome.body, now());
        return true;
      case 'rejected':
        // Parked with the server's message; the entries behind it go on.
        await markRejected(db, entry.id, attempts, outcome.error);
        return true;
      case 'needs-login':
        await pauseForLogin(db);
        cancelTimer();
        store.set('needs-login');
        return false;
      case 'retry': {
        // A network failure while the link itself is down is not the entry's: no count.
        const linkWait = outcome.network ? await link.confirm() : null;
        if (linkWait !== null) {
          await markLinkDown(db, entry.id, now() + linkWait);
          wakeAt(now() + linkWait);
          store.set('offline');
          return false;
        }
        const failures = (entry.failures ?? entry.attempts) + 1;
        const at = now() + (outcome.retryAfterMs ?? retryDelay(failures, random));
        await markRetry(db, entry.id, attempts, at, failures, outcome.error);
        // The retry looks at the link first, so a link lost meanwhile costs no attempt.
        link.suspect();
        // Later entries wait: sending them first would break the order of entry.
        wakeAt(at);
        store.set(outcome.network ? 'offline' : 'error');
        return false;
      }
    }
  }

  async function drainQueue(force: boolean): Promise<void> {
    // Only the lock holder gets here, so a 'sending' entry is left from a closed page.
    await releaseStale(db);
    // Entries behind the cursor were handled in this pass; new ones get higher seqs.
    let cursor = 0;
    for (;;) {
      if (stopped) return;
      const next = await oldestSendable(db, cursor);
      if (!next) {
        store.set('idle');
        return;
      }
      if (!force && next.state === 'retry' && next.nextAttemptAt > now()) {
        wakeAt(next.nextAttemptAt);
        return;
      }
      const linkWait = await link.gate();
      if (linkWait !== null) {
        wakeAt(now() + linkWait);
        store.set('offline');
        return;
      }
      cursor = next.seq ?? cursor;
      const entry = await claim(db, next.id);
      if (!entry) continue;
      store.set('syncing');
      if (!(await settle(entry, await transport.send(entry)))) return;
    }
  }

  async function runOnce(force: boolean): Promise<void> {
    if (!isOnline()) {
      store.set('offline');
      return;
    }
    try {
      const held = await withDrainLock(locks, () => drainQueue(force));
      if (!held) wakeAt(now() + LOCK_BUSY_RETRY_MS);
    } catch (error) {
      // The local database failed (not the server): reopen if the connection is gone
      // and come back later; the entries are untouched or back to pending next time.
      if (isLostConnection(error)) {
        db.close({ disableAutoOpen: false });
        await db.open().catch(() => undefined);
      }
      store.set('error');
      wakeAt(now() + LOCAL_FAILURE_RETRY_MS);
    }
  }

  function drain({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      againForced ||= force;
      return running;
    }
    running = (async () => {
      let forced = force;
      do {
        again = false;
        await runOnce(forced);
        forced = againForced;
        againForced = false;
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    async resume() {
      await resumeAfterLogin(db);
      await drain({ force: true });
    },
    stop() {
      stopped = true;
      cancelTimer();
    },
  };
}

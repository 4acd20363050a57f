import type { AnswerHandler, OutboxDb, OutboxRow, ValueKinds } from './db';
import { isLostConnection } from './db-reopen';
import { MIN_RETRY_MS, retryDelay } from './backoff';
import { browserLocks, withDrainLock, type LockManagerLike } from './drain-lock';
import { trustingLinkCheck, type LinkCheck } from './link-check';
import { acknowledge, acknowledgeAll, type Acknowledged } from './outbox-ack';
import type { SendOutcome } from './outbox-outcome';
import {
  claim,
  claimAll,
  markLinkDown,
  markRejected,
  markRetry,
  oldestSendable,
  pauseForLogin,
  releaseClaims,
  releaseStale,
  resumeAfterLogin,
  sendableAfter,
} from './outbox-states';
import { batchOutcomeOf, chooseBatch } from './outbox-batching';
import {
  type BatchOutcome,
  type BatchTarget,
  createOutboxTransport,
  type OutboxTransport,
} from './outbox-transport';
import { syncStore, type SyncStore } from './sync-store';

/*
 * Drains the outbox in order of entry (ADR 0009). Everything the
 * browser provides (clock, timers, locks, network state, fetch) is injectable,
 * so the rules are tested in Node against fake-indexeddb and a fake server.
 */

export type DrainerOptions = {
  /** The database holding the outbox, and what an acknowledged entry's answer does. */
  db: OutboxDb;
  answers: AnswerHandler;
  /** The feature's batch call; without it (or a transport without one) each entry goes singly. */
  batch?: BatchTarget;
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
  /**
   * Kinds whose entry sets its row to a value and depends on nothing but its
   * row's earlier entries: they may travel in a batch beside others on the way
   * (the batch call's `inFlight`). Default none: one batch at a time.
   */
  valueKinds?: ValueKinds;
};

/** A batch on the way: settled when `done` resolves; the rows it holds; whether it goes alone. */
type Flight = { done: Promise<void>; rows: ReadonlySet<string>; alone: boolean };

const rowsOnTheWay = (flights: ReadonlySet<Flight>): Set<string> =>
  new Set([...flights].flatMap((flight) => [...flight.rows]));

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
/** After the server refused the batch call (an older server's 404), send singly this long. */
const SINGLES_AFTER_REFUSAL_MS = 10 * 60_000;

export function createOutboxDrainer(options: DrainerOptions): OutboxDrainer {
  const { db, answers } = options;
  const transport = options.transport ?? createOutboxTransport({ batch: options.batch });
  const store = options.store ?? syncStore;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const isOnline = options.isOnline ?? (() => true);
  const link = options.linkCheck ?? trustingLinkCheck;
  const valueKinds = options.valueKinds ?? [];
  const isValue = (entry: OutboxRow) => valueKinds.includes(entry.kind);

  let running: Promise<void> | null = null;
  let again = false;
  let againForced = false;
  let stopped = false;
  let timer: unknown = null;
  let timerAt = Number.POSITIVE_INFINITY;
  let singlesUntil = 0;

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

  /**
   * True when the drain must not send `next` now: it waits for its backoff
   * (unless forced), or the suspect link is probed first and is down.
   */
  async function mustWait(next: OutboxRow, force: boolean): Promise<boolean> {
    if (!force && next.state === 'retry' && next.nextAttemptAt > now()) {
      wakeAt(next.nextAttemptAt);
      return true;
    }
    const linkWait = await link.gate();
    if (linkWait === null) return false;
    wakeAt(now() + linkWait);
    store.set('offline');
    return true;
  }

  async function drainQueue(force: boolean): Promise<void> {
    // Only the lock holder gets here, so a 'sending' entry is left from a closed page.
    await releaseStale(db);
    if (transport.batch && now() >= singlesUntil) {
      const ended = await drainInBatches(transport.batch, force);
      if (ended !== 'singles') return;
    }
    await drainSingly(force);
  }

  /** One request per entry, in order of entry. */
  async function drainSingly(force: boolean): Promise<void> {
    // Entries behind the cursor were handled in this pass; new ones get higher seqs.
    let cursor = 0;
    for (;;) {
      if (stopped) return;
      const next = await oldestSendable(db, cursor);
      if (!next) {
        store.set('idle');
        return;
      }
      if (await mustWait(next, force)) return;
      cursor = next.seq ?? cursor;
      const entry = await claim(db, next.id);
      if (!entry) continue;
      store.set('syncing');
      if (!(await settle(entry, await transport.send(entry)))) return;
    }
  }

  /**
   * Batches in order of entry, up to `inFlight` of them on the way at once
   * (ADR 0036): a batch goes beside others only with entries of value kinds
   * whose rows no batch on the way holds, and a batch with any other entry (a
   * signature) goes alone. So a row's entries reach the server in their
   * order, and a signature finds every entry before it answered. Ends with
   * 'singles' when the server has no batch call (the claimed entries are back
   * to pending and go singly).
   */
  async function drainInBatches(
    batch: NonNullable<OutboxTransport['batch']>,
    force: boolean,
  ): Promise<'done' | 'singles'> {
    const flights = new Set<Flight>();
    const halt = { stop: false, singles: false };
    // Entries behind the cursor were handled (or are on the way) in this pass.
    let cursor = 0;
    /** Waits until one batch on the way has landed (settled or failed). */
    const land = async () => {
      const landed = await Promise.race(
        [...flights].map((flight) => flight.done.then(() => flight)),
      );
      flights.delete(landed);
    };
    let caught: { error: unknown } | null = null;
    try {
      for (;;) {
        if (stopped || halt.stop || halt.singles) break;
        const alone = [...flights].some((flight) => flight.alone);
        if (flights.size >= (batch.inFlight ?? 1) || alone) {
          await land();
          continue;
        }
        const next = await oldestSendable(db, cursor);
        if (!next) {
          if (flights.size === 0) {
            store.set('idle');
            break;
          }
          await land();
          continue;
        }
        if (await mustWait(next, force)) break;
        const candidates = await sendableAfter(db, cursor, batch.maxEntries);
        const beside = flights.size === 0 ? null : { rows: rowsOnTheWay(flights), isValue };
        const chosen = chooseBatch(next, candidates, { ...batch, force, now: now(), beside });
        const last = chosen.at(-1);
        if (!last) {
          // It waits for a batch on the way (its row, or a signature going alone).
          await land();
          continue;
        }
        cursor = last.seq ?? cursor;
        const entries = await claimAll(
          db,
          chosen.map((entry) => entry.id),
        );
        if (entries.length === 0) continue;
        store.set('syncing');
        flights.add(launch(batch, entries, halt));
      }
    } catch (error) {
      caught = { error };
    }
    // Every batch on the way is settled before the pass ends, even after a failure.
    const landed = await Promise.allSettled([...flights].map((flight) => flight.done));
    if (caught) throw caught.error;
    const failed = landed.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return halt.singles && !halt.stop ? 'singles' : 'done';
  }

  /**
   * Applies a batch's outcome entry by entry, in order, exactly as each single
   * answer would be (the acknowledgements of a run of entries in one local
   * transaction). At the first entry that must wait (retry, 401) the rest go
   * back to pending: they were not sent, or their results (not_attempted) say
   * they were not run. An entry the server did not answer counts as a retry.
   */
  async function settleBatch(
    entries: OutboxRow[],
    outcome: Exclude<BatchOutcome, { kind: 'unsupported' }>,
  ): Promise<boolean> {
    const acked: Acknowledged[] = [];
    for (const [index, entry] of entries.entries()) {
      const single = batchOutcomeOf(outcome, entry, index);
      if (single?.kind === 'done') {
        acked.push({ entry, body: single.body });
        continue;
      }
      await acknowledgeAll(db, answers, acked.splice(0), now());
      const goOn = single ? await settle(entry, single) : false;
      if (!goOn) {
        // After a 401 every entry is paused already; otherwise the rest wait as pending.
        const rest = entries.slice(single ? index + 1 : index).map((other) => other.id);
        if (single?.kind !== 'needs-login') await releaseClaims(db, rest);
        return false;
      }
    }
    await acknowledgeAll(db, answers, acked, now());
    return true;
  }

  /** Sends one claimed batch and settles its answer; `halt` learns when the pass must end. */
  function launch(
    batch: NonNullable<OutboxTransport['batch']>,
    entries: OutboxRow[],
    halt: { stop: boolean; singles: boolean },
  ): Flight {
    const done = (async () => {
      const outcome = await batch.send(entries);
      if (outcome.kind === 'unsupported') {
        await releaseClaims(
          db,
          entries.map((entry) => entry.id),
        );
        singlesUntil = now() + SINGLES_AFTER_REFUSAL_MS;
        halt.singles = true;
        return;
      }
      if (!(await settleBatch(entries, outcome))) halt.stop = true;
    })();
    // Marked at once, so no next pick finds the pass going on after a failure.
    done.catch(() => {
      halt.stop = true;
    });
    return {
      done,
      rows: new Set(entries.map((entry) => entry.rowKey)),
      alone: entries.some((entry) => !isValue(entry)),
    };
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

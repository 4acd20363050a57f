import { createLinkCheck, fetchLinkProbe, type LinkProbe } from './link-check';
import { createOutboxDrainer, type DrainerOptions } from './outbox-drainer';
import { resetBackoff, UNSENT_STATES } from './outbox-states';

/*
 * The engine's controls beside the drainer (docs/decisions/0009, addendum):
 * 'online' resets the backoff and has the link probed before the first send;
 * 'send now' resets the backoff and sends at once. Kept free of browser events
 * (sync-engine.ts binds them), so the rules are tested in Node.
 */

/** What 'send now' achieved, for the panel to say. */
export type SendNowResult = {
  /** Entries the server acknowledged (they left the outbox). */
  sent: number;
  /** Entries still waiting (a failure, or another tab holds the drain lock). */
  waiting: number;
  /** Entries parked (refused by the server), old and new. */
  parked: number;
};

export type SyncControl = {
  /** A drain of whatever is due; `force` ignores the backoff. */
  drain(options?: { force?: boolean }): Promise<void>;
  /** The browser reports 'online': backoff reset, link probed, drain. */
  backOnline(): Promise<void>;
  /** The user's 'send now': backoff reset, link trusted, drain at once. */
  sendNow(): Promise<SendNowResult>;
  resume(): Promise<void>;
  stop(): void;
};

export type SyncControlOptions = DrainerOptions & {
  /** The link probe; default GET /healthz from the browser. */
  probe?: LinkProbe;
};

export function createSyncControl(options: SyncControlOptions): SyncControl {
  const { db, probe = fetchLinkProbe(), ...rest } = options;
  const link = createLinkCheck(probe, options.random);
  const drainer = createOutboxDrainer({ ...rest, db, linkCheck: link });

  const unsentKeys = () =>
    db.outbox
      .where('state')
      .anyOf([...UNSENT_STATES])
      .primaryKeys();

  return {
    drain: (drainOptions) => drainer.drain(drainOptions),
    async backOnline() {
      // The link may need a moment after the event: probe before the first send.
      link.suspect();
      await resetBackoff(db).catch(() => undefined);
      await drainer.drain({ force: true });
    },
    async sendNow() {
      const before = await unsentKeys();
      link.trust();
      await resetBackoff(db);
      await drainer.drain({ force: true });
      const left = new Set(await db.outbox.toCollection().primaryKeys());
      const [waiting, parked] = await Promise.all([
        db.outbox
          .where('state')
          .anyOf([...UNSENT_STATES])
          .count(),
        db.outbox.where('state').equals('rejected').count(),
      ]);
      return { sent: before.filter((seq) => !left.has(seq)).length, waiting, parked };
    },
    resume: () => drainer.resume(),
    stop: () => drainer.stop(),
  };
}

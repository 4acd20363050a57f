import type { Agent } from 'node:https';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { VapidKeys } from '@server/platform/config/vapid';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import type { Database } from '@server/platform/db/client';
import { pushOutbox, pushSubscriptions } from '@server/platform/db/schema/season';
import { DEFAULT_OUTBOX_OPTIONS, type OutboxOptions, retryDelayMs } from '../mail/outbox';

/*
 * The push outbox's worker (issue 24): sends each queued notification once to
 * its device with web-push (aes128gcm, VAPID), off the request. 5xx, 429 and
 * network errors are retried with backoff; 404/410 mean the device is gone (its
 * subscription and rows are deleted); any other answer gives the row up. The
 * endpoint and keys are never logged: only row ids and status codes.
 */

/** How long a push service keeps an undelivered notification (the phone may be off). */
/** Bound as associated data: a subscription copied into another column does not decrypt. */
export const SUBSCRIPTION_CONTEXT = 'push_subscriptions.subscription';

export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 15_000;

export type PushOutbox = {
  /** Looks for due pushes now instead of at the next poll (call after the commit). */
  nudge: () => void;
  /** Sends every push that is due now and resolves when none is left (tests). */
  drain: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

type Claimed = { id: number; subscriptionId: number; payload: string; attempts: number };

export function createPushOutbox(deps: {
  db: Database;
  cipher: FieldCipher;
  vapid: VapidKeys | null;
  logger: FastifyBaseLogger;
  options?: Partial<OutboxOptions>;
  /** The TLS agent for the push services (tests trust their stand-in's certificate). */
  agent?: Agent;
}): PushOutbox {
  const { db, cipher, vapid, logger, agent } = deps;
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(
        and(
          lte(pushOutbox.nextAttemptAt, sql`now()`),
          lt(pushOutbox.attempts, options.maxAttempts),
          or(isNull(pushOutbox.lockedUntil), lte(pushOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(pushOutbox.id)
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(pushOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${options.claimMs / 1000})` })
      .where(inArray(pushOutbox.id, due))
      .returning({
        id: pushOutbox.id,
        subscriptionId: pushOutbox.subscriptionId,
        payload: pushOutbox.payload,
        attempts: pushOutbox.attempts,
      });
  }

  /** The device's subscription; null when it was removed meanwhile. Throws when unreadable. */
  async function subscriptionOf(row: Claimed): Promise<webpush.PushSubscription | null> {
    const [device] = await db
      .select({ cipher: pushSubscriptions.subscriptionCipher })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, row.subscriptionId));
    if (!device) return null;
    return JSON.parse(
      cipher.decrypt(device.cipher, SUBSCRIPTION_CONTEXT),
    ) as webpush.PushSubscription;
  }

  /** The push service's status, or null for a network error or timeout (retried). */
  async function send(subscription: webpush.PushSubscription, row: Claimed, keys: VapidKeys) {
    try {
      const answer = await webpush.sendNotification(subscription, row.payload, {
        vapidDetails: keys,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      });
      return answer.statusCode;
    } catch (error) {
      return error instanceof webpush.WebPushError ? error.statusCode : null;
    }
  }

  async function attempt(row: Claimed, keys: VapidKeys): Promise<void> {
    const attempts = row.attempts + 1;
    let subscription: webpush.PushSubscription | null;
    try {
      subscription = await subscriptionOf(row);
    } catch (error) {
      // The error's class only: its text could quote the stored value.
      logger.error({ pushId: row.id, error: (error as Error).name }, 'push device unreadable');
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
      return;
    }
    // Removed meanwhile: the cascade took the row, or takes it with the next delete.
    const status = subscription ? await send(subscription, row, keys) : 410;
    if (status !== null && status >= 200 && status < 300) {
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
      logger.info({ pushId: row.id, status }, 'push sent');
      return;
    }
    if (status === 404 || status === 410) {
      // Its rows go with it (on delete cascade).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
      logger.info({ pushId: row.id, status }, 'push device gone, subscription removed');
      return;
    }
    const retry = status === null || status === 429 || status >= 500;
    if (!retry || attempts >= options.maxAttempts) {
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
      logger.error({ pushId: row.id, status, attempts }, 'push given up');
      return;
    }
    const delaySeconds = retryDelayMs(attempts, options) / 1000;
    await db
      .update(pushOutbox)
      .set({
        attempts,
        lastError: status === null ? 'network' : `HTTP ${String(status)}`,
        lockedUntil: null,
        nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      })
      .where(eq(pushOutbox.id, row.id));
    logger.warn(
      { pushId: row.id, status, attempts },
      `push not sent, retry in ${String(Math.round(delaySeconds))} s`,
    );
  }

  async function work(keys: VapidKeys): Promise<void> {
    do {
      again = false;
      for (;;) {
        const rows = await claim();
        for (const row of rows) {
          if (stopped) break;
          await attempt(row, keys);
        }
        if (rows.length < options.batchSize || stopped) break;
      }
    } while (again && !stopped);
    // Rows claimed and not attempted before a stop come back after claimMs.
  }

  function nudge(): void {
    if (stopped || !vapid) return;
    if (loop) {
      again = true;
      return;
    }
    loop = work(vapid)
      .catch((error: unknown) => logger.error({ err: error }, 'push outbox worker failed'))
      .finally(() => {
        loop = null;
      });
  }

  return {
    nudge: () => setTimeout(nudge, 25).unref(),
    drain: async () => {
      nudge();
      while (loop) await loop;
    },
    start: () => {
      if (!stopped) return;
      stopped = false;
      if (!vapid) {
        logger.warn(
          'Web Push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set (docs/operations/web-push.md)',
        );
        return;
      }
      timer = setInterval(nudge, options.pollMs);
      timer.unref();
      nudge();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // A hanging push service must not hold the shutdown: its row comes back after claimMs.
      let waited: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        waited = setTimeout(resolve, options.stopWaitMs);
      });
      await Promise.race([loop ?? Promise.resolve(), deadline]);
      clearTimeout(waited);
    },
  };
}

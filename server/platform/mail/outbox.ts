import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLocale, type Locale } from '@domain/shared/locale';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import type { Database } from '@server/platform/db/client';
import { mailOutbox } from '@server/platform/db/schema/system';
import { carriesServerText, mailErrorSummary } from './mail-error';
import type { MailAttachment, Mailer } from './mailer';
import { isMailKind, type MailData, type MailKind } from './templates';

/** Bound as associated data: a payload copied into another column does not decrypt. */
const PAYLOAD_CONTEXT = 'mail_outbox.payload';

export type OutboxOptions = {
  /** How often the worker looks for due mail without being nudged. */
  pollMs: number;
  /** Delay before the first retry; doubled per attempt, with jitter, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many failed attempts the row stays with its last error and is not retried. */
  maxAttempts: number;
  /** A claimed row belongs to its worker this long (a crashed worker's rows come back after it). */
  claimMs: number;
  batchSize: number;
  /**
   * How long stop() waits for the mail being sent (an SMTP server may hang for its
   * timeouts); the claims of mails not sent by then are given back.
   */
  stopWaitMs: number;
};

// Retries: 30 s, 1, 2, 4 … min, then hourly; 15 attempts span about 8 hours of SMTP outage.
export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 15,
  claimMs: 5 * 60_000,
  batchSize: 20,
  stopWaitMs: 3_000,
};

/**
 * Stores a mail for sending. Pass a transaction to make the mail part of it:
 * it is sent only if the transaction commits (call `nudge` after the commit for
 * immediate sending; the worker's poll finds it anyway).
 */
export type EnqueueMail = <K extends MailKind>(
  db: Database,
  kind: K,
  to: string,
  locale: Locale,
  data: MailData[K],
) => Promise<void>;

/** One mail of a bulk enqueue; the kind and its data belong together as in EnqueueMail. */
export type QueuedMail = {
  [K in MailKind]: { kind: K; to: string; locale: Locale; data: MailData[K] };
}[MailKind];

/**
 * Stores many mails with one INSERT per chunk (a job's thousands of reminders
 * are not thousands of round trips); each payload encrypted as by EnqueueMail.
 */
export type EnqueueMails = (db: Database, mails: readonly QueuedMail[]) => Promise<void>;

/** Rows per INSERT of a bulk enqueue: 4 parameters each, far below PostgreSQL's 65,535. */
const BULK_CHUNK = 1_000;

export type MailOutbox = {
  enqueue: EnqueueMail;
  enqueueMany: EnqueueMails;
  /** Looks for due mail now instead of at the next poll. */
  nudge: () => void;
  /** Sends every mail that is due now and resolves when none is left (tests). */
  drain: () => Promise<void>;
  start: () => void;
  /**
   * Stops polling, waits for the mail being sent (at most stopWaitMs) and gives
   * back the claims of unsent rows, so another instance sends them at once rather
   * than after claimMs. A mail whose send was cut short may be sent twice.
   */
  stop: () => Promise<void>;
};

/** Exponential backoff with jitter (half to full delay), so retries of many rows spread out. */
export function retryDelayMs(attempt: number, options: OutboxOptions, random = Math.random) {
  const full = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full * (0.5 + random() * 0.5));
}

type Row = typeof mailOutbox.$inferSelect;

/**
 * Per kind, the files a mail carries, built when it is sent (not when it is
 * enqueued): the payload keeps ids, a resolver reads and renders from them
 * off the request that enqueued it. The outbox knows no area; the server's
 * wiring passes the resolvers in. A resolver that throws fails the attempt
 * like a send error (retried with backoff); one that throws MailDropped says
 * the mail can never be built (what it was about is gone): the row is
 * deleted with a log line instead of being retried for hours.
 */
export type MailAttachmentResolvers = {
  [K in MailKind]?: (data: MailData[K], locale: Locale) => Promise<MailAttachment[]>;
};

/** Thrown by an attachment resolver when the mail can never be built (see MailAttachmentResolvers). */
export class MailDropped extends Error {
  override name = 'MailDropped';
}

export function createMailOutbox(deps: {
  db: Database;
  cipher: FieldCipher;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  options?: Partial<OutboxOptions>;
  attachments?: MailAttachmentResolvers;
}): MailOutbox {
  const { db, cipher, mailer, logger } = deps;
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  let timer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  /** Rows this worker claimed and has not finished with. */
  const claimed = new Set<number>();

  /**
   * Claims due rows for this worker. SKIP LOCKED lets several instances claim at
   * once without waiting on or taking each other's rows; locked_until keeps a
   * claimed row away from them while it is being sent.
   */
  async function claim(): Promise<Row[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          lt(mailOutbox.attempts, options.maxAttempts),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.id)
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${options.claimMs / 1000})` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Gives claimed rows back: unlocked, due as they were, no attempt counted. */
  async function release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    claimed.clear();
    await db
      .update(mailOutbox)
      .set({ lockedUntil: null })
      .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)));
    logger.info({ mailIds: ids }, `${ids.length} claimed mail(s) given back on stop`);
  }

  async function deliver(row: Row): Promise<void> {
    if (!isMailKind(row.kind) || !isLocale(row.locale)) {
      throw new Error(`unknown mail kind or locale: ${row.kind}/${row.locale}`);
    }
    const data = JSON.parse(
      cipher.decrypt(row.payloadEncrypted, PAYLOAD_CONTEXT),
    ) as MailData[MailKind];
    const resolve = deps.attachments?.[row.kind] as
      ((data: MailData[MailKind], locale: Locale) => Promise<MailAttachment[]>) | undefined;
    const attachments = resolve ? await resolve(data, row.locale) : [];
    await mailer.send(row.kind, row.recipient, row.locale, data, attachments);
  }

  /** A mail that can never be built: deleted, with the reason in the log (no recipient). */
  async function drop(row: Row, error: MailDropped): Promise<void> {
    await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    logger.warn(
      { mailId: row.id, kind: row.kind, reason: error.message },
      `mail ${row.kind} dropped: ${error.message}`,
    );
  }

  async function sendOne(row: Row): Promise<void> {
    try {
      await attemptOne(row);
    } finally {
      claimed.delete(row.id);
    }
  }

  async function attemptOne(row: Row): Promise<void> {
    const attempt = row.attempts + 1;
    try {
      await deliver(row);
    } catch (error) {
      if (error instanceof MailDropped) return drop(row, error);
      // The class and SMTP code only: the server's text can name the recipient.
      const lastError = mailErrorSummary(error);
      const givingUp = attempt >= options.maxAttempts;
      const delaySeconds = retryDelayMs(attempt, options) / 1000;
      await db
        .update(mailOutbox)
        .set({
          attempts: attempt,
          lastError,
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        })
        .where(eq(mailOutbox.id, row.id));
      // The recipient is not logged (personal data), not even inside the SMTP
      // server's reply; the id leads to the row.
      const context = {
        ...(carriesServerText(error) ? {} : { err: error }),
        mailError: lastError,
        mailId: row.id,
        kind: row.kind,
        attempt,
      };
      if (givingUp) logger.error(context, `mail ${row.kind} given up after ${attempt} attempts`);
      else
        logger.warn(context, `mail ${row.kind} not sent, retry in ${Math.round(delaySeconds)} s`);
      return;
    }
    await db
      .update(mailOutbox)
      .set({ attempts: attempt, sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ mailId: row.id, kind: row.kind }, `mail ${row.kind} sent`);
  }

  async function work(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const rows = await claim();
        for (const row of rows) claimed.add(row.id);
        // One at a time: an SMTP server that is down fails each quickly anyway.
        for (const row of rows) {
          if (stopped) break; // the rest is given back by stop()
          await sendOne(row);
        }
        if (rows.length < options.batchSize || stopped) break;
      }
    } while (again && !stopped);
  }

  function nudge(): void {
    if (stopped) return;
    if (loop) {
      again = true;
      return;
    }
    loop = work()
      .catch((error: unknown) => logger.error({ err: error }, 'mail outbox worker failed'))
      .finally(() => {
        loop = null;
      });
  }

  return {
    enqueue: async (target, kind, to, locale, data) => {
      await target.insert(mailOutbox).values({
        kind,
        recipient: to,
        locale,
        payloadEncrypted: cipher.encrypt(JSON.stringify(data), PAYLOAD_CONTEXT),
      });
      // Inside a transaction the row is visible only after the commit: look a moment later.
      setTimeout(nudge, 25).unref();
    },
    enqueueMany: async (target, mails) => {
      for (let start = 0; start < mails.length; start += BULK_CHUNK) {
        await target.insert(mailOutbox).values(
          mails.slice(start, start + BULK_CHUNK).map((mail) => ({
            kind: mail.kind,
            recipient: mail.to,
            locale: mail.locale,
            payloadEncrypted: cipher.encrypt(JSON.stringify(mail.data), PAYLOAD_CONTEXT),
          })),
        );
      }
      if (mails.length > 0) setTimeout(nudge, 25).unref();
    },
    nudge,
    drain: async () => {
      nudge();
      while (loop) await loop;
    },
    start: () => {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(nudge, options.pollMs);
      timer.unref();
      nudge();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      const waited = new Promise<void>((resolve) => {
        const deadline = setTimeout(resolve, options.stopWaitMs);
        void (async () => {
          while (loop) await loop;
          clearTimeout(deadline);
          resolve();
        })();
      });
      await waited;
      await release([...claimed]);
    },
  };
}

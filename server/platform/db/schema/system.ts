import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { applications } from './bewerber';
import { instant } from './columns';
import { users } from './users';

/**
 * Single-use tokens sent by mail; only their SHA-256 is stored. `invitation`
 * is the set-password link of a staff account the office created (7 days);
 * it is spent through the same route as a password reset.
 */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['password_reset', 'application_step2', 'invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'tokens_kind_check',
      sql`${t.kind} in ('password_reset', 'application_step2', 'invitation')`,
    ),
    // A token is bound to exactly the subject its kind names.
    check(
      'tokens_subject_check',
      sql`(${t.kind} in ('password_reset', 'invitation') and ${t.userId} is not null and ${t.applicationId} is null) or (${t.kind} = 'application_step2' and ${t.applicationId} is not null and ${t.userId} is null)`,
    ),
    index('tokens_user_idx').on(t.userId),
  ],
);

/**
 * Keyed writes (Idempotency-Key), scoped to user and route. A key is claimed
 * (`in_progress`) before the write and completed with its answer in the same
 * transaction as the write, so a lost answer replays instead of writing twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] })
      .notNull()
      .default('in_progress'),
    /** HTTP status of the stored answer (null while in progress). */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** After this the key is forgotten (30 days, see the sync ADR). */
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_progress', 'done')`),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Durable mail outbox: a route stores the mail in its transaction and answers;
 * a worker sends it with retry and backoff, so no mail is lost while SMTP is
 * down or the server restarts. The payload carries links with tokens, so it is
 * stored encrypted (field cipher).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    payloadEncrypted: text('payload_encrypted').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Claimed by a worker until then (several instances may run workers). */
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** Append-only record of security-relevant actions (a trigger forbids update and delete). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    // No foreign key: the log outlives the users it names.
    userId: integer('user_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId),
    index('audit_log_at_idx').on(t.at),
    // Reading a person's or a fair's audit (office): exact subjects and subject prefixes
    // such as 'times:4/%' (text_pattern_ops serves LIKE 'x%' whatever the collation).
    index('audit_log_subject_idx').on(sql`${t.subject} text_pattern_ops`, t.id),
  ],
);

/**
 * Fixed-window counters for throttling (failed logins per e-mail+IP, reset
 * requests per e-mail). In the database so several instances share them.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: instant('window_start').notNull(),
});

/**
 * One row per periodic job and period: the instance whose insert wins runs the
 * job for that period, every other instance finds the row and skips (ADR 0021).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    /** Start of the period, from the database's clock (instances' clocks may differ). */
    periodStart: instant('period_start').notNull(),
    /** host:pid of the instance that claimed the period. */
    claimedBy: text('claimed_by').notNull(),
    claimedAt: instant('claimed_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
    /** What the run did ("12 expired keys deleted") or why it failed. */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);

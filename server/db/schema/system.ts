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

/** Single-use tokens sent by mail; only their SHA-256 is stored. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['password_reset', 'application_step2'] }).notNull(),
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
    check('tokens_kind_check', sql`${t.kind} in ('password_reset', 'application_step2')`),
    // A token is bound to exactly the subject its kind names.
    check(
      'tokens_subject_check',
      sql`(${t.kind} = 'password_reset' and ${t.userId} is not null and ${t.applicationId} is null) or (${t.kind} = 'application_step2' and ${t.applicationId} is not null and ${t.userId} is null)`,
    ),
    index('tokens_user_idx').on(t.userId),
  ],
);

/** Stored answers of keyed writes (Idempotency-Key), scoped to user and route. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
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
  (t) => [index('audit_log_user_idx').on(t.userId), index('audit_log_at_idx').on(t.at)],
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

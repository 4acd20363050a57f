import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { TIME_QUERY_MAX } from '@domain/shared/bookings';
import { bewerber } from './bewerber';
import { instant } from './columns';
import { staffAssignments } from './messen';
import { users } from './users';

/*
 * The staff's season on the phone (issue 24): calendar feeds, push
 * subscriptions, cancelled calendar days and questioned times.
 */

/**
 * A person's private iCalendar feed. The URL's token is looked up by its
 * SHA-256; the token itself is kept encrypted (field cipher) so the person can
 * see their URL again. Renewing replaces the row: the old token dies.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenCipher: text('token_cipher').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * Days that left a person's calendar (booking removed or declined, the fair's
 * days shortened): the feed keeps them as STATUS:CANCELLED events with this
 * SEQUENCE, so calendar apps remove them. Deleted again when the day returns.
 */
export const cancelledBookingDays = pgTable(
  'cancelled_booking_days',
  {
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sequence: integer('sequence').notNull(),
    cancelledAt: instant('cancelled_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bewerberId, t.messeId, t.customerId, t.day] })],
);

/**
 * One device's Web Push subscription. The endpoint is a capability URL: kept
 * encrypted with its keys (field cipher, JSON of the PushSubscription), found
 * by its SHA-256; never logged. Removed on 404/410 from the push service and
 * on logout of that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpointHash: text('endpoint_hash').notNull().unique(),
    subscriptionCipher: text('subscription_cipher').notNull(),
    /** The session that subscribed: its logout removes this device's subscription. */
    sessionIdHash: text('session_id_hash'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Durable push outbox: one row per device and booking event, stored in the
 * event's transaction and sent by a worker off the request (retry on 5xx and
 * network errors). A row leaves the table once sent or given up; a device
 * removed (404/410, logout) takes its rows along. The payload is the rendered
 * notification (title, body, url) in the person's locale: no personal data
 * beyond the fair's name.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Claimed by a worker until then (several instances may run workers). */
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.nextAttemptAt),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * "Zeit beanstanden": a person questions a recorded day of theirs with a short
 * text; the office sees it on the review and marks it resolved.
 */
export const timeQueries = pgTable(
  'time_queries',
  {
    id: serial('id').primaryKey(),
    bewerberId: integer('bewerber_id').notNull(),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    resolvedAt: instant('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      columns: [t.bewerberId, t.messeId, t.customerId],
      foreignColumns: [
        staffAssignments.bewerberId,
        staffAssignments.messeId,
        staffAssignments.customerId,
      ],
    }).onDelete('cascade'),
    check(
      'time_queries_text_check',
      sql`length(${t.text}) between 1 and ${sql.raw(String(TIME_QUERY_MAX))}`,
    ),
    // The office review's open questions per pair.
    index('time_queries_open_idx')
      .on(t.messeId, t.customerId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, timestamps } from './columns';

/** The roles of a login: `staff` (also supervisors, by flag) or `office`. */
export const USER_ROLES = ['staff', 'office'] as const;

/**
 * A login. Staff, supervisors (flag timetracking) and the agency's office (role
 * office, ADR 0022). The role is the server's word: the areas and every office
 * route read it from this row, never from a request.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    locale: text('locale', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    timetracking: boolean('timetracking').notNull().default(false),
    role: text('role', { enum: USER_ROLES }).notNull().default('staff'),
    /**
     * Set when the office deactivated the account: no session resolves, login
     * and password reset refuse it; its history stays. Null while active.
     */
    deactivatedAt: instant('deactivated_at'),
    /**
     * Which booking events (BOOKING_EVENTS) reach the person by mail and by push.
     * Mail is on for all; push is on for all too but reaches a person only once
     * a device of theirs allowed it (a push subscription exists).
     */
    mailEvents: text('mail_events')
      .array()
      .notNull()
      .default(sql`'{request,change,cancel,reminder}'::text[]`),
    pushEvents: text('push_events')
      .array()
      .notNull()
      .default(sql`'{request,change,cancel,reminder}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    // The office's staff list sorted by the account's creation (keyset on created_at, id).
    index('users_created_idx').on(t.createdAt, t.id),
    // The same for the supervisors alone (2 % of the logins): the filter 'Zeiterfassung: ja'
    // walks them instead of every login (bench: staff list, contract and time tracking).
    index('users_timetracking_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.timetracking}`),
    // The staff list's filter "nah an einer Grenze" sorts its ~1,000 people by creation: probed
    // index-only by id (bench: with the bewerber one, half the filtered list's query time).
    index('users_id_created_idx').on(t.id, t.createdAt),
    // E-mail addresses are unique whatever their case (Anna@x.de is anna@x.de).
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_locale_check', sql`${t.locale} in ('de', 'en')`),
    check('users_role_check', sql`${t.role} in ('staff', 'office')`),
  ],
);

/** Server-side sessions; the cookie carries the id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute end of the session (created_at + SESSION_ABSOLUTE_DAYS). */
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

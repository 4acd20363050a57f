import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { bewerber } from './bewerber';
import { instant } from './columns';
import { users } from './users';

/*
 * What the employment-law counters read of a person besides their days
 * (issue 27, docs/product/employment-law.md, ADR 0032): the status lives on
 * the staff record (bewerber.employment_status), the hourly wage with its
 * history, a student's lecture periods, the earlier short-term jobs the person
 * declared, and each person's counters of the current month as a snapshot for
 * the staff list's filter "nah an einer Grenze".
 */

/** One hourly wage of a person, valid from a day until the next line (a raise keeps the history). */
export const staffWages = pgTable(
  'staff_wages',
  {
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Gross euro cents per hour. */
    centsPerHour: integer('cents_per_hour').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.bewerberId, t.validFrom] }),
    check('staff_wages_cents_check', sql`${t.centsPerHour} between 1 and 100000`),
  ],
);

/** A student's lecture period (Vorlesungszeit), both days included. */
export const lecturePeriods = pgTable(
  'lecture_periods',
  {
    id: serial('id').primaryKey(),
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('lecture_periods_person_idx').on(t.bewerberId, t.dateFrom),
    check('lecture_periods_dates_check', sql`${t.dateTo} >= ${t.dateFrom}`),
  ],
);

/**
 * An earlier short-term job of the person at another employer (from–to and
 * its working days), declared by the person in their master data; the office
 * sees and may correct it (updated_by tells who wrote last).
 */
export const declaredShortTermJobs = pgTable(
  'declared_short_term_jobs',
  {
    id: serial('id').primaryKey(),
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    employer: text('employer').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    workingDays: smallint('working_days').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('declared_short_term_jobs_person_idx').on(t.bewerberId, t.dateFrom),
    check('declared_short_term_jobs_dates_check', sql`${t.dateTo} >= ${t.dateFrom}`),
    check(
      'declared_short_term_jobs_days_check',
      sql`${t.workingDays} between 1 and (${t.dateTo} - ${t.dateFrom} + 1)`,
    ),
    check('declared_short_term_jobs_employer_check', sql`length(${t.employer}) between 1 and 200`),
  ],
);

/**
 * A person's counters of one month (the staff list's "this year, this month")
 * as last computed. Triggers of migration 0025 set `stale` on every write the
 * counters read (times, bookings, fairs' days, wages, status, lecture periods,
 * declarations), so the list recomputes just those; a row of another month
 * than the current one is stale too. Every staff person has a row (a trigger
 * of migration 0027 adds a stale placeholder when a record gets a login), so
 * the rows to recompute are found by these indexes, not by reading all staff.
 */
export const lawSnapshots = pgTable(
  'law_snapshots',
  {
    bewerberId: integer('bewerber_id')
      .primaryKey()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    /** yyyy-MM: the month (and its year) the counters were computed for. */
    month: text('month').notNull(),
    /** isNearLimit of any counter, planned or worked. */
    nearLimit: boolean('near_limit').notNull(),
    /** The staff list's short form of the counters (domain/buero/employment-law-contract.ts). */
    summary: jsonb('summary').notNull(),
    stale: boolean('stale').notNull().default(false),
    /** Bumped by the triggers on every relevant write (0026): a refresh only clears `stale` if unchanged since its read. */
    generation: integer('generation').notNull().default(0),
    computedAt: instant('computed_at').notNull().defaultNow(),
  },
  (t) => [
    index('law_snapshots_near_idx')
      .on(t.month, t.bewerberId)
      .where(sql`${t.nearLimit} and not ${t.stale}`),
    index('law_snapshots_stale_idx')
      .on(t.bewerberId)
      .where(sql`${t.stale}`),
    // Finds the rows of another month without reading all (a new month: all of them).
    index('law_snapshots_month_idx').on(t.month),
  ],
);

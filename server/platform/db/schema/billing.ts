import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bewerber } from './bewerber';
import { instant } from './columns';
import { customers, messeCustomers, messen } from './messen';
import { users } from './users';

/*
 * Money in and the month close (issue 26, docs/product/invoices.md,
 * docs/product/month-close.md): the customers' billing data, the pairs'
 * rates, issued invoices with gap-free numbers, and closed periods.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const money = (name: string) => bigint(name, { mode: 'number' });

/** How a customer is billed (one row per customer, written by the office). */
export const customerBilling = pgTable(
  'customer_billing',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The legal name on the invoice (BT-44), e.g. "Muster Messebau GmbH". */
    legalName: text('legal_name').notNull(),
    street: text('street').notNull(),
    addressAdditional: text('address_additional'),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull().default('DE'),
    vatId: text('vat_id'),
    invoiceEmail: text('invoice_email').notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(14),
    /** The Leitweg-ID of a public-sector customer (BT-10). */
    leitwegId: text('leitweg_id'),
    /** One line per person or per day. */
    lineArrangement: text('line_arrangement', { enum: ['person', 'day'] })
      .notNull()
      .default('person'),
    /** Attach the XRechnung XML to the invoice mail besides the ZUGFeRD PDF. */
    sendXrechnung: boolean('send_xrechnung').notNull().default(false),
    language: text('language', { enum: ['de', 'en'] })
      .notNull()
      .default('de'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('customer_billing_terms_check', sql`${t.paymentTermsDays} between 0 and 365`),
    check('customer_billing_country_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/** What a fair/customer pair is billed at (domain/rechnungen/rates.ts). */
export const pairRates = pgTable(
  'pair_rates',
  {
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    hourlyNetCents: integer('hourly_net_cents').notNull(),
    sundayPercent: integer('sunday_percent').notNull().default(0),
    holidayPercent: integer('holiday_percent').notNull().default(0),
    nightPercent: integer('night_percent').notNull().default(0),
    /** Minutes since midnight; both null: the default window 23:00–06:00. */
    nightFrom: integer('night_from'),
    nightTo: integer('night_to'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.messeId, t.customerId] }),
    foreignKey({
      columns: [t.messeId, t.customerId],
      foreignColumns: [messeCustomers.messeId, messeCustomers.customerId],
    }).onDelete('cascade'),
    check('pair_rates_hourly_check', sql`${t.hourlyNetCents} > 0`),
    check(
      'pair_rates_percent_check',
      sql`${t.sundayPercent} between 0 and 1000 and ${t.holidayPercent} between 0 and 1000 and ${t.nightPercent} between 0 and 1000`,
    ),
    check(
      'pair_rates_night_check',
      sql`(${t.nightFrom} is null) = (${t.nightTo} is null) and (${t.nightFrom} is null or (${t.nightFrom} between 0 and 1439 and ${t.nightTo} between 0 and 1439))`,
    ),
  ],
);

/** A person's own hourly rate on a pair, instead of the pair's. */
export const pairPersonRates = pgTable(
  'pair_person_rates',
  {
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    hourlyNetCents: integer('hourly_net_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messeId, t.customerId, t.bewerberId] }),
    foreignKey({
      columns: [t.messeId, t.customerId],
      foreignColumns: [pairRates.messeId, pairRates.customerId],
    }).onDelete('cascade'),
    check('pair_person_rates_hourly_check', sql`${t.hourlyNetCents} > 0`),
  ],
);

/** The last invoice number taken per year; its row lock makes numbers gap-free. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * An issued invoice or cancellation. Never updated except for the mail's
 * state and the rendered files' cache: the model (`domain/rechnungen/invoice.ts`)
 * is stored as issued, and every output renders it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** YYYY-NNNNN (domain/rechnungen/invoice-number.ts). */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind', { enum: ['invoice', 'cancellation'] }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Per pair (messe_id set) or per customer and month (month set). */
    scope: text('scope', { enum: ['pair', 'month'] }).notNull(),
    messeId: integer('messe_id').references(() => messen.id),
    /** yyyy-MM */
    month: text('month'),
    /** The invoice a cancellation cancels; one cancellation per invoice. */
    cancelsId: integer('cancels_id').unique(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    serviceFrom: date('service_from', { mode: 'string' }).notNull(),
    serviceTo: date('service_to', { mode: 'string' }).notNull(),
    netCents: money('net_cents').notNull(),
    vatCents: money('vat_cents').notNull(),
    grossCents: money('gross_cents').notNull(),
    /** The Invoice object as issued (domain/rechnungen/invoice.ts). */
    model: jsonb('model').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The invoice mail went into the outbox (last time), and to whom. */
    sentAt: instant('sent_at'),
    sentTo: text('sent_to'),
  },
  (t) => [
    unique('invoices_year_sequence').on(t.year, t.sequence),
    foreignKey({ columns: [t.cancelsId], foreignColumns: [t.id] }),
    index('invoices_customer_idx').on(t.customerId, t.issueDate),
    index('invoices_issue_date_idx').on(t.issueDate, t.id),
    check(
      'invoices_scope_check',
      sql`(${t.scope} = 'pair' and ${t.messeId} is not null) or (${t.scope} = 'month' and ${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')`,
    ),
    check(
      'invoices_cancels_check',
      sql`(${t.kind} = 'cancellation') = (${t.cancelsId} is not null)`,
    ),
  ],
);

/** The rendered files of an invoice, made once from the model and kept as made. */
export const invoiceFiles = pgTable(
  'invoice_files',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['pdf', 'xrechnung', 'zugferd'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.format] })],
);

/**
 * Each person's day an invoice billed, with the minutes: a day is billed once
 * (until its invoice is cancelled), and the month close names the invoices of
 * its period.
 */
export const invoiceDays = pgTable(
  'invoice_days',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    bewerberId: integer('bewerber_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.messeId, t.customerId, t.bewerberId, t.day] }),
    index('invoice_days_pair_day_idx').on(t.messeId, t.customerId, t.day),
  ],
);

/**
 * A closed month (all fairs) or a closed fair (all its days). While a close
 * is in force (not reopened) every time of its period refuses writes
 * (409 period_closed). Reopening keeps the row, with its reason.
 */
export const periodCloses = pgTable(
  'period_closes',
  {
    id: serial('id').primaryKey(),
    /** yyyy-MM, or null for a fair's close. */
    month: text('month'),
    messeId: integer('messe_id').references(() => messen.id),
    closedAt: instant('closed_at').notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Minutes per person, pair and day at the close: what "changed since" compares to. */
    snapshot: jsonb('snapshot').notNull(),
    /** The payroll file (CSV) made at the close, and its SHA-256. */
    payrollFile: bytea('payroll_file'),
    payrollSha256: text('payroll_sha256'),
    /** The invoices issued from the period's hours at the close. */
    invoiceIds: integer('invoice_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    reopenedAt: instant('reopened_at'),
    reopenedBy: integer('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    check(
      'period_closes_scope_check',
      sql`(${t.month} is null) <> (${t.messeId} is null) and (${t.month} is null or ${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')`,
    ),
    check(
      'period_closes_reopen_check',
      sql`(${t.reopenedAt} is null) = (${t.reopenReason} is null)`,
    ),
    // At most one close in force per month and per fair.
    uniqueIndex('period_closes_month_in_force')
      .on(t.month)
      .where(sql`${t.reopenedAt} is null and ${t.month} is not null`),
    uniqueIndex('period_closes_messe_in_force')
      .on(t.messeId)
      .where(sql`${t.reopenedAt} is null and ${t.messeId} is not null`),
  ],
);

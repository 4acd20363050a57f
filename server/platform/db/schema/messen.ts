import { sql } from 'drizzle-orm';
import { FEDERAL_STATES, type FederalState } from '@domain/shared/federal-states';
import { MAX_BREAK_MINUTES, MINUTES_PER_DAY } from '@domain/shared/times/time';
import { MAX_CROSSING_SHIFT_MINUTES } from '@domain/shared/times/shift-validation';
import { BOOKING_STATES, MEETING_TIME_PATTERN } from '@domain/shared/bookings';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { bewerber } from './bewerber';
import { instant } from './columns';
import { users } from './users';

/** A trade fair. Dates are calendar days, inclusive (no time zone involved). */
export const messen = pgTable(
  'messen',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    city: text('city').notNull(),
    dateStart: date('date_start', { mode: 'string' }).notNull(),
    dateEnd: date('date_end', { mode: 'string' }).notNull(),
    /**
     * The federal state of the fair's city (two-letter code as feiertagejs
     * uses it): its public holidays are flagged under § 9 ArbZG. Null: not
     * known yet; Sundays are flagged, holidays are not checked.
     */
    federalState: text('federal_state').$type<FederalState>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set by the office: gone from the planner and from new assignments; history stays. */
    archivedAt: instant('archived_at'),
  },
  (t) => [
    check('messen_dates_check', sql`${t.dateEnd} >= ${t.dateStart}`),
    // The office's fair list: active or archived, by date; its name or city prefix search.
    // Partial: PostgreSQL keeps no index order past an 'is null' key, so each tab has its own.
    index('messen_active_date_idx')
      .on(t.dateStart, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('messen_archived_date_idx')
      .on(t.dateStart, t.id)
      .where(sql`${t.archivedAt} is not null`),
    index('messen_name_pattern_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('messen_city_pattern_idx').on(sql`lower(${t.city}) text_pattern_ops`),
    check(
      'messen_federal_state_check',
      sql`${t.federalState} in (${sql.raw(FEDERAL_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set by the office: not offered for new fairs; its pairs and history stay. */
    archivedAt: instant('archived_at'),
    /** Mail the signed sheet to the pair's copy contact (issue 25; on by default). */
    sendSignedCopy: boolean('send_signed_copy').notNull().default(true),
    /** Hours after a fair's last day when the approval request goes out by itself; null: never. */
    autoRequestHours: integer('auto_request_hours'),
    /** Days after which an unanswered approval request counts as approved; null: never. */
    tacitApprovalDays: integer('tacit_approval_days'),
  },
  (t) => [
    // The office's customer list by name, and its prefix search.
    index('customers_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('customers_archived_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is not null`),
    index('customers_name_pattern_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/**
 * A person at a customer: who approves hours, who gets the signed sheet. The
 * office edits them; a pair names one approving and one copy contact.
 */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Free text such as "Standleitung" or "Buchhaltung". */
    role: text('role'),
    /** The language of the mails and the approval page. */
    locale: text('locale').notNull().default('de'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set when the office removes the contact: pairs and past requests keep pointing at it. */
    archivedAt: instant('archived_at'),
  },
  (t) => [
    check('customer_contacts_locale_check', sql`${t.locale} in ('de', 'en')`),
    index('customer_contacts_customer_idx').on(t.customerId, t.name),
  ],
);

/**
 * Signed SVG of a timesheet, with a hash of the content that was signed. A
 * signature belongs to one sheet: the pair's (customer, bewerber_id null) or
 * one person's on the pair (staff), and covers the days in signature_days
 * (ADR 0017). The pair columns are null only for signatures the backfill of
 * 0017 could not place (none referenced by a sheet).
 */
export const signatures = pgTable(
  'signatures',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['customer', 'staff'] }).notNull(),
    /**
     * How the customer signed (issue 25): on the tablet at the stand, by the
     * approval link ("per Link bestätigt") or tacitly after the customer's
     * deadline. Staff signatures are always 'stand'. Only 'stand' has a drawing.
     */
    method: text('method', { enum: ['stand', 'link', 'tacit'] })
      .notNull()
      .default('stand'),
    /** The drawn SVG; '' for a link or tacit approval. */
    svg: text('svg').notNull(),
    contentSha256: text('content_sha256').notNull(),
    signerName: text('signer_name').notNull(),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    messeId: integer('messe_id'),
    customerId: integer('customer_id'),
    bewerberId: integer('bewerber_id'),
    /**
     * Set when the office reopened the signed days (docs/decisions/0027-superseded-signatures.md):
     * the signature stays in the history but covers and locks nothing any more.
     */
    supersededAt: instant('superseded_at'),
    supersededBy: integer('superseded_by').references(() => users.id, { onDelete: 'set null' }),
    supersededReason: text('superseded_reason'),
    /** A link approval's contact e-mail and the address it came from. */
    approverEmail: text('approver_email'),
    approverIp: text('approver_ip'),
  },
  (t) => [
    check(
      'signatures_superseded_check',
      sql`(${t.supersededAt} is null and ${t.supersededReason} is null) or (${t.supersededAt} is not null and ${t.supersededReason} is not null)`,
    ),
    check('signatures_kind_check', sql`${t.kind} in ('customer', 'staff')`),
    check(
      'signatures_method_check',
      sql`(${t.method} = 'stand' and ${t.svg} <> '') or (${t.method} in ('link', 'tacit') and ${t.kind} = 'customer' and ${t.svg} = '')`,
    ),
    check(
      'signatures_sheet_check',
      sql`(${t.kind} = 'customer' and ${t.bewerberId} is null) or (${t.kind} = 'staff' and (${t.bewerberId} is not null or ${t.messeId} is null))`,
    ),
    index('signatures_pair_idx').on(t.messeId, t.customerId),
  ],
);

/** The days a signature covers (ADR 0017): one row per covered day. */
export const signatureDays = pgTable(
  'signature_days',
  {
    signatureId: integer('signature_id')
      .notNull()
      .references(() => signatures.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.signatureId, t.day] })],
);

/** A customer at a fair; its timesheet is signed once by the customer (by name). */
export const messeCustomers = pgTable(
  'messe_customers',
  {
    messeId: integer('messe_id')
      .notNull()
      .references(() => messen.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    signedAt: instant('signed_at'),
    signedBy: text('signed_by'),
    signatureId: integer('signature_id').references(() => signatures.id),
    /** Where and when the pair's people meet (issue 24), shown in "Meine Einsätze". */
    meetingPoint: text('meeting_point'),
    meetingTime: text('meeting_time'),
    /** The supervisor's phone on this pair, if the office enters it (shown to the staff). */
    supervisorPhone: text('supervisor_phone'),
    /** The customer's contact who approves hours (the tablet offers the name as signer). */
    approverContactId: integer('approver_contact_id').references(() => customerContacts.id, {
      onDelete: 'set null',
    }),
    /** The customer's contact who receives the signed sheet by mail. */
    copyContactId: integer('copy_contact_id').references(() => customerContacts.id, {
      onDelete: 'set null',
    }),
    /** The automatic approval request went out (job), so it is sent once. */
    approvalAutoRequestedAt: instant('approval_auto_requested_at'),
    /**
     * Revision of everything the pair's sheets show: every write to them (a time,
     * a staff or customer signature) adds one in its own transaction. The sheet
     * cache and the ETag of the customer sheet are keyed by it (ADR 0011).
     */
    rev: integer('rev').notNull().default(0),
    /** The office's list of who has not answered was mailed for this pair (reminder job). */
    unansweredListedAt: instant('unanswered_listed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messeId, t.customerId] }),
    check(
      'messe_customers_meeting_time_check',
      sql`${t.meetingTime} ~ ${sql.raw(`'${MEETING_TIME_PATTERN}'`)}`,
    ),
    // A customer's fairs (the office's customer list counts them).
    index('messe_customers_customer_idx').on(t.customerId, t.messeId),
  ],
);

/** Fairs a staff member chose in the planner (or in application step 2). */
export const bewerberMessen = pgTable(
  'bewerber_messen',
  {
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    messeId: integer('messe_id')
      .notNull()
      .references(() => messen.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bewerberId, t.messeId] }),
    // The office's 'fairs chosen' filter starts from the fair.
    index('bewerber_messen_messe_idx').on(t.messeId, t.bewerberId),
  ],
);

/** Which supervisor (a user with timetracking) may record times for which fair and customer. */
export const supervisorAssignments = pgTable(
  'supervisor_assignments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** Supervisors are booked like staff (issue 24): requested until they answer. */
    state: text('state', { enum: BOOKING_STATES }).notNull().default('requested'),
    declineReason: text('decline_reason'),
    answeredAt: instant('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredByPhone: boolean('answered_by_phone').notNull().default(false),
    changedSinceConfirmation: boolean('changed_since_confirmation').notNull().default(false),
    /** Claimed by the reminder job that mailed the 48-hour reminder (once across instances). */
    remindedAt: instant('reminded_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messeId, t.customerId] }),
    // A pair's supervisors (the staff's bookings name them, the tablets list them): by pair.
    index('supervisor_assignments_messe_customer_idx').on(t.messeId, t.customerId),
    check(
      'supervisor_assignments_state_check',
      sql`${t.state} in ('requested', 'confirmed', 'declined')`,
    ),
    check(
      'supervisor_assignments_reason_check',
      sql`${t.declineReason} is null or (${t.state} = 'declined' and length(${t.declineReason}) <= 200)`,
    ),
    foreignKey({
      columns: [t.messeId, t.customerId],
      foreignColumns: [messeCustomers.messeId, messeCustomers.customerId],
    }).onDelete('cascade'),
  ],
);

/** A staff member working for a customer at a fair; their own timesheet is signed here. */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    signedAt: instant('signed_at'),
    signatureId: integer('signature_id').references(() => signatures.id),
    /**
     * Set when the office removed the person from the pair while they had times:
     * the row stays so their times (FK, cascade) and sheet stay (docs/product/fairs.md).
     */
    removedAt: instant('removed_at'),
    /**
     * The booking (issue 24): requested until the person answers. Rows from
     * before bookings were migrated to confirmed (migration 0018).
     */
    state: text('state', { enum: BOOKING_STATES }).notNull().default('requested'),
    declineReason: text('decline_reason'),
    answeredAt: instant('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The office recorded a confirmation given by phone ("telefonisch zugesagt"). */
    answeredByPhone: boolean('answered_by_phone').notNull().default(false),
    /** The meeting point or the days changed after the confirmation: ask again. */
    changedSinceConfirmation: boolean('changed_since_confirmation').notNull().default(false),
    /** Claimed by the reminder job that mailed the 48-hour reminder (once across instances). */
    remindedAt: instant('reminded_at'),
    /**
     * Rises with every change the person's calendar shows (days, meeting point,
     * state): the iCalendar SEQUENCE of the booking's events.
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bewerberId, t.messeId, t.customerId] }),
    // The reminder job's walk: requested bookings not reminded yet.
    index('staff_assignments_reminder_idx')
      .on(t.messeId)
      .where(sql`${t.state} = 'requested' and ${t.remindedAt} is null`),
    check(
      'staff_assignments_state_check',
      sql`${t.state} in ('requested', 'confirmed', 'declined')`,
    ),
    check(
      'staff_assignments_reason_check',
      sql`${t.declineReason} is null or (${t.state} = 'declined' and length(${t.declineReason}) <= 200)`,
    ),
    foreignKey({
      columns: [t.messeId, t.customerId],
      foreignColumns: [messeCustomers.messeId, messeCustomers.customerId],
    }).onDelete('cascade'),
    index('staff_assignments_messe_customer_idx').on(t.messeId, t.customerId),
  ],
);

/** Working time of one person on one day, in minutes since midnight. */
export const times = pgTable(
  'times',
  {
    id: serial('id').primaryKey(),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    bewerberId: integer('bewerber_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    // Both null (with break 0): the day is cleared, 'no work time' (docs/product/rules.md).
    timeStart: integer('time_start'),
    timeEnd: integer('time_end'),
    timeBreak: integer('time_break').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One row per person, fair, customer and day: the idempotent target of offline replays.
    unique('times_natural_key').on(t.messeId, t.customerId, t.bewerberId, t.day),
    // A person's days across all fairs (the office review's § 5 rest check, the payroll export's month per person).
    index('times_person_day_idx').on(t.bewerberId, t.day),
    foreignKey({
      columns: [t.bewerberId, t.messeId, t.customerId],
      foreignColumns: [
        staffAssignments.bewerberId,
        staffAssignments.messeId,
        staffAssignments.customerId,
      ],
    }).onDelete('cascade'),
    check(
      'times_range_check',
      // A shift may end past midnight (end > 1440, on the next day) when it lasts at most
      // 16 hours (domain/shared/times/shift-validation.ts, ADR 0032); the rest of the rule
      // (grid, summer-time gap) is the schema's. Inlined, not bound: a check constraint cannot take parameters. The 'is not null'
      // matter: a comparison with null is unknown, and a check passes on unknown.
      sql`(${t.timeStart} is null and ${t.timeEnd} is null and ${t.timeBreak} = 0) or (${t.timeStart} is not null and ${t.timeEnd} is not null and ${t.timeStart} >= 0 and ${t.timeStart} <= ${t.timeEnd} and ${t.timeStart} <= ${sql.raw(String(MINUTES_PER_DAY))} and (${t.timeEnd} <= ${sql.raw(String(MINUTES_PER_DAY))} or ${t.timeEnd} - ${t.timeStart} <= ${sql.raw(String(MAX_CROSSING_SHIFT_MINUTES))}) and ${t.timeBreak} >= 0 and ${t.timeBreak} <= ${sql.raw(String(MAX_BREAK_MINUTES))})`,
    ),
  ],
);

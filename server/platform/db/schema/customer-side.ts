import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bewerber } from './bewerber';
import { instant } from './columns';
import { customerContacts, messeCustomers, signatures } from './messen';
import { users } from './users';

/*
 * The customer's side (issue 25): contacts, the signed sheet by mail and the
 * approval of hours by link (docs/product/customers.md).
 */

/**
 * A request to a customer's contact to approve the days of a pair that no
 * customer signature covers. The link's token is looked up by its SHA-256 and
 * never stored itself. A request takes one answer (approved or disputed); a
 * new request for the pair withdraws the open one.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => customerContacts.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** The requested days, sorted, yyyy-MM-dd. */
    days: date('days', { mode: 'string' }).array().notNull(),
    /** SHA-256 of the rows as sent (the canonical form of signatures): an answer to changed rows is refused. */
    contentSha256: text('content_sha256').notNull(),
    /** Who sent it; null when the automatic job did. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    /** "Stillschweigend bestätigt" after this instant, if the customer chose it (null: never). */
    tacitAt: instant('tacit_at'),
    openedAt: instant('opened_at'),
    answer: text('answer', { enum: ['approved', 'disputed', 'tacit'] }),
    answeredAt: instant('answered_at'),
    /** The name the contact typed when approving. */
    answeredName: text('answered_name'),
    /** The address the answer came from. */
    answeredIp: text('answered_ip'),
    /** The customer signature an approval (or a tacit one) made. */
    signatureId: integer('signature_id').references(() => signatures.id),
    withdrawnAt: instant('withdrawn_at'),
    withdrawnBy: integer('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({
      columns: [t.messeId, t.customerId],
      foreignColumns: [messeCustomers.messeId, messeCustomers.customerId],
      name: 'approval_requests_pair_fk',
    }).onDelete('cascade'),
    check('approval_requests_answer_check', sql`${t.answer} in ('approved', 'disputed', 'tacit')`),
    check(
      'approval_requests_answered_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null)`,
    ),
    index('approval_requests_pair_idx').on(t.messeId, t.customerId, t.createdAt),
    // The tacit-approval job looks only at open requests with a deadline.
    index('approval_requests_tacit_idx')
      .on(t.tacitAt)
      .where(sql`${t.answer} is null and ${t.withdrawnAt} is null and ${t.tacitAt} is not null`),
  ],
);

/**
 * A row the contact disputed: one person's day on the pair, with the comment.
 * Until the office resolves it, the day counts as unsigned (payroll, invoices).
 */
export const approvalDisputes = pgTable(
  'approval_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    messeId: integer('messe_id').notNull(),
    customerId: integer('customer_id').notNull(),
    bewerberId: integer('bewerber_id')
      .notNull()
      .references(() => bewerber.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    comment: text('comment').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** corrected: the office changed the time; answered: it kept it and wrote why. */
    resolution: text('resolution', { enum: ['corrected', 'answered'] }),
    resolutionNote: text('resolution_note'),
    resolvedAt: instant('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('approval_disputes_resolution_check', sql`${t.resolution} in ('corrected', 'answered')`),
    check(
      'approval_disputes_resolved_check',
      sql`(${t.resolution} is null) = (${t.resolvedAt} is null)`,
    ),
    uniqueIndex('approval_disputes_row_idx').on(t.requestId, t.bewerberId, t.day),
    // Payroll and the review ask per pair and day whether an open dispute is there.
    index('approval_disputes_open_idx')
      .on(t.messeId, t.customerId, t.day)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

import * as v from 'valibot';
import { lawFindingsSchema } from '@domain/shared/employment-law/findings';
import { MONTH_PATTERN } from '@domain/shared/month';
import type { Locale } from '@domain/shared/locale';
import { multiLineText } from '@domain/shared/validation';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';

/*
 * The month close (issue 26, docs/product/month-close.md): the office closes
 * a month (every fair) or a fair (all its days) after a preflight. While the
 * close is in force, every time of the period refuses writes from the tablet
 * and the office with 409 `period_closed`; the close records the payroll file
 * and the invoices made from the period. Reopening takes a reason; the close
 * then shows what changed since (hours per person and day, before and after).
 */

// Year 0000 is no date in PostgreSQL (a 500 before): the years 0001 to 9999.
const day = v.pipe(v.string(), v.isoDate());
// Bounded by a serial column's range: a larger id was a 500 from the database.
const id = v.pipe(
  v.number('required'),
  v.integer('invalid'),
  v.minValue(1, 'invalid'),
  v.maxValue(2_147_483_647, 'invalid'),
);

/** The refusal code of a write to a closed period (every area uses it). */
export const PERIOD_CLOSED = 'period_closed';

/** A month (yyyy-MM) or a fair. */
export const closePeriodSchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('month'),
      month: v.pipe(v.string('required'), v.regex(MONTH_PATTERN, 'invalid')),
    }),
    v.object({ kind: v.literal('messe'), messe_id: id }),
  ],
  'required',
);
export type ClosePeriod = v.InferOutput<typeof closePeriodSchema>;

/** GET …/vorpruefung?month= or ?messe_id= (exactly one). */
export const closePreflightQuerySchema = v.object({
  month: v.optional(v.pipe(v.string('invalid'), v.regex(MONTH_PATTERN, 'invalid'))),
  messe_id: v.optional(
    v.pipe(
      v.string('invalid'),
      v.regex(/^[1-9]\d{0,9}$/, 'invalid'),
      v.transform(Number),
      v.maxValue(2_147_483_647, 'invalid'),
    ),
  ),
});

const personRef = { staff_id: v.number(), name: v.string() };
const pairRef = {
  messe_id: v.number(),
  messe_name: v.string(),
  customer_id: v.number(),
  customer_name: v.string(),
};

/** What would be missing if the period were closed now; every list empty: nothing missing. */
export const closePreflightSchema = v.looseObject({
  period: closePeriodSchema,
  /** The close in force for the period, if any. */
  closed_id: v.nullable(v.number()),
  /** Days with work time no customer signature or approval covers. */
  unsigned: v.array(v.looseObject({ ...personRef, ...pairRef, days: v.array(day) })),
  open_disputes: v.array(v.looseObject({ ...personRef, ...pairRef, day, dispute_id: v.number() })),
  without_personnel_number: v.array(v.looseObject(personRef)),
  /** Working-time warnings (ArbZG) of the period, in the request's language. */
  working_time_warnings: v.array(v.looseObject({ ...personRef, day, text: v.string() })),
  pairs_without_rate: v.array(v.looseObject(pairRef)),
  /**
   * Employment law on the period's worked days: people with a counter past its
   * limit or without a wage (domain/shared/employment-law/findings.ts). Warnings
   * only, they do not block the close. Optional: an older server leaves it out.
   */
  employment_law: v.optional(lawFindingsSchema),
  /** People, days and minutes with work time in the period (signed or not). */
  totals: v.looseObject({ people: v.number(), days: v.number(), minutes: v.number() }),
});
export type ClosePreflight = v.InferOutput<typeof closePreflightSchema>;

export const closeSummarySchema = v.looseObject({
  id: v.number(),
  period: closePeriodSchema,
  /** The fair's name for a fair's close. */
  messe_name: v.nullable(v.string()),
  closed_at: v.string(),
  closed_by: v.nullable(v.string()),
  reopened_at: v.nullable(v.string()),
  reopened_by: v.nullable(v.string()),
  reopen_reason: v.nullable(v.string()),
  payroll_sha256: v.nullable(v.string()),
  invoices: v.array(v.looseObject({ id: v.number(), number: v.string() })),
});
export type CloseSummary = v.InferOutput<typeof closeSummarySchema>;

export const closeListSchema = v.looseObject({ closes: v.array(closeSummarySchema) });

/** GET /buero/abschluesse/{id}/aenderungen: hours per person and day, at the close and now. */
export const closeChangesSchema = v.looseObject({
  changes: v.array(
    v.looseObject({
      ...personRef,
      ...pairRef,
      day,
      /** Null: no time at that moment. */
      before_minutes: v.nullable(v.number()),
      after_minutes: v.nullable(v.number()),
    }),
  ),
});
export type CloseChanges = v.InferOutput<typeof closeChangesSchema>;

export const REOPEN_REASON_MAX = 1000;
export const reopenBodySchema = v.object({ reason: multiLineText(REOPEN_REASON_MAX) });

const MESSAGES = {
  period_closed: {
    de: 'Dieser Zeitraum ist vom Büro abgeschlossen. Änderungen sind erst nach einer Wiedereröffnung möglich.',
    en: 'This period has been closed by the office. Changes are possible only after it is reopened.',
  },
  period_already_closed: {
    de: 'Dieser Zeitraum ist bereits abgeschlossen.',
    en: 'This period is closed already.',
  },
  period_choice: {
    de: 'Bitte wählen Sie entweder einen Monat oder eine Messe.',
    en: 'Please choose either a month or a fair.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** This area's field messages, falling back to the common ones. */
export const closeMessages: MessageCatalog = (code) =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : commonMessages(code);

import * as v from 'valibot';
import type { LawFinding } from '@domain/shared/employment-law/findings';
import { lawCounterSchema } from '@domain/shared/employment-law/record-contract';
import type { Locale } from '@domain/shared/locale';
import { multiLineText } from '@domain/shared/validation';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';
import {
  WORKING_TIME_WARNING_CODES,
  type WorkingTimeWarningCode,
} from '@domain/shared/times/working-time-law';

/*
 * The office's review of the timesheets that came back from a fair (docs/product/timesheet-review.md):
 * the days, totals and signatures of each pair, whether each signature's rows
 * still hash to what was signed, and reopening signed days with a reason
 * (ADR 0027). Rules in words: docs/product/timesheet-review.md.
 */

const MESSAGES = {
  signature_superseded: {
    de: 'Diese Unterschrift wurde bereits aufgehoben.',
    en: 'This signature has already been revoked.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type BueroTimesheetsMessage = keyof typeof MESSAGES;

export function bueroTimesheetsMessage(code: BueroTimesheetsMessage, locale: Locale): string {
  return MESSAGES[code][locale];
}

/** The field messages of these screens, falling back to the common ones. */
export const bueroTimesheetsMessages: MessageCatalog = (code) =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : commonMessages(code);

export const REVIEW_FILTERS = ['unsigned', 'warnings', 'changed'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** `?filter=unsigned` etc.; absent or empty: everyone. */
export const reviewQuerySchema = v.looseObject({
  filter: v.optional(
    v.union([v.literal(''), v.picklist(REVIEW_FILTERS, 'invalid')], 'invalid'),
    '',
  ),
});

export const SUPERSEDE_REASON_MAX = 1000;

/** Body of the unlock: why the signed days are opened again (required). */
export const supersedeInputSchema = v.object({ reason: multiLineText(SUPERSEDE_REASON_MAX) });

/* ---- answers ---- */

/**
 * 'unchanged': the rows the signature covers hash to its stored content_sha256
 * today; 'changed': they do not (a row was altered behind the app's back).
 */
export type SignatureVerification = 'unchanged' | 'changed';

export type ReviewSignature = {
  id: number;
  kind: 'staff' | 'customer';
  /** The signing person (staff signatures), null for the customer's. */
  staff_id: number | null;
  signer_name: string;
  /** ISO 8601 instant. */
  signed_at: string;
  /** The covered ISO days, sorted. */
  days: string[];
  /** The supervisor who collected it (null when their account is gone). */
  supervisor: { id: number; name: string } | null;
  /**
   * How the customer signed (issue 25): drawn on the tablet at the stand, "per
   * Link bestätigt" (the approval link) or tacitly after the deadline; staff
   * signatures are always 'stand'.
   */
  method: 'stand' | 'link' | 'tacit';
  /** The contact's e-mail of a link approval; null otherwise. */
  approver_email: string | null;
  content_sha256: string;
  verification: SignatureVerification;
  /** Set when the office reopened its days; it then covers and locks nothing. */
  superseded: { at: string; by: { id: number; name: string } | null; reason: string } | null;
};

export type ReviewDay = {
  day: string;
  /** Minutes since midnight; null on a cleared day (no work time). */
  time_start: number | null;
  time_end: number | null;
  time_break: number;
  worked_minutes: number;
  /** The person's own signature covering the day (in force), if any. */
  staff_signature_id: number | null;
  /** The customer signature covering the day (in force), if any. */
  customer_signature_id: number | null;
  /** The customer's open dispute of this row (approval by link, issue 25); the day counts unsigned. */
  dispute?: { id: number; request_id: number; comment: string } | null;
};

export type ReviewWarning = { code: WorkingTimeWarningCode; paragraph: string; day: string };

export type ReviewPerson = {
  id: number;
  name: string;
  days: ReviewDay[];
  total_minutes: number;
  /** Days with work time not covered by the person's own signature. */
  unsigned_staff_days: string[];
  /** Days with work time not covered by a customer signature. */
  unsigned_customer_days: string[];
  /**
   * ArbZG warnings on this pair's days, computed over the person's days at every
   * fair (the server sends each warning whole; the review reads these fields).
   */
  warnings: ReviewWarning[];
  /** The person's signatures (in force and superseded), oldest first. */
  signatures: ReviewSignature[];
  /** A signature covering the person's rows (their own or the customer's) no longer matches. */
  changed: boolean;
  /**
   * Employment law on the worked days of the fair's years and months: the
   * counters past their limit or without a wage (domain/shared/employment-law/findings.ts);
   * absent when there is nothing to list.
   */
  employment_law?: LawFinding['counters'];
};

export type ReviewPair = {
  customer: { id: number; name: string };
  people: ReviewPerson[];
  /** Every customer signature (in force and superseded), oldest first. */
  customer_signatures: ReviewSignature[];
  /** Per day: the minutes of everyone shown. */
  day_totals: { day: string; worked_minutes: number }[];
  total_minutes: number;
  /** People of the pair before the filter. */
  people_count: number;
};

export type FairReview = {
  fair: { id: number; name: string; start: string; end: string; federal_state: string | null };
  filter: ReviewFilter | '';
  pairs: ReviewPair[];
};

export type PairReview = {
  fair: FairReview['fair'];
  filter: ReviewFilter | '';
  pair: ReviewPair;
};

/* ---- answer schemas (the API description; the types above are what the server builds) ---- */

const person = v.looseObject({ id: v.number(), name: v.string() });

export const reviewSignatureSchema = v.looseObject({
  id: v.number(),
  kind: v.picklist(['staff', 'customer']),
  staff_id: v.nullable(v.number()),
  signer_name: v.string(),
  signed_at: v.string(),
  days: v.array(v.string()),
  supervisor: v.nullable(person),
  method: v.picklist(['stand', 'link', 'tacit']),
  approver_email: v.nullable(v.string()),
  content_sha256: v.string(),
  verification: v.picklist(['unchanged', 'changed']),
  superseded: v.nullable(
    v.looseObject({ at: v.string(), by: v.nullable(person), reason: v.string() }),
  ),
});

const warningSchema = v.looseObject({
  code: v.picklist(WORKING_TIME_WARNING_CODES),
  paragraph: v.string(),
  day: v.string(),
});

export const reviewPairSchema = v.looseObject({
  customer: person,
  people: v.array(
    v.looseObject({
      id: v.number(),
      name: v.string(),
      days: v.array(
        v.looseObject({
          day: v.string(),
          time_start: v.nullable(v.number()),
          time_end: v.nullable(v.number()),
          time_break: v.number(),
          worked_minutes: v.number(),
          staff_signature_id: v.nullable(v.number()),
          customer_signature_id: v.nullable(v.number()),
          dispute: v.optional(
            v.nullable(
              v.looseObject({ id: v.number(), request_id: v.number(), comment: v.string() }),
            ),
          ),
        }),
      ),
      total_minutes: v.number(),
      unsigned_staff_days: v.array(v.string()),
      unsigned_customer_days: v.array(v.string()),
      warnings: v.array(warningSchema),
      signatures: v.array(reviewSignatureSchema),
      changed: v.boolean(),
      employment_law: v.optional(v.array(lawCounterSchema)),
    }),
  ),
  customer_signatures: v.array(reviewSignatureSchema),
  day_totals: v.array(v.looseObject({ day: v.string(), worked_minutes: v.number() })),
  total_minutes: v.number(),
  people_count: v.number(),
});

const fairSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  start: v.string(),
  end: v.string(),
  federal_state: v.nullable(v.string()),
});
const filterSchema = v.picklist(['', ...REVIEW_FILTERS]);

export const fairReviewSchema = v.looseObject({
  fair: fairSchema,
  filter: filterSchema,
  pairs: v.array(reviewPairSchema),
});

export const pairReviewSchema = v.looseObject({
  fair: fairSchema,
  filter: filterSchema,
  pair: reviewPairSchema,
});

export const supersededSignatureSchema = v.looseObject({
  id: v.number(),
  superseded_at: v.string(),
  reason: v.string(),
});
export type SupersededSignature = v.InferOutput<typeof supersededSignatureSchema>;

// The schemas describe what the server builds (checked here, at compile time,
// without a runtime export: a type that fails to build when they drift apart).
type Holds<T extends true> = T;
type _SchemasMatchTheAnswers = [
  Holds<FairReview extends v.InferOutput<typeof fairReviewSchema> ? true : false>,
  Holds<PairReview extends v.InferOutput<typeof pairReviewSchema> ? true : false>,
];

import * as v from 'valibot';
import { LOCALES } from '@domain/shared/locale';
import { multiLineText, singleLineText } from '@domain/shared/validation';

/*
 * The customer's approval of hours by link (issue 25, docs/product/customers.md):
 * the public page's answer and the two answers the contact can give. The
 * sheet shows exactly the requested days' rows, with the numbers of the
 * customer sheet PDF (worked minutes after the break, per row, person and in all).
 */

/** How long an approval link works. */
export const APPROVAL_LINK_VALID_DAYS = 14;
/** A dispute's comment ("Person war 14–16 Uhr nicht am Stand"). */
export const DISPUTE_COMMENT_MAX = 500;
/** The name the approving contact types. */
export const APPROVER_NAME_MAX = 120;

/** open: waiting for an answer; the others are the answer it took (it takes no further one). */
export const APPROVAL_STATES = ['open', 'approved', 'disputed', 'tacit'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const day = v.pipe(v.string(), v.isoDate());

/** One person's time on one requested day. Minutes from the day's midnight; an end past 1440 is the next morning. */
export const approvalRowSchema = v.looseObject({
  staff_id: v.number(),
  name: v.string(),
  day,
  time_start: v.number(),
  time_end: v.number(),
  time_break: v.number(),
  /** Worked minutes (elapsed in Europe/Berlin less the break). */
  minutes: v.number(),
});
export type ApprovalRow = v.InferOutput<typeof approvalRowSchema>;

export const approvalDisputeRowSchema = v.looseObject({
  staff_id: v.number(),
  day,
  comment: v.string(),
});

/** GET /app/api/freigabe/{token}: the sheet of the requested days and its state. */
export const approvalPageSchema = v.looseObject({
  state: v.picklist(APPROVAL_STATES),
  /** The contact's language: the page opens in it unless the address names another. */
  locale: v.picklist(LOCALES),
  fair: v.looseObject({
    name: v.string(),
    city: v.string(),
    date_start: day,
    date_end: day,
  }),
  customer: v.string(),
  contact: v.string(),
  days: v.array(day),
  rows: v.array(approvalRowSchema),
  totals: v.looseObject({
    minutes: v.number(),
    per_staff: v.array(
      v.looseObject({ staff_id: v.number(), name: v.string(), minutes: v.number() }),
    ),
  }),
  /** SHA-256 of the rows in the signatures' canonical form (checkable like a signature's). */
  content_sha256: v.string(),
  expires_at: v.string(),
  /** The answer, once given. */
  answer: v.nullable(
    v.looseObject({
      at: v.string(),
      name: v.nullable(v.string()),
      disputes: v.array(approvalDisputeRowSchema),
    }),
  ),
});
export type ApprovalPage = v.InferOutput<typeof approvalPageSchema>;

/** POST …/bestaetigen: the contact approves every requested day. */
export const approveBodySchema = v.object({
  name: singleLineText(APPROVER_NAME_MAX),
  /** The checkbox "Ich bestätige die Stunden …": must be true. */
  confirmed: v.literal(true, 'required'),
  /** The hash the page showed: the rows must not have changed since. */
  content_sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'invalid')),
});
export type ApproveBody = v.InferInput<typeof approveBodySchema>;

/** POST …/beanstanden: the contact disputes single rows, each with a comment. */
export const disputeBodySchema = v.object({
  rows: v.pipe(
    v.array(
      v.object({
        staff_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
        day,
        comment: multiLineText(DISPUTE_COMMENT_MAX),
      }),
    ),
    v.minLength(1, 'required'),
    v.maxLength(5000),
  ),
  content_sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'invalid')),
});
export type DisputeBody = v.InferInput<typeof disputeBodySchema>;

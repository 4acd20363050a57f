import * as v from 'valibot';
import { type ApplicantStatus, APPLICANT_STATUSES } from './applicants-contract';
import { multiLine, visibleText } from '@domain/shared/validation';

/*
 * The office's decisions on an application (docs/product/office.md):
 * accept (a staff account and an invitation mail), reject (an optional reason
 * and an optional neutral mail) and send the invitation again: the body and the
 * answer of the operations in domain/buero/operations/applicants.ts.
 */

/** How long an invitation's set-password link works (a reset link: 60 minutes). */
export const INVITATION_VALID_DAYS = 7;
export const REJECT_REASON_MAX = 1000;

/** POST …/ablehnen: both fields optional; a blank reason is no reason. */
export const rejectApplicationSchema = v.object({
  reason: v.pipe(
    v.optional(v.nullable(v.string('invalid')), ''),
    v.transform((value) => value ?? ''),
    multiLine(),
    v.trim(),
    visibleText(),
    v.maxLength(REJECT_REASON_MAX, 'too_long'),
    v.transform((value) => (value === '' ? null : value)),
  ),
  send_mail: v.optional(v.boolean('invalid'), false),
});
export type RejectApplicationInput = v.InferInput<typeof rejectApplicationSchema>;

/** The answer of every decision: the application's new status. */
export const decisionResultSchema = v.looseObject({
  id: v.number(),
  status: v.picklist(APPLICANT_STATUSES),
  /** Whether a mail was queued (the invitation, or the rejection when asked for). */
  mail_queued: v.boolean(),
});
export type DecisionResult = { id: number; status: ApplicantStatus; mail_queued: boolean };

import * as v from 'valibot';
import { type ApplicantStatus, APPLICANT_STATUSES, BUERO_API_PREFIX } from './applicants-contract';
import { multiLine, visibleText } from '@domain/shared/validation';

/*
 * The office's decisions on an application (docs/product/office.md):
 * accept (a staff account and an invitation mail), reject (an optional reason
 * and an optional neutral mail) and send the invitation again. The server
 * registers the patterns and parses the bodies with these schemas; the browser
 * builds its paths with the builders and checks the answers.
 */

/** Route patterns below BUERO_API_PREFIX (Fastify syntax). */
export const BUERO_DECISION_PATTERNS = {
  accept: '/bewerbungen/:id/annehmen',
  reject: '/bewerbungen/:id/ablehnen',
  resendInvitation: '/bewerbungen/:id/einladung',
} as const;

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

const base = 'buero/bewerbungen';

/** Paths relative to /app/api (the API client's prefix). */
export const bueroDecisionApiPaths = {
  accept: (id: number): string => `${base}/${String(id)}/annehmen`,
  reject: (id: number): string => `${base}/${String(id)}/ablehnen`,
  resendInvitation: (id: number): string => `${base}/${String(id)}/einladung`,
};

/** The full paths (tests, OpenAPI). */
export const bueroDecisionUrls = {
  accept: (id: number): string => `${BUERO_API_PREFIX}/bewerbungen/${String(id)}/annehmen`,
  reject: (id: number): string => `${BUERO_API_PREFIX}/bewerbungen/${String(id)}/ablehnen`,
  resendInvitation: (id: number): string =>
    `${BUERO_API_PREFIX}/bewerbungen/${String(id)}/einladung`,
};

import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import { timeEntryMessages } from '@domain/shared/times/time-entry-messages';
import { approvalPageSchema, approveBodySchema, disputeBodySchema } from './approval';
import {
  approvalRequestBodySchema,
  disputeResolutionBodySchema,
  officeApprovalRequestSchema,
  officeDisputeSchema,
  pairApprovalsSchema,
} from './office';

/*
 * Approval of hours by link (issue 25). The public calls take the link's token
 * as their only access: a wrong, withdrawn, expired or malformed token is one
 * and the same 404 (no hint whether it ever existed), rate limited per address.
 */

const tokenParams = v.object({
  // Any text: a malformed token is the same 404 as an unknown one, never a 400.
  token: v.pipe(v.fallback(v.string(), ''), v.description('The link’s token (43 characters).')),
});
const publicRefusals = {
  not_found: { status: 404, description: 'Unknown, withdrawn, expired or malformed link (alike).' },
  too_many_attempts: { status: 429, description: 'This address asked too often.' },
} as const;
const answerRefusals = {
  ...publicRefusals,
  approval_answered: { status: 409, description: 'The request has its answer already.' },
  approval_changed: {
    status: 409,
    description: 'The rows changed since the page was shown (the hash differs): reload.',
  },
} as const;

export const freigabeOperations = {
  page: defineOperation({
    method: 'get',
    path: '/freigabe/:token',
    tag: 'freigabe',
    summary: 'The sheet of the requested days, for the customer’s contact',
    access: 'public',
    params: tokenParams,
    answer: approvalPageSchema,
    answerDescription:
      'The rows, totals, hash and the answer if one was given. The first call is audited as opened.',
    refusals: publicRefusals,
  }),
  approve: defineOperation({
    method: 'post',
    path: '/freigabe/:token/bestaetigen',
    tag: 'freigabe',
    summary: 'Approve every requested day (a customer signature “per Link bestätigt”)',
    access: 'public',
    params: tokenParams,
    body: approveBodySchema,
    answer: approvalPageSchema,
    answerDescription: 'The page in its answered state.',
    refusals: {
      ...answerRefusals,
      period_closed: {
        status: 409,
        description: 'The office closed the month or fair of a requested day (issue 26).',
      },
    },
  }),
  dispute: defineOperation({
    method: 'post',
    path: '/freigabe/:token/beanstanden',
    tag: 'freigabe',
    summary: 'Dispute single rows, each with a comment',
    access: 'public',
    params: tokenParams,
    body: disputeBodySchema,
    answer: approvalPageSchema,
    answerDescription: 'The page in its answered state.',
    refusals: {
      ...answerRefusals,
      approval_row_unknown: { status: 422, description: 'A disputed row is not on the sheet.' },
    },
  }),
};

const office = { area: 'buero' } as const;
const pairParams = v.object({ id: serialIdParam, customerId: serialIdParam });

export const freigabeOfficeOperations = {
  list: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/kunden/:customerId/freigaben',
    tag: 'buero',
    summary:
      'A pair’s approval requests, their answers and disputes, and the days a request may name',
    access: office,
    params: pairParams,
    answer: pairApprovalsSchema,
    answerDescription: 'Requests newest first; unsigned days; the customer’s contacts.',
    refusals: { not_found: { status: 404, description: 'No such pair.' } },
  }),
  request: defineOperation({
    method: 'post',
    path: '/buero/messen/:id/kunden/:customerId/freigaben',
    tag: 'buero',
    summary: 'Send an approval request for chosen days (the open one is withdrawn)',
    access: office,
    params: pairParams,
    body: approvalRequestBodySchema,
    answer: officeApprovalRequestSchema,
    answerDescription: 'The new request; its mail is in the outbox.',
    successStatus: 201,
    refusals: {
      not_found: { status: 404, description: 'No such pair.' },
      approval_days_signed: {
        status: 409,
        description: 'A chosen day has no work time or a customer signature covers it.',
      },
      approval_contact_unknown: {
        status: 422,
        description: 'The contact is not one of the customer’s (or archived).',
      },
    },
  }),
  withdraw: defineOperation({
    method: 'post',
    path: '/buero/freigaben/:requestId/zurueckziehen',
    tag: 'buero',
    summary: 'Withdraw an open approval request: its link stops working (audited)',
    access: office,
    params: v.object({ requestId: serialIdParam }),
    answer: officeApprovalRequestSchema,
    answerDescription: 'The request, withdrawn.',
    refusals: {
      not_found: { status: 404, description: 'No such request.' },
      approval_answered: { status: 409, description: 'The request has its answer already.' },
    },
  }),
  resolveDispute: defineOperation({
    method: 'post',
    path: '/buero/einwaende/:disputeId/erledigen',
    tag: 'buero',
    summary:
      'Resolve a disputed row: corrected (after changing the time) or answered without a change',
    description: 'The contact is told by mail with the note. Audited.',
    access: office,
    params: v.object({ disputeId: serialIdParam }),
    body: disputeResolutionBodySchema,
    answer: officeDisputeSchema,
    answerDescription: 'The dispute, resolved.',
    refusals: {
      not_found: { status: 404, description: 'No such dispute.' },
      dispute_resolved: { status: 409, description: 'The dispute is resolved already.' },
      period_closed: {
        status: 409,
        description: 'A correction of a day of a closed month or fair (issue 26). Nothing changed.',
      },
      sheet_signed: {
        status: 409,
        description:
          'A correction of a day a signature in force covers (the person’s or the customer’s): reopen it first. Nothing changed.',
      },
      dispute_row_gone: {
        status: 409,
        description:
          'A correction of a row whose person is no longer assigned or day no longer in the fair.',
      },
      validation_failed: {
        status: 422,
        description: 'A bad body: field errors (a correction’s time under `time.time_start` etc.).',
      },
    },
    messages: timeEntryMessages,
  }),
};

import { defineOperation } from '@domain/shared/operation';
import { idParams } from '@domain/shared/id-params';
import {
  applicantDetailSchema,
  applicantListQuerySchema,
  applicantListSchema,
  applicantOptionsSchema,
} from '../applicants-contract';
import { decisionResultSchema, rejectApplicationSchema } from '../decision-contract';

const notFound = { status: 404, description: 'No such application.' } as const;
const alreadyDecided = {
  status: 409,
  description: 'The application is decided already.',
} as const;

/**
 * The office's applicant screens (docs/product/office.md, ADR 0022/0023): the
 * list, what its filters offer, one application, and the decisions on it.
 */
export const applicantOperations = {
  list: defineOperation({
    method: 'get',
    path: '/buero/bewerbungen',
    tag: 'buero',
    summary: 'One page of the applicant list',
    description:
      'Lists in the query are comma-separated; `languages` and `experience` are ' +
      "`key:level` pairs. Continue with the answer's cursor.",
    access: { area: 'buero' },
    query: applicantListQuerySchema,
    queryStatus: 422,
    answer: applicantListSchema,
    answerDescription: 'One page.',
    refusals: {
      validation_failed: {
        status: 422,
        description: 'A cursor of another sort, or a forged one.',
      },
    },
  }),
  options: defineOperation({
    method: 'get',
    path: '/buero/bewerbungen/optionen',
    tag: 'buero',
    summary: 'What the list filters offer',
    access: { area: 'buero' },
    answer: applicantOptionsSchema,
    answerDescription: 'Locations and fairs.',
  }),
  detail: defineOperation({
    method: 'get',
    path: '/buero/bewerbungen/:id',
    tag: 'buero',
    summary: 'One application with its history (the view is audited)',
    access: { area: 'buero' },
    params: idParams,
    answer: applicantDetailSchema,
    answerDescription: 'The application.',
    refusals: { not_found: notFound },
  }),
  accept: defineOperation({
    method: 'post',
    path: '/buero/bewerbungen/:id/annehmen',
    tag: 'buero',
    summary: 'Accept a complete application: staff account and invitation mail',
    description:
      'Creates a staff login (no password yet) linked to the applicant, sets the ' +
      'decision `invited` and queues a mail with a set-password link valid 7 days.',
    access: { area: 'buero' },
    params: idParams,
    answer: decisionResultSchema,
    answerDescription: 'The new status.',
    refusals: {
      not_found: notFound,
      application_already_decided: alreadyDecided,
      application_incomplete: { status: 409, description: 'Step 2 is missing.' },
      application_email_taken: { status: 409, description: 'The address has an account.' },
    },
  }),
  reject: defineOperation({
    method: 'post',
    path: '/buero/bewerbungen/:id/ablehnen',
    tag: 'buero',
    summary: 'Reject an undecided application',
    description:
      'Optional reason (shown to the office) and optional neutral mail to the applicant ' +
      "in the application's language.",
    access: { area: 'buero' },
    params: idParams,
    body: rejectApplicationSchema,
    answer: decisionResultSchema,
    answerDescription: 'The new status.',
    refusals: { not_found: notFound, application_already_decided: alreadyDecided },
  }),
  resendInvitation: defineOperation({
    method: 'post',
    path: '/buero/bewerbungen/:id/einladung',
    tag: 'buero',
    summary: 'Send the invitation again (the old link stops working)',
    access: { area: 'buero' },
    params: idParams,
    answer: decisionResultSchema,
    answerDescription: 'The status (still invited).',
    refusals: {
      not_found: notFound,
      application_not_invited: {
        status: 409,
        description: 'The application is not `invited` (or the password is set already).',
      },
    },
  }),
};

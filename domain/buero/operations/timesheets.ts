import * as v from 'valibot';
import {
  bueroTimesheetsMessages,
  fairReviewSchema,
  pairReviewSchema,
  reviewQuerySchema,
  supersededSignatureSchema,
  supersedeInputSchema,
} from '@domain/buero/timesheets-contract';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';

/*
 * The office's review of the timesheets (docs/product/timesheet-review.md):
 * a fair's and a pair's days, totals, signatures and their hash check, and
 * reopening a signature's days with a reason. The schemas live in
 * timesheets-contract.ts.
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const notFound = { status: 404, description: 'No such fair, pair or signature.' } as const;

export const timesheetOperations = {
  fairReview: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/zeiten',
    tag,
    summary: "A fair's timesheets for review, by customer",
    description:
      "Each person's days with totals, which signatures cover them, what is unsigned, " +
      'ArbZG warnings (across all fairs) and per signature whether the rows still hash ' +
      'to its content_sha256. filter: unsigned, warnings or changed.',
    access: office,
    params: v.object({ id: serialIdParam }),
    query: reviewQuerySchema,
    queryStatus: 422,
    messages: bueroTimesheetsMessages,
    answer: fairReviewSchema,
    answerDescription: 'The review.',
    refusals: { not_found: notFound },
  }),
  pairReview: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/kunden/:customerId/zeiten',
    tag,
    summary: "One customer's timesheet at a fair for review",
    access: office,
    params: v.object({ id: serialIdParam, customerId: serialIdParam }),
    query: reviewQuerySchema,
    queryStatus: 422,
    messages: bueroTimesheetsMessages,
    answer: pairReviewSchema,
    answerDescription: 'The review of the pair.',
    refusals: { not_found: notFound },
  }),
  supersede: defineOperation({
    method: 'post',
    path: '/buero/unterschriften/:signatureId/aufheben',
    tag,
    summary: 'Reopen the days a signature covers (the signature is kept as superseded)',
    description:
      'A reason is required. The days take times again and need a new signature; ' +
      'the supervisor sees the reopening on the sheet.',
    access: office,
    params: v.object({ signatureId: serialIdParam }),
    body: supersedeInputSchema,
    messages: bueroTimesheetsMessages,
    answer: supersededSignatureSchema,
    answerDescription: 'The superseded signature.',
    refusals: {
      not_found: notFound,
      signature_superseded: { status: 409, description: 'The signature is already superseded.' },
      period_closed: {
        status: 409,
        description: 'A day of the signature is in a closed month or fair (issue 26).',
      },
    },
  }),
};

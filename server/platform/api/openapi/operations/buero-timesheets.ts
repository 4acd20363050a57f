import {
  BUERO_TIMESHEETS_API_PATTERNS as P,
  fairReviewSchema,
  pairReviewSchema,
  reviewQuerySchema,
  supersededSignatureSchema,
  supersedeInputSchema,
} from '@domain/buero/timesheets-contract';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;
const tag = 'buero';
const access = 'office';

/** server/areas/buero/routes/timesheets.ts (docs/product/timesheet-review.md). */
export const bueroTimesheetsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: buero(P.fairTimes),
    tag,
    summary: "A fair's timesheets for review, by customer",
    description:
      "Each person's days with totals, which signatures cover them, what is unsigned, " +
      'ArbZG warnings (across all fairs) and per signature whether the rows still hash ' +
      'to its content_sha256. filter: unsigned, warnings or changed.',
    access,
    querySchema: reviewQuerySchema,
    answer: { description: 'The review.', schema: fairReviewSchema },
    errors: [400, 404, 422],
  },
  {
    method: 'get',
    path: buero(P.pairTimes),
    tag,
    summary: "One customer's timesheet at a fair for review",
    access,
    querySchema: reviewQuerySchema,
    answer: { description: 'The review of the pair.', schema: pairReviewSchema },
    errors: [400, 404, 422],
  },
  {
    method: 'post',
    path: buero(P.signatureSupersede),
    tag,
    summary: 'Reopen the days a signature covers (the signature is kept as superseded)',
    description:
      'A reason is required. The days take times again and need a new signature; ' +
      'the supervisor sees the reopening on the sheet. 409 when already superseded.',
    access,
    body: { kind: 'json', schema: supersedeInputSchema },
    answer: { description: 'The superseded signature.', schema: supersededSignatureSchema },
    errors: [400, 404, 409, 422],
  },
];

import {
  applicantDetailSchema,
  applicantListQuerySchema,
  applicantListSchema,
  applicantOptionsSchema,
  BUERO_API_PATTERNS,
} from '../../../../domain/buero-contract';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;

/** server/buero/routes.ts (paths from the contract's BUERO_API_PATTERNS). */
export const bueroOperations: ApiOperation[] = [
  {
    method: 'get',
    path: buero(BUERO_API_PATTERNS.applicants),
    tag: 'buero',
    summary: 'One page of the applicant list',
    description:
      'Lists in the query are comma-separated; `languages` and `experience` are ' +
      "`key:level` pairs. Continue with the answer's cursor.",
    access: 'office',
    querySchema: applicantListQuerySchema,
    answer: { description: 'One page.', schema: applicantListSchema },
    errors: [422],
  },
  {
    method: 'get',
    path: buero(BUERO_API_PATTERNS.applicantOptions),
    tag: 'buero',
    summary: 'What the list filters offer',
    access: 'office',
    answer: { description: 'Locations and fairs.', schema: applicantOptionsSchema },
    errors: [],
  },
  {
    method: 'get',
    path: buero(BUERO_API_PATTERNS.applicant),
    tag: 'buero',
    summary: 'One application with its history (the view is audited)',
    access: 'office',
    answer: { description: 'The application.', schema: applicantDetailSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: buero(BUERO_API_PATTERNS.applicantPhoto),
    tag: 'buero',
    summary: 'The application photo (the view is audited)',
    access: 'office',
    answer: { description: 'The photo, re-encoded as JPEG.', files: ['image/jpeg'] },
    errors: [400, 404],
  },
];

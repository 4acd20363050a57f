import * as v from 'valibot';
import {
  documentCheckedSchema,
  revealAnswerSchema,
  revealBodySchema,
  STAFF_API_PATTERNS,
  staffAssignmentsSchema,
  staffDetailSchema,
  staffFlagsBodySchema,
  staffListQuerySchema,
  staffListSchema,
  staffStateSchema,
} from '@domain/buero/staff-contract';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;
const emptyBody = { kind: 'json', schema: v.object({}) } as const;

/** server/areas/buero/routes/staff-*.ts (paths from domain/buero/staff-contract.ts). */
export const bueroStaffOperations: ApiOperation[] = [
  {
    method: 'get',
    path: buero(STAFF_API_PATTERNS.list),
    tag: 'buero',
    summary: 'One page of the staff list',
    description:
      "The applicant list's person filters, paging and sorts (`date`: the login's creation), " +
      'plus `contract`, `timetracking`, `documents` (any uploaded) and `active` as 0/1, and ' +
      '`account` (`active`: can log in, `invited`: no password set yet, `deactivated`).',
    access: 'office',
    querySchema: staffListQuerySchema,
    answer: { description: 'One page.', schema: staffListSchema },
    errors: [422],
  },
  {
    method: 'get',
    path: buero(STAFF_API_PATTERNS.detail),
    tag: 'buero',
    summary: 'One staff member, payroll fields masked (the view is audited)',
    access: 'office',
    answer: { description: 'The staff member.', schema: staffDetailSchema },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: buero(STAFF_API_PATTERNS.reveal),
    tag: 'buero',
    summary: 'One masked payroll field in full (audited: the field, never the value)',
    access: 'office',
    body: { kind: 'json', schema: revealBodySchema },
    answer: { description: 'The value.', schema: revealAnswerSchema },
    errors: [400, 404, 422],
  },
  {
    method: 'post',
    path: buero(STAFF_API_PATTERNS.flags),
    tag: 'buero',
    summary: 'Set or clear the contract and time-tracking flags (audited)',
    description: "Reaches the person's sessions at once here, within SESSION_CACHE_MS elsewhere.",
    access: 'office',
    body: { kind: 'json', schema: staffFlagsBodySchema },
    answer: { description: 'The state after the change.', schema: staffStateSchema },
    errors: [400, 404, 422],
  },
  {
    method: 'post',
    path: buero(STAFF_API_PATTERNS.deactivate),
    tag: 'buero',
    summary: 'Deactivate the login: sessions end, login and reset refused (audited)',
    access: 'office',
    body: emptyBody,
    answer: { description: 'The state after the change.', schema: staffStateSchema },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: buero(STAFF_API_PATTERNS.reactivate),
    tag: 'buero',
    summary: 'Reactivate the login (audited)',
    access: 'office',
    body: emptyBody,
    answer: { description: 'The state after the change.', schema: staffStateSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: buero(STAFF_API_PATTERNS.document),
    tag: 'buero',
    summary: "One of the staff member's documents (audited)",
    access: 'office',
    answer: {
      description: 'The file as uploaded, as a download.',
      files: ['application/pdf', 'image/jpeg', 'image/png'],
    },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: buero(STAFF_API_PATTERNS.documentChecked),
    tag: 'buero',
    summary: 'Mark a document as checked (audited; a second call keeps the first mark)',
    access: 'office',
    body: emptyBody,
    answer: { description: 'The document.', schema: documentCheckedSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: buero(STAFF_API_PATTERNS.assignments),
    tag: 'buero',
    summary: 'The fair/customer pairs the staff member is on, soonest fair first',
    description:
      "Adding the person to a pair is the pair's call (`POST …/kunden/{customerId}/personal`).",
    access: 'office',
    answer: { description: 'The assignments.', schema: staffAssignmentsSchema },
    errors: [400, 404],
  },
];

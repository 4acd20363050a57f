import {
  applicantDetailSchema,
  applicantListQuerySchema,
  applicantListSchema,
  applicantOptionsSchema,
  BUERO_API_PATTERNS,
} from '@domain/buero/applicants-contract';
import {
  BUERO_DECISION_PATTERNS,
  decisionResultSchema,
  rejectApplicationSchema,
} from '@domain/buero/decision-contract';
import {
  auditPageQuerySchema,
  auditPageSchema,
  BUERO_GDPR_PATTERNS,
  erasedPersonSchema,
  erasePersonBodySchema,
  newOfficeUserSchema,
  officeUserCreatedSchema,
  officeUserListSchema,
} from '@domain/buero/gdpr-contract';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;

/** server/areas/buero/routes.ts (paths from the contract's BUERO_API_PATTERNS). */
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
  {
    method: 'post',
    path: buero(BUERO_DECISION_PATTERNS.accept),
    tag: 'buero',
    summary: 'Accept a complete application: staff account and invitation mail',
    description:
      'Creates a staff login (no password yet) linked to the applicant, sets the ' +
      'decision `invited` and queues a mail with a set-password link valid 7 days. ' +
      '409 when already decided, when step 2 is missing or when the address has an account.',
    access: 'office',
    answer: { description: 'The new status.', schema: decisionResultSchema },
    errors: [400, 404, 409],
  },
  {
    method: 'post',
    path: buero(BUERO_DECISION_PATTERNS.reject),
    tag: 'buero',
    summary: 'Reject an undecided application',
    description:
      'Optional reason (shown to the office) and optional neutral mail to the applicant ' +
      "in the application's language. 409 when already decided.",
    access: 'office',
    body: { kind: 'json', schema: rejectApplicationSchema },
    answer: { description: 'The new status.', schema: decisionResultSchema },
    errors: [400, 404, 409, 422],
  },
  {
    method: 'post',
    path: buero(BUERO_DECISION_PATTERNS.resendInvitation),
    tag: 'buero',
    summary: 'Send the invitation again (the old link stops working)',
    description: '409 unless the application is `invited` (no password set yet).',
    access: 'office',
    answer: { description: 'The status (still invited).', schema: decisionResultSchema },
    errors: [400, 404, 409],
  },
  {
    method: 'get',
    path: buero(BUERO_GDPR_PATTERNS.personExport),
    tag: 'buero',
    summary: "One person's data as a ZIP (GDPR export; audited)",
    description:
      '`person.json` (every applicant row of the address with master data decrypted, ' +
      'locations, fairs, applications, documents, assignments, times, signatures, the ' +
      'login, mails and audit entries) and the files (photo, documents).',
    access: 'office',
    answer: { description: 'The ZIP, streamed.', files: ['application/zip'] },
    errors: [400, 404, 429],
  },
  {
    method: 'post',
    path: buero(BUERO_GDPR_PATTERNS.personErase),
    tag: 'buero',
    summary: 'Erase a person (GDPR; audited, idempotent)',
    description:
      "`confirm` is the person's name as shown. Personal data is deleted; time records " +
      'and signatures stay, linked to the pseudonym (docs/product/data-retention.md).',
    access: 'office',
    body: { kind: 'json', schema: erasePersonBodySchema },
    answer: { description: 'Erased.', schema: erasedPersonSchema },
    errors: [400, 404, 409, 422],
  },
  {
    method: 'get',
    path: buero(BUERO_GDPR_PATTERNS.personAudit),
    tag: 'buero',
    summary: "A person's audit entries, newest first",
    access: 'office',
    querySchema: auditPageQuerySchema,
    answer: { description: 'One page.', schema: auditPageSchema },
    errors: [400, 404, 422],
  },
  {
    method: 'get',
    path: buero(BUERO_GDPR_PATTERNS.messeAudit),
    tag: 'buero',
    summary: "A fair's audit entries, newest first",
    access: 'office',
    querySchema: auditPageQuerySchema,
    answer: { description: 'One page.', schema: auditPageSchema },
    errors: [400, 404, 422],
  },
  {
    method: 'get',
    path: buero(BUERO_GDPR_PATTERNS.officeUsers),
    tag: 'buero',
    summary: 'The office accounts',
    access: 'office',
    answer: { description: 'Every office account.', schema: officeUserListSchema },
    errors: [],
  },
  {
    method: 'post',
    path: buero(BUERO_GDPR_PATTERNS.officeUsers),
    tag: 'buero',
    summary: 'Create an office account (audited)',
    access: 'office',
    body: { kind: 'json', schema: newOfficeUserSchema },
    answer: { description: 'Created.', schema: officeUserCreatedSchema },
    errors: [409, 422],
  },
];

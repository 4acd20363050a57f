import { PEOPLE_FILE_PATTERNS } from '@domain/buero/operations/people-files';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;

/**
 * The office people part's file answers, registered by hand
 * (server/areas/buero/routes/) until the operation table has file answers
 * (ADR 0035); its other operations come from domain/buero/operations/.
 */
export const bueroPeopleFileOperations: ApiOperation[] = [
  {
    method: 'get',
    path: buero(PEOPLE_FILE_PATTERNS.applicantPhoto),
    tag: 'buero',
    summary: 'The application photo (the view is audited)',
    access: 'office',
    answer: { description: 'The photo, re-encoded as JPEG.', files: ['image/jpeg'] },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: buero(PEOPLE_FILE_PATTERNS.staffDocument),
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
    method: 'get',
    path: buero(PEOPLE_FILE_PATTERNS.personExport),
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
];

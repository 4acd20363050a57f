import { applicantListSearch, type ApplicantListQuery } from '@domain/buero/applicants-contract';
import { applicantOperations, staffOperations } from '@domain/buero/operations/people';
import { officeFileOperations } from '@domain/buero/operations/files';
import { staffListSearch, type StaffListQuery } from '@domain/buero/staff-contract';
import { buildPath } from '@domain/shared/operation';

/*
 * The office people part's addresses for the tests, built from its operation
 * tables (domain/buero/operations/): relative to /app/api like the API
 * client's, or full where a test injects them as they are.
 */

const relative = (pattern: string, params: Record<string, number> = {}) =>
  buildPath(pattern, params).slice(1);
const full = (pattern: string, params: Record<string, number>) =>
  `/app/api${buildPath(pattern, params)}`;
const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

export const bueroApiPaths = {
  applicants: (query: ApplicantListQuery = {}) =>
    withSearch(relative(applicantOperations.list.path), applicantListSearch(query)),
  applicant: (id: number) => relative(applicantOperations.detail.path, { id }),
  applicantPhoto: (id: number) => full(officeFileOperations.applicantPhoto.path, { id }),
};

export const staffApiPaths = {
  list: (query: StaffListQuery = {}) =>
    withSearch(relative(staffOperations.list.path), staffListSearch(query)),
  detail: (id: number) => relative(staffOperations.detail.path, { id }),
  reveal: (id: number) => relative(staffOperations.reveal.path, { id }),
  flags: (id: number) => relative(staffOperations.flags.path, { id }),
  deactivate: (id: number) => relative(staffOperations.deactivate.path, { id }),
  reactivate: (id: number) => relative(staffOperations.reactivate.path, { id }),
  documentChecked: (id: number, documentId: number) =>
    relative(staffOperations.documentChecked.path, { id, documentId }),
  assignments: (id: number) => relative(staffOperations.assignments.path, { id }),
  document: (id: number, documentId: number) =>
    full(officeFileOperations.staffDocument.path, { id, documentId }),
};

export const bueroDecisionUrls = {
  accept: (id: number) => `/app/api${buildPath(applicantOperations.accept.path, { id })}`,
  reject: (id: number) => `/app/api${buildPath(applicantOperations.reject.path, { id })}`,
  resendInvitation: (id: number) =>
    `/app/api${buildPath(applicantOperations.resendInvitation.path, { id })}`,
};

import type { FastifyInstance } from 'fastify';
import {
  applicantOperations,
  personDataOperations,
  staffOperations,
} from '@domain/buero/operations/people';
import { operationRoutes } from '@server/platform/api/operation-routes';
import {
  acceptApplicant,
  rejectApplicant,
  resendApplicantInvitation,
} from './handlers/applicants/decide';
import { applicantDetail, applicantOptions, listApplicantPage } from './handlers/applicants/read';
import { messeAuditPage, personAuditPage } from './handlers/person-data/audit';
import { erasePersonData } from './handlers/person-data/erase';
import { createOfficeAccount, listOfficeAccounts } from './handlers/person-data/office-users';
import { deactivateStaff, markChecked, reactivateStaff, setFlags } from './handlers/staff/change';
import {
  listStaffPage,
  revealStaffField,
  staffAssignments,
  staffDetail,
} from './handlers/staff/read';

/**
 * The office's people part (applicants, decisions, staff, a person's data and
 * audit, the office accounts), registered from its tables (ADR 0035). Each
 * operation's access (the office area) is checked on arrival, before a body is
 * read. The file answers (photo, document, export) stay in routes.ts.
 */
export async function bueroPeopleRoutes(app: FastifyInstance) {
  await app.register(
    operationRoutes(applicantOperations, {
      list: listApplicantPage,
      options: applicantOptions,
      detail: applicantDetail,
      accept: acceptApplicant,
      reject: rejectApplicant,
      resendInvitation: resendApplicantInvitation,
    }),
  );
  await app.register(
    operationRoutes(staffOperations, {
      list: listStaffPage,
      detail: staffDetail,
      reveal: revealStaffField,
      flags: setFlags,
      deactivate: deactivateStaff,
      reactivate: reactivateStaff,
      documentChecked: markChecked,
      assignments: staffAssignments,
    }),
  );
  await app.register(
    operationRoutes(personDataOperations, {
      erase: erasePersonData,
      personAudit: personAuditPage,
      messeAudit: messeAuditPage,
      officeUsers: listOfficeAccounts,
      createOfficeUser: createOfficeAccount,
    }),
  );
}

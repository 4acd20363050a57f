import type { FastifyInstance } from 'fastify';
import { requireArea } from '@server/platform/common/current-user';
import { applicantDetailRoute } from './routes/applicant-detail';
import { applicationDecisionRoutes } from './routes/application-decisions';
import { applicantOptionsRoute } from './routes/applicant-options';
import { applicantPhotoRoute } from './routes/applicant-photo';
import { fairPairRoutes } from './routes/fair-pairs';
import { customerRoutes, fairRoutes } from './routes/fairs';
import { listApplicantsRoute } from './routes/list-applicants';
import { staffAccountRoutes } from './routes/staff-account';
import { staffAssignmentsRoute } from './routes/staff-assignments';
import { staffDetailRoutes } from './routes/staff-detail';
import { staffDocumentRoutes } from './routes/staff-documents';
import { staffListRoute } from './routes/staff-list';
import { timesheetRoutes } from './routes/timesheets';
import { officeUsersRoutes } from './routes/office-users';
import { auditRoutes } from './routes/person-audit';
import { personDataRoutes } from './routes/person-data';
import { timesheetPdfRoutes } from './routes/timesheet-pdfs';
import { payrollOperationRoutes, payrollRoutes } from './routes/payroll';
import { answerOfficeRefusals } from './office-operations';

/**
 * The office (Büro) below /app/api/buero (ADR 0022). Every route needs the
 * office area, which only the role `office` gives (401 anonymous, 403 for staff
 * and supervisors); the hook runs on the request's arrival, before any body
 * is read or parsed (a malformed or oversized body still gets 401/403).
 */
export async function bueroRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireArea('buero'));
  answerOfficeRefusals(app);
  await listApplicantsRoute(app);
  await applicantOptionsRoute(app);
  await applicantDetailRoute(app);
  await applicantPhotoRoute(app);
  await applicationDecisionRoutes(app);
  await staffListRoute(app);
  await staffDetailRoutes(app);
  await staffDocumentRoutes(app);
  await staffAccountRoutes(app);
  await staffAssignmentsRoute(app);
  await personDataRoutes(app);
  await auditRoutes(app);
  await officeUsersRoutes(app);
  await app.register(fairRoutes);
  await app.register(customerRoutes);
  await app.register(fairPairRoutes);
  await app.register(timesheetRoutes);
  await timesheetPdfRoutes(app);
  await payrollRoutes(app);
  await app.register(payrollOperationRoutes);
}

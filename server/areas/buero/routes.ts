import type { FastifyInstance } from 'fastify';
import { requireArea } from '@server/platform/common/current-user';
import { applicantPhotoRoute } from './routes/applicant-photo';
import { fairPairRoutes } from './routes/fair-pairs';
import { customerRoutes, fairRoutes } from './routes/fairs';
import { staffDocumentRoutes } from './routes/staff-documents';
import { timesheetRoutes } from './routes/timesheets';
import { personDataRoutes } from './routes/person-data';
import { timesheetPdfRoutes } from './routes/timesheet-pdfs';
import { payrollOperationRoutes, payrollRoutes } from './routes/payroll';

/**
 * The office (Büro) below /app/api/buero (ADR 0022). Every route needs the
 * office area, which only the role `office` gives (401 anonymous, 403 for staff
 * and supervisors); the hook runs on the request's arrival, before any body
 * is read or parsed (a malformed or oversized body still gets 401/403). The
 * people part's operations are registered from their tables (people-routes.ts);
 * its file answers stay here until the table has them.
 */
export async function bueroRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireArea('buero'));
  await applicantPhotoRoute(app);
  await staffDocumentRoutes(app);
  await personDataRoutes(app);
  await app.register(fairRoutes);
  await app.register(customerRoutes);
  await app.register(fairPairRoutes);
  await app.register(timesheetRoutes);
  await timesheetPdfRoutes(app);
  await payrollRoutes(app);
  await app.register(payrollOperationRoutes);
}

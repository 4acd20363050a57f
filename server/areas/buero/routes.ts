import type { FastifyInstance } from 'fastify';
import { requireArea } from '@server/platform/common/current-user';
import { schedulePeriodicJob } from '@server/platform/jobs/periodic-job';
import { lawSnapshotWarmJob } from '@server/records/law-snapshots';
import { bookingReminderJob } from './booking-reminder-job';
import { contactRoutes } from './routes/contacts';
import { employmentLawRoutes } from './routes/employment-law';
import { fairPairRoutes } from './routes/fair-pairs';
import { customerRoutes, fairRoutes } from './routes/fairs';
import { exportRoutes, officeFileRoutes } from './routes/files';
import { timesheetRoutes } from './routes/timesheets';
import { payrollOperationRoutes } from './routes/payroll';

/**
 * The office (Büro) below /app/api/buero (ADR 0022). Every route needs the
 * office area, which only the role `office` gives (401 anonymous, 403 for staff
 * and supervisors); the hook runs on the request's arrival, before any body
 * is read or parsed (a malformed or oversized body still gets 401/403). The
 * people part's operations are registered from their tables (people-routes.ts);
 * the office's files and exports here (routes/files.ts), below the area check.
 */
export async function bueroRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireArea('buero'));
  await app.register(officeFileRoutes);
  await app.register(exportRoutes);
  await app.register(fairRoutes);
  await app.register(customerRoutes);
  await app.register(fairPairRoutes);
  await app.register(contactRoutes);
  await app.register(timesheetRoutes);
  await app.register(payrollOperationRoutes);
  await app.register(employmentLawRoutes);
  // The 48-hour reminders of bookings not answered yet (issue 24), once per period across instances.
  schedulePeriodicJob(
    app,
    bookingReminderJob({
      enqueueMails: app.mailOutbox.enqueueMany,
      publicUrl: app.config.publicUrl,
      nudgePush: app.pushOutbox.nudge,
    }),
  );
  // Missing, stale and last month's employment-law snapshots (issue 27), warmed in the background
  // (first look a minute after start) so the staff list's filter never computes everyone at once.
  schedulePeriodicJob(app, lawSnapshotWarmJob(4 * 60_000));
}

import type { FastifyInstance } from 'fastify';
import { requireFlag } from '@server/platform/common/current-user';
import { sweepExpiredKeys } from '@server/platform/idempotency/key-store';
import { schedulePeriodicJob } from '@server/platform/jobs/periodic-job';
import { batchRoute } from './routes/batch';
import { customerSheetRoutes } from './routes/customer-sheet';
import { listPairsRoute } from './routes/list-pairs';
import { saveTimeRoute } from './routes/save-time';
import { signCustomerRoute } from './routes/sign-customer';
import { signStaffRoute } from './routes/sign-staff';
import { staffSheetRoute } from './routes/staff-sheet';
import { registerSignatureMultipart } from './signature-upload';

/**
 * The time-tracking endpoints below /app/api/stundenerfassung
 * (docs/product/api.md, Time tracking).
 * Every route needs the `timetracking` flag (401 anonymous, 403 without it),
 * decided before the body is read; each route then checks the supervisor's
 * assignment to the pair (404 otherwise), the sign routes before they read
 * their upload.
 */
export async function stundenerfassungRoutes(app: FastifyInstance) {
  await registerSignatureMultipart(app);
  app.addHook('onRequest', requireFlag('timetracking'));
  await listPairsRoute(app);
  await customerSheetRoutes(app);
  await staffSheetRoute(app);
  await saveTimeRoute(app);
  await signStaffRoute(app);
  await signCustomerRoute(app);
  await batchRoute(app);

  // Expired Idempotency-Keys (30 days) are also dropped on sight; the sweep keeps the
  // table small. Once per period across all instances (ADR 0021).
  schedulePeriodicJob(app, {
    name: 'idempotency-key-sweep',
    periodMs: app.config.keySweepMs,
    run: async (db) => `${await sweepExpiredKeys(db)} expired keys deleted`,
  });
}

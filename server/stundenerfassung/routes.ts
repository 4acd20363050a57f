import type { FastifyInstance } from 'fastify';
import { requireFlag } from '../shared/current-user';
import { sweepExpiredKeys } from '../idempotency/key-store';
import { batchRoute } from './routes/batch';
import { customerSheetRoutes } from './routes/customer-sheet';
import { listPairsRoute } from './routes/list-pairs';
import { saveTimeRoute } from './routes/save-time';
import { signCustomerRoute } from './routes/sign-customer';
import { signStaffRoute } from './routes/sign-staff';
import { staffSheetRoute } from './routes/staff-sheet';
import { registerSignatureMultipart } from './signature-upload';

// Expired Idempotency-Keys (30 days) are also dropped on sight; the sweep keeps the table small.
const KEY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The time-tracking endpoints of spec section 7, below /app/api/stundenerfassung.
 * Every route needs the `timetracking` flag (401 anonymous, 403 without it);
 * each route then checks the supervisor's assignment to the pair (404 otherwise).
 */
export async function stundenerfassungRoutes(app: FastifyInstance) {
  await registerSignatureMultipart(app);
  app.addHook('preHandler', requireFlag('timetracking'));
  await listPairsRoute(app);
  await customerSheetRoutes(app);
  await staffSheetRoute(app);
  await saveTimeRoute(app);
  await signStaffRoute(app);
  await signCustomerRoute(app);
  await batchRoute(app);

  const sweep = setInterval(() => {
    sweepExpiredKeys(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'idempotency key sweep failed'),
    );
  }, KEY_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

import type { FastifyInstance } from 'fastify';
import { requireFlag } from '../auth/plugin';
import { customerSheetRoutes } from './routes/customer-sheet';
import { listPairsRoute } from './routes/list-pairs';
import { staffSheetRoute } from './routes/staff-sheet';

/**
 * The time-tracking endpoints of spec section 7, below /app/api/stundenerfassung.
 * Every route needs the `timetracking` flag (401 anonymous, 403 without it);
 * each route then checks the supervisor's assignment to the pair (404 otherwise).
 */
export async function stundenerfassungRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireFlag('timetracking'));
  await listPairsRoute(app);
  await customerSheetRoutes(app);
  await staffSheetRoute(app);
}

import type { FastifyInstance } from 'fastify';
import type { TtCustomerSheet } from '../../../domain/stundenerfassung';
import { loadAssignedPair, requireDayInFair } from '../access';
import { dayParam, pairParams } from '../params';
import { customerSheet } from '../sheets';

/**
 * GET /app/api/stundenerfassung/customer/{messe}/{customer}[/{date}]: the
 * customer timesheet, or the date view of one day (each person's times of
 * that day only; a day outside the fair is 404).
 */
export async function customerSheetRoutes(app: FastifyInstance) {
  app.get('/customer/:messe/:customer', async (request): Promise<TtCustomerSheet> => {
    const pair = await loadAssignedPair(app.db, request, pairParams(request));
    return customerSheet(app.db, pair);
  });

  app.get('/customer/:messe/:customer/:date', async (request): Promise<TtCustomerSheet> => {
    const ids = pairParams(request);
    const day = dayParam(request);
    const pair = await loadAssignedPair(app.db, request, ids);
    requireDayInFair(pair, day);
    return customerSheet(app.db, pair, day);
  });
}

import { TIME_TRACKING_API_PATTERNS } from '@domain/stundenerfassung/contract';
import type { FastifyInstance } from 'fastify';
import { loadSheetAccess, requireDayInFair } from '../access';
import { sendCustomerSheet } from '../cached-sheet';
import { dayParam, pairParams } from '../params';
import { createSheetCache } from '../sheet-cache';

/**
 * GET /app/api/stundenerfassung/customer/{messe}/{customer}[/{date}]: the
 * customer timesheet (TimeTrackingCustomerSheet), or the date view of one day (each
 * person's times of that day only; a day outside the fair is 404). One query
 * authorizes and reads the pair's revision; the body comes from this
 * instance's cache while the revision holds (ADR 0011).
 */
export async function customerSheetRoutes(app: FastifyInstance) {
  const cache = createSheetCache();

  app.get(TIME_TRACKING_API_PATTERNS.customerSheet, async (request, reply) => {
    const ids = pairParams(request);
    const access = await loadSheetAccess(app.db, request, ids);
    return sendCustomerSheet(app.db, cache, request, reply, ids, access.rev);
  });

  app.get(TIME_TRACKING_API_PATTERNS.customerSheetForDay, async (request, reply) => {
    const ids = pairParams(request);
    const day = dayParam(request);
    const access = await loadSheetAccess(app.db, request, ids);
    requireDayInFair(access.fair, day);
    return sendCustomerSheet(app.db, cache, request, reply, ids, access.rev, day);
  });
}

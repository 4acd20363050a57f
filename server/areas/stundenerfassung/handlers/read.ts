import { stundenerfassungOperations } from '@domain/stundenerfassung/operations';
import { checkAnswer, type OperationHandler } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { loadAssignedPair, loadSheetAccess, loadStaff, requireDayInFair } from '../access';
import { sendCustomerSheet } from '../cached-sheet';
import { listAssignedPairs } from '../repository';
import type { SheetCache } from '../sheet-cache';
import { staffSheet as readStaffSheet } from '../sheets';

const operations = stundenerfassungOperations;
type Operations = typeof operations;

/** GET /app/api/stundenerfassung: the supervisor's fairs, each with its assigned customers. */
export const listPairs: OperationHandler<Operations['list']> = async ({ app, request }) =>
  listAssignedPairs(app.db, requireUser(request).id);

/** GET /app/api/stundenerfassung/staff/{messe}/{customer}/{staff}[?date=]: one person's sheet. */
export const staffSheet: OperationHandler<Operations['staffSheet']> = async ({
  app,
  request,
  params,
  query,
}) => {
  const ids = { messeId: params.messe, customerId: params.customer };
  const pair = await loadAssignedPair(app.db, request, ids);
  if (query.date !== undefined) requireDayInFair(pair.messe, query.date);
  const person = await loadStaff(app.db, ids, params.staff);
  return readStaffSheet(app.db, pair, person, query.date);
};

/**
 * GET /app/api/stundenerfassung/customer/{messe}/{customer}[/{date}]: the
 * customer timesheet, or the date view of one day (each person's times of
 * that day only; a day outside the fair is 404). One query authorizes and
 * reads the pair's revision; the body comes from the app's cache while the
 * revision holds (ADR 0011), so the handler sends it (or 304) itself. A body
 * is checked against the answer's schema when it is built (outside production).
 */
export function customerSheetHandlers(cache: SheetCache): {
  customerSheet: OperationHandler<Operations['customerSheet']>;
  customerSheetForDay: OperationHandler<Operations['customerSheetForDay']>;
} {
  return {
    customerSheet: async ({ app, request, reply, params }) => {
      const ids = { messeId: params.messe, customerId: params.customer };
      const access = await loadSheetAccess(app.db, request, ids);
      const check = (sheet: unknown) => checkAnswer(app, operations.customerSheet, sheet);
      return sendCustomerSheet(app.db, cache, { request, reply, check }, ids, access.rev);
    },
    customerSheetForDay: async ({ app, request, reply, params }) => {
      const ids = { messeId: params.messe, customerId: params.customer };
      const access = await loadSheetAccess(app.db, request, ids);
      requireDayInFair(access.fair, params.date);
      const check = (sheet: unknown) => checkAnswer(app, operations.customerSheetForDay, sheet);
      const sending = { request, reply, check };
      return sendCustomerSheet(app.db, cache, sending, ids, access.rev, params.date);
    },
  };
}

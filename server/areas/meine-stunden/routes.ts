import { meineStundenOperations } from '@domain/meine-stunden/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { myHours } from './handlers/mine';
import { createMyQuery, myQueries } from './handlers/queries';
import { sheetPdfHandler } from './handlers/sheet-pdf';

/** The staff member's own hours, their questions and their sheet, from the area's table. */
export const meineStundenRoutes = operationRoutes(meineStundenOperations, {
  mine: myHours,
  queries: myQueries,
  createQuery: createMyQuery,
  sheetPdf: sheetPdfHandler,
});

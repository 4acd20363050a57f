import { timeQueryOperations } from '@domain/buero/operations/time-queries';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { readOpenQueries } from '../../timesheets/queries/reads';
import { officeActor, resolveTimeQuery } from '../../writes';

/*
 * The staff's questions about their times on the office's review
 * (docs/product/timesheet-review.md): a fair's open ones, and resolving one.
 */
const { openQueries, resolve } = timeQueryOperations;

export const openQueriesHandler: OperationHandler<typeof openQueries> = async ({ app, params }) => {
  const items = await readOpenQueries(app.db, params.id);
  if (!items) throw refuse(openQueries, 'not_found');
  return { items };
};

export const resolveQueryHandler: OperationHandler<typeof resolve> = async ({
  app,
  request,
  params,
}) => {
  const resolved = await resolveTimeQuery(app.db, officeActor(request), params.queryId);
  if (!resolved) throw refuse(resolve, 'not_found');
  return resolved;
};

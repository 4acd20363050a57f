import { timesheetOperations } from '@domain/buero/operations/timesheets';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { loadFairReview, loadPairReview } from '../../timesheets/review/load';
import { officeActor, supersedeSignature } from '../../writes';

/*
 * The office's review of the timesheets (docs/product/timesheet-review.md):
 * a fair's and a pair's days, totals, signatures and their hash check, and
 * reopening a signature's days with a reason (a superseded one is refused
 * by the write: OfficeRefusal, 409).
 */
const { fairReview, pairReview, supersede } = timesheetOperations;

export const fairReviewHandler: OperationHandler<typeof fairReview> = async ({
  app,
  params,
  query,
}) => {
  const review = await loadFairReview(app.db, params.id, query.filter);
  if (!review) throw refuse(fairReview, 'not_found');
  return review;
};

export const pairReviewHandler: OperationHandler<typeof pairReview> = async ({
  app,
  params,
  query,
}) => {
  const pair = { messeId: params.id, customerId: params.customerId };
  const review = await loadPairReview(app.db, pair, query.filter);
  if (!review) throw refuse(pairReview, 'not_found');
  return review;
};

export const supersedeHandler: OperationHandler<typeof supersede> = async ({
  app,
  request,
  params,
  body,
}) => {
  const actor = officeActor(request);
  const superseded = await supersedeSignature(app.db, actor, params.signatureId, body.reason);
  if (!superseded) throw refuse(supersede, 'not_found');
  return superseded;
};

import { pairOperations } from '@domain/buero/operations/pairs';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { loadPairAssignments, type PairIds } from '../../messen/pair-reads';
import { attachCustomer, detachCustomer, officeActor } from '../../writes';

/*
 * A customer at a fair (a pair): attach, detach, the assignment view
 * (docs/product/fairs.md). An archived fair or customer, and a pair with times,
 * are refused by the writes (OfficeRefusal, 409).
 */
const { attach, detach, assignments } = pairOperations;

/** The pair of a path `/messen/:id/kunden/:customerId`. */
export function pairOf(params: { id: number; customerId: number }): PairIds {
  return { messeId: params.id, customerId: params.customerId };
}

export const attachCustomerHandler: OperationHandler<typeof attach> = async ({
  app,
  request,
  params,
}) => {
  const pair = pairOf(params);
  if (!(await attachCustomer(app.db, officeActor(request), pair)))
    throw refuse(attach, 'not_found');
  const answer = await loadPairAssignments(app.db, pair);
  if (!answer) throw refuse(attach, 'not_found');
  return answer;
};

export const detachCustomerHandler: OperationHandler<typeof detach> = async ({
  app,
  request,
  params,
}) => {
  if (!(await detachCustomer(app.db, officeActor(request), pairOf(params)))) {
    throw refuse(detach, 'not_found');
  }
  return undefined;
};

export const pairAssignmentsHandler: OperationHandler<typeof assignments> = async ({
  app,
  params,
}) => {
  const answer = await loadPairAssignments(app.db, pairOf(params));
  if (!answer) throw refuse(assignments, 'not_found');
  return answer;
};

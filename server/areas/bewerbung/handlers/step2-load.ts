import { bewerbungOperations } from '@domain/bewerbung/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { limitPerIp } from '../rate-limits';
import { step2Choices } from '../repository';
import { step2AccessOrFail } from '../step2-access';

const step2Load = bewerbungOperations.step2Load;

/**
 * What the step-2 wizard needs (public, the token is the access). An unknown,
 * used or expired token answers 404 with the load-error text, alike for each.
 */
export const loadStep2: OperationHandler<typeof step2Load> = async ({ app, request, query }) => {
  await limitPerIp(request, 'step2Load', step2Load);
  const access = await step2AccessOrFail(app.db, query.token);
  return { gender: access.gender, student: access.student, ...(await step2Choices(app.db)) };
};

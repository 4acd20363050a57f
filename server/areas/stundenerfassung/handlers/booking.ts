import { stundenerfassungOperations } from '@domain/stundenerfassung/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { answerSupervisorBooking } from '../writes';

/*
 * POST /app/api/stundenerfassung/buchung/{messe}/{customer}/zusagen|absagen:
 * the signed-in supervisor answers their own booking; a pair they are not
 * on (another supervisor's, or none) is not found.
 */
const { confirmBooking: confirm, declineBooking: decline } = stundenerfassungOperations;

export const confirmSupervisorBooking: OperationHandler<typeof confirm> = async ({
  app,
  request,
  params,
}) => {
  const actor = { userId: requireUser(request).id, ip: request.ip };
  const pair = { messeId: params.messe, customerId: params.customer };
  const booking = await answerSupervisorBooking(app.db, actor, pair, {
    state: 'confirmed',
    reason: null,
  });
  if (!booking) throw refuse(confirm, 'not_found');
  return booking;
};

export const declineSupervisorBooking: OperationHandler<typeof decline> = async ({
  app,
  request,
  params,
  body,
}) => {
  const actor = { userId: requireUser(request).id, ip: request.ip };
  const pair = { messeId: params.messe, customerId: params.customer };
  const booking = await answerSupervisorBooking(app.db, actor, pair, {
    state: 'declined',
    reason: body.reason === '' ? null : body.reason,
  });
  if (!booking) throw refuse(decline, 'not_found');
  return booking;
};

import { einsaetzeOperations } from '@domain/einsaetze/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { listAccountBookings, readBooking } from '../reads';
import { answerBooking } from '../writes';

const { confirm, decline } = einsaetzeOperations;

/** GET /app/api/einsaetze: the signed-in person's bookings, upcoming first. */
export const listOwnBookings: OperationHandler<typeof einsaetzeOperations.list> = async ({
  app,
  request,
}) => ({ items: await listAccountBookings(app.db, requireUser(request).id) });

/** POST …/zusagen: confirms the own booking; another person's pair is not found. */
export const confirmBooking: OperationHandler<typeof confirm> = async ({
  app,
  request,
  params,
}) => {
  const user = requireUser(request);
  const bewerberId = await findOwnBewerberId(app.db, request);
  const pair = { messeId: params.messeId, customerId: params.customerId };
  if (bewerberId === null) throw refuse(confirm, 'not_found');
  const done = await answerBooking(app.db, { userId: user.id, ip: request.ip }, bewerberId, pair, {
    state: 'confirmed',
    reason: null,
  });
  if (done === 'fair_over') throw refuse(confirm, 'booking_fair_over');
  const booking = done === 'answered' ? await readBooking(app.db, bewerberId, pair) : null;
  if (!booking) throw refuse(confirm, 'not_found');
  return booking;
};

/** POST …/absagen `{reason?}`: declines the own booking, with an optional reason. */
export const declineBooking: OperationHandler<typeof decline> = async ({
  app,
  request,
  params,
  body,
}) => {
  const user = requireUser(request);
  const bewerberId = await findOwnBewerberId(app.db, request);
  const pair = { messeId: params.messeId, customerId: params.customerId };
  if (bewerberId === null) throw refuse(decline, 'not_found');
  const done = await answerBooking(app.db, { userId: user.id, ip: request.ip }, bewerberId, pair, {
    state: 'declined',
    reason: body.reason === '' ? null : body.reason,
  });
  if (done === 'fair_over') throw refuse(decline, 'booking_fair_over');
  const booking = done === 'answered' ? await readBooking(app.db, bewerberId, pair) : null;
  if (!booking) throw refuse(decline, 'not_found');
  return booking;
};

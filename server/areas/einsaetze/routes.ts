import { einsaetzeOperations } from '@domain/einsaetze/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { confirmBooking, declineBooking, listOwnBookings } from './handlers/bookings';

/** "Meine Einsätze": the own bookings and the answer to each, from the area's table. */
export const einsaetzeRoutes = operationRoutes(einsaetzeOperations, {
  list: listOwnBookings,
  confirm: confirmBooking,
  decline: declineBooking,
});

import { einsaetzeOperations } from '@domain/einsaetze/operations';
import { notificationOperations } from '@domain/einsaetze/notification-operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { confirmBooking, declineBooking, listOwnBookings } from './handlers/bookings';
import {
  readPushKey,
  readSettings,
  subscribePush,
  unsubscribePush,
  writeSettings,
} from './handlers/notifications';

/**
 * "Meine Einsätze" (the own bookings and the answer to each) and
 * "Benachrichtigungen" (the choices per channel, the devices' push
 * subscriptions), from the area's tables.
 */
export const einsaetzeRoutes = operationRoutes(
  { ...einsaetzeOperations, ...notificationOperations },
  {
    list: listOwnBookings,
    confirm: confirmBooking,
    decline: declineBooking,
    settings: readSettings,
    saveSettings: writeSettings,
    pushKey: readPushKey,
    subscribe: subscribePush,
    unsubscribe: unsubscribePush,
  },
);

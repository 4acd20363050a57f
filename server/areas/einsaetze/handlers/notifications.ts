import { notificationOperations } from '@domain/einsaetze/notification-operations';
import { isKnownPushService } from '@domain/einsaetze/notifications';
import { type BookingEvent, BOOKING_EVENTS } from '@domain/shared/bookings';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import type { Database } from '@server/platform/db/client';
import {
  countDevices,
  readChoices,
  removeOwnSubscription,
  saveChoices,
  saveSubscription,
} from '@server/records/push';

/*
 * "Benachrichtigungen": the signed-in person's choices per channel and their
 * devices' push subscriptions. Every statement is bound to the caller's id.
 */

const ops = notificationOperations;

const known = (list: readonly string[]) =>
  BOOKING_EVENTS.filter((event: BookingEvent) => list.includes(event));

async function settingsOf(db: Database, userId: number) {
  const choices = await readChoices(db, userId);
  return {
    mail: known(choices?.mail ?? []),
    push: known(choices?.push ?? []),
    devices: await countDevices(db, userId),
  };
}

export const readSettings: OperationHandler<typeof ops.settings> = async ({ app, request }) =>
  settingsOf(app.db, requireUser(request).id);

export const writeSettings: OperationHandler<typeof ops.saveSettings> = async ({
  app,
  request,
  body,
}) => {
  const user = requireUser(request);
  await saveChoices(app.db, user.id, body);
  return settingsOf(app.db, user.id);
};

export const readPushKey: OperationHandler<typeof ops.pushKey> = ({ app }) =>
  Promise.resolve({ public_key: app.config.vapid?.publicKey ?? null });

export const subscribePush: OperationHandler<typeof ops.subscribe> = async ({
  app,
  request,
  body,
}) => {
  const user = requireUser(request);
  if (!app.config.vapid) throw refuse(ops.subscribe, 'push_off');
  if (!isKnownPushService(body.endpoint, app.config.pushServiceHosts)) {
    throw refuse(ops.subscribe, 'push_service_unknown', { endpoint: ['push_service_unknown'] });
  }
  const session = request.authSession?.idHash ?? null;
  await saveSubscription(app.db, app.fieldCipher, user.id, session, body);
  return undefined;
};

export const unsubscribePush: OperationHandler<typeof ops.unsubscribe> = async ({
  app,
  request,
  body,
}) => {
  const user = requireUser(request);
  if (!(await removeOwnSubscription(app.db, user.id, body.endpoint))) {
    throw refuse(ops.unsubscribe, 'not_found');
  }
  return undefined;
};

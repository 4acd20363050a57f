import { defineOperation } from '@domain/shared/operation';
import {
  notificationChoicesSchema,
  notificationSettingsSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from './notifications';

/*
 * "Benachrichtigungen" (issue 24): the signed-in person's choices per channel
 * and their devices' Web Push subscriptions. Access as "Meine Einsätze"; a
 * request can only ever reach the caller's own settings and devices.
 */

const access = { area: 'messen' } as const;
const tag = 'einsaetze';
const settings = '/einsaetze/benachrichtigungen';
const devices = '/einsaetze/push/geraete';

export const notificationOperations = {
  settings: defineOperation({
    method: 'get',
    path: settings,
    tag,
    summary: 'My notification choices: which booking events by mail and by push',
    access,
    answer: notificationSettingsSchema,
    answerDescription: 'The choices and how many devices receive push.',
  }),
  saveSettings: defineOperation({
    method: 'put',
    path: settings,
    tag,
    summary: 'Set which booking events reach me by mail and by push',
    access,
    body: notificationChoicesSchema,
    answer: notificationSettingsSchema,
    answerDescription: 'The choices as stored.',
  }),
  pushKey: defineOperation({
    method: 'get',
    path: '/einsaetze/push/schluessel',
    tag,
    summary: "The server's VAPID public key for PushManager.subscribe",
    access,
    answer: pushKeySchema,
    answerDescription: 'The key, or null when push is off on this server.',
  }),
  subscribe: defineOperation({
    method: 'post',
    path: devices,
    tag,
    summary: "Register this device's push subscription (again: it is replaced)",
    description:
      'The body is PushSubscription.toJSON(). The subscription belongs to the caller and ends with the logout of this session.',
    access,
    body: pushSubscriptionSchema,
    successStatus: 204,
    answerDescription: 'Registered.',
    refusals: {
      push_off: { status: 409, description: 'Push is off on this server.' },
      push_service_unknown: {
        status: 422,
        description: 'The endpoint is not at a known push service (PUSH_SERVICE_HOSTS).',
      },
    },
  }),
  unsubscribe: defineOperation({
    method: 'post',
    path: `${devices}/abmelden`,
    tag,
    summary: 'Remove a device of mine from push, by its endpoint',
    access,
    body: pushEndpointSchema,
    successStatus: 204,
    answerDescription: 'Removed.',
    refusals: { not_found: { status: 404, description: 'No device of yours has this endpoint.' } },
  }),
};

import * as v from 'valibot';
import { BOOKING_EVENTS } from '@domain/shared/bookings';

/*
 * Notifications of bookings (issue 24): which events reach the person on
 * each channel, and one device's Web Push subscription as the browser's
 * PushSubscription.toJSON() gives it.
 */

/** Real push services' endpoints are 150 to 400 characters; this leaves room without inviting junk. */
export const PUSH_ENDPOINT_MAX = 2048;

/** An https URL of a push service (a capability URL: never logged, stored encrypted). */
const endpoint = v.pipe(
  v.string('invalid'),
  v.nonEmpty('required'),
  v.maxLength(PUSH_ENDPOINT_MAX, 'too_long'),
  v.url('invalid'),
  v.regex(/^https:\/\/[^/?#@\s]+(?:[/?#]\S*)?$/, 'invalid'),
);

/** The client's P-256 key: an uncompressed point (65 bytes, 0x04 first) in base64url, unpadded. */
const P256DH = /^B[\w-]{86}$/;
/** The 16-byte authentication secret in base64url, unpadded (the last character carries 2 bits). */
const AUTH_SECRET = /^[\w-]{21}[AQgw]$/;

export const pushSubscriptionSchema = v.object({
  endpoint,
  keys: v.object(
    {
      p256dh: v.pipe(v.string('invalid'), v.regex(P256DH, 'invalid')),
      auth: v.pipe(v.string('invalid'), v.regex(AUTH_SECRET, 'invalid')),
    },
    'required',
  ),
});
export type PushSubscriptionBody = v.InferOutput<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = v.object({ endpoint });

/**
 * The push services of the browsers in use (Chrome/Android and Samsung: FCM;
 * Firefox: Mozilla autopush; Safari and iOS: Apple; Edge: Windows WNS). A
 * subscription must point at one of them: the server POSTs to the endpoint,
 * and an arbitrary URL would let any staff login make it call hosts inside
 * the agency's network (SSRF). `*.` matches any subdomain. PUSH_SERVICE_HOSTS
 * replaces the list (a test's local stand-in).
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Whether the endpoint's host is one of `hosts` (exact, or `*.domain` for its subdomains). */
export function isKnownPushService(endpointUrl: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpointUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((pattern) => {
    const wanted = pattern.toLowerCase();
    return wanted.startsWith('*.') ? host.endsWith(wanted.slice(1)) : host === wanted;
  });
}

export const pushKeySchema = v.object({
  /** The server's VAPID public key (base64url); null when push is off on this server. */
  public_key: v.nullable(v.string()),
});
export type PushKey = v.InferOutput<typeof pushKeySchema>;

const events = v.pipe(
  v.array(v.picklist(BOOKING_EVENTS, 'invalid'), 'invalid'),
  v.maxLength(BOOKING_EVENTS.length, 'invalid'),
  v.check((list) => new Set(list).size === list.length, 'invalid'),
);

/** PUT einsaetze/benachrichtigungen: the events per channel. */
export const notificationChoicesSchema = v.object({ mail: events, push: events });
export type NotificationChoices = v.InferOutput<typeof notificationChoicesSchema>;

export const notificationSettingsSchema = v.object({
  mail: v.array(v.picklist(BOOKING_EVENTS)),
  push: v.array(v.picklist(BOOKING_EVENTS)),
  /** How many devices of the person receive push. */
  devices: v.number(),
});
export type NotificationSettings = v.InferOutput<typeof notificationSettingsSchema>;

import { forgetDevice, pushPublicKey, registerDevice } from './api/notifications';

/*
 * This device's Web Push in the browser: whether it can, whether it does,
 * and turning it on (permission, PushManager.subscribe with the server's
 * VAPID key, the subscription sent to the server) and off.
 */

export type DeviceState =
  /** No push in this browser; on an iPhone/iPad only from the home screen. */
  | { kind: 'unsupported'; ios: boolean }
  /** The person or the browser blocked notifications for the portal. */
  | { kind: 'blocked' }
  /** The server has no VAPID keys: push is off on this portal. */
  | { kind: 'server-off' }
  | { kind: 'off' }
  | { kind: 'on' };

/** iPadOS presents itself as a Mac with a touch screen. */
const MAC = /Macintosh/;
const isIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (MAC.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

function supported(): boolean {
  return 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator;
}

export async function deviceState(): Promise<DeviceState> {
  const worker = supported() ? await registration() : null;
  if (!worker) return { kind: 'unsupported', ios: isIos() };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? { kind: 'on' } : { kind: 'off' };
}

/** The VAPID key as PushManager wants it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission and subscribes; answers the state afterwards. */
export async function turnOn(): Promise<DeviceState> {
  const worker = supported() ? await registration() : null;
  if (!worker) return { kind: 'unsupported', ios: isIos() };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'blocked' };
  if (permission !== 'granted') return { kind: 'off' };
  const key = await pushPublicKey();
  if (!key) return { kind: 'server-off' };
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    }));
  await registerDevice(subscription.toJSON());
  return { kind: 'on' };
}

/** Removes the device on the server, then ends the browser's subscription. */
export async function turnOff(): Promise<DeviceState> {
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  if (subscription) {
    await forgetDevice(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return deviceState();
}

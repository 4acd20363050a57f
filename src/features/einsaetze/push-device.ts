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

/** The portal's service worker; on a first visit it may still be registering. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const found = await navigator.serviceWorker.getRegistration();
  if (found) return found;
  // Without a worker (the Vite dev server) `ready` never settles: give up after a while.
  const wait = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
  return Promise.race([navigator.serviceWorker.ready, wait]);
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

/**
 * The state, with a subscription the browser still has registered again: the
 * server forgets it on logout (or when the push service dropped it), the
 * browser does not, and "on" must mean the server knows this device.
 */
export async function syncDevice(): Promise<DeviceState> {
  const state = await deviceState();
  if (state.kind !== 'on') return state;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return { kind: 'off' };
  const key = await pushPublicKey();
  if (!key) return { kind: 'server-off' };
  // Made with another server key (the keys were changed): the push services would refuse it.
  if (!sameKey(subscription.options.applicationServerKey, keyBytes(key))) {
    await subscription.unsubscribe();
    return { kind: 'off' };
  }
  await registerDevice(subscription.toJSON());
  return state;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
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

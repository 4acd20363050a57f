import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from './sync-protocol';

/*
 * Background Sync is an extra (Chromium only; Safari and Firefox lack it): after
 * a write the page registers a sync tag; the service worker's 'sync' event then
 * asks an open page to drain (sw/sw.ts). The page drives sync either way.
 */

type SyncCapableRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
};

/** Registers the sync tag where the browser supports it; failures are harmless. */
export function registerBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration: SyncCapableRegistration) => registration.sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/** Calls `onSync` when the worker asks the page to drain; returns the unsubscribe. */
export function onWorkerSyncMessage(onSync: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const listener = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data) {
      if (data.type === OUTBOX_SYNC_MESSAGE) onSync();
    }
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

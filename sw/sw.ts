/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '@src/offline/sync-protocol';
import { handleNotificationClick, handlePush, type PushDeps } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;

// The app shell (HTML, JS, CSS, catalogs, icons) as listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app URL (/de/stammdaten, /en/stundenerfassung/...) is the same single-page app,
// so navigations get the cached index.html and work offline. The API and the
// server-rendered downloads snippet are not pages of the app and must reach the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // The approval page (/de/freigabe/…) is a page of its own (freigabe.html, ADR 0038) and
    // only works online: it goes to the server, which serves it.
    denylist: [/^\/app\/api(\/|$)/, /\/downloads\.php$/, /^\/[a-z]{2}\/freigabe(\/|$)/],
  }),
);

// No route is registered for /app/api: those requests bypass the service worker's
// caches entirely, so personal data is never stored here (Cache-Control: no-store
// is honoured by the browser). Offline data lives in IndexedDB, written by the page.

// Prompt flow: the new version waits until the page says the user agreed
// (src/app/update-prompt.tsx), so a half-filled form is never lost to a reload.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// Background Sync (Chromium only): the page registers OUTBOX_SYNC_TAG after queuing
// a time entry; when the browser fires it, ask the open pages to drain their outbox.
// The worker never sends entries itself (the page owns the outbox, its lock and the
// login state), so with no page open this does nothing and the page syncs on its next start.
type SyncEvent = ExtendableEvent & { readonly tag: string };

// 'sync' is not in TypeScript's worker event map (Background Sync is not a web standard yet).
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: OUTBOX_SYNC_MESSAGE });
    }),
  );
});

// Web Push (issue 24): booking events as notifications; a click leads to the portal's page.
const pushDeps: PushDeps = {
  origin: self.location.origin,
  showNotification: (title, options) => self.registration.showNotification(title, options),
  windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
  openWindow: (url) => self.clients.openWindow(url),
};
self.addEventListener('push', (event) => handlePush(event, pushDeps));
self.addEventListener('notificationclick', (event) => handleNotificationClick(event, pushDeps));

// Once active, take over open pages right away; they reload only through the prompt.
clientsClaim();

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The app shell (HTML, JS, CSS, catalogs, icons) as listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app URL (/de/stammdaten, /en/stundenerfassung/...) is the same single-page app,
// so navigations get the cached index.html and work offline. The API and the
// server-rendered downloads snippet are not pages of the app and must reach the server.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/app\/api(\/|$)/, /\/downloads\.php$/],
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

// Once active, take over open pages right away; they reload only through the prompt.
clientsClaim();

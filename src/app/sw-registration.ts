/*
 * Registers the service worker with the browser's own API instead of
 * workbox-window (2.4 KB gzip on the login's first load, budget in bench/budgets.ts). It
 * keeps the "prompt" flow that vite-plugin-pwa built on workbox-window: a new
 * worker that finished installing while an old one controls the page waits
 * until the user agrees (SKIP_WAITING, handled in sw/sw.ts).
 */

export type ServiceWorkerEvents = {
  /** A new version is installed and waiting. */
  onNeedRefresh: () => void;
  /** After a prompt: a new worker took control (here or in another tab). */
  onNeedReload: () => void;
  onRegistered?: (registration: ServiceWorkerRegistration) => void;
};

export type ServiceWorkerControl = {
  /** Lets the waiting worker take over (it then claims every tab). */
  skipWaiting: () => void;
};

const SW_URL = '/sw.js';

export function registerServiceWorker(events: ServiceWorkerEvents): ServiceWorkerControl {
  let waiting: ServiceWorker | null = null;
  const control = { skipWaiting: () => waiting?.postMessage({ type: 'SKIP_WAITING' }) };
  // `vite dev` serves no worker; only the build registers one.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return control;
  const container = navigator.serviceWorker;

  let prompted = false;
  function prompt(worker: ServiceWorker): void {
    waiting = worker;
    if (prompted) return;
    prompted = true;
    // Only now: the first worker of a first visit also changes the controller (clients.claim).
    container.addEventListener('controllerchange', () => events.onNeedReload());
    events.onNeedRefresh();
  }

  /** An update, not the first install: an older worker controls this page. */
  function watch(worker: ServiceWorker): void {
    const check = () => {
      if (worker.state === 'installed' && container.controller) prompt(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  }

  container
    .register(SW_URL, { scope: '/', type: 'classic' })
    .then((registration) => {
      // A version another tab installed may already be waiting.
      if (registration.waiting) watch(registration.waiting);
      if (registration.installing) watch(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) watch(registration.installing);
      });
      events.onRegistered?.(registration);
    })
    .catch((error: unknown) => console.error('service worker registration failed', error));
  return control;
}

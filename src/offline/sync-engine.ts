import { onWorkerSyncMessage, registerBackgroundSync } from './background-sync';
import type { AnswerHandler, OutboxDb, ValueKinds } from './db';
import type { BatchTarget } from './outbox-transport';
import { requestPersistentStorage } from './persist';
import { createSyncControl, type SendNowResult, type SyncControl } from './sync-control';
import { setSyncNudge } from './sync-request';
import { syncStore } from './sync-store';

/*
 * The page drives sync (ADR 0009): on start, when the network
 * returns, when the tab becomes visible or is restored from the back/forward
 * cache, after each write (requestSync), on the drainer's backoff timer, and
 * when the service worker's Background Sync asks, and on the user's 'send
 * now'. 'online' and 'send now' reset the backoff (sync-control.ts).
 */

// One re-export so callers find requestSync beside startSync; the write path
// imports it from sync-request directly to stay free of browser events.
export { requestSync } from './sync-request';

let drainer: SyncControl | null = null;
let detach: (() => void) | null = null;
// Several screens may start the engine; it stops when the last of them lets go.
let users = 0;

const isOnline = () => navigator.onLine !== false;

function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

/**
 * What the engine drains: the feature's database, its answer handling, its
 * batch call and its value kinds (db.ts ValueKinds).
 */
export type SyncTarget = {
  db: OutboxDb;
  answers: AnswerHandler;
  batch?: BatchTarget;
  valueKinds?: ValueKinds;
};

/**
 * Starts the engine once (listeners, first drain) and returns a release
 * function; the engine stops when every caller has released it. The app has
 * one outbox, so every caller passes the same target; the first one is used.
 */
export function startSync(target: SyncTarget): () => void {
  users += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) stopSync();
  };
  if (drainer) {
    // A new screen means the user is here: try now (e.g. after a new login).
    void drainer.drain({ force: true });
    return release;
  }
  const engine = createSyncControl({ ...target, isOnline });
  drainer = engine;
  const drainNow = () => void engine.drain({ force: true });
  const unsubscribe = [
    listen(window, 'online', () => void engine.backOnline()),
    listen(window, 'offline', () => syncStore.set('offline')),
    listen(window, 'pageshow', drainNow),
    listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'visible') drainNow();
    }),
    onWorkerSyncMessage(drainNow),
  ];
  detach = () => unsubscribe.forEach((off) => off());
  setSyncNudge(() => {
    void engine.drain();
    registerBackgroundSync();
  });
  void requestPersistentStorage();
  drainNow();
  return release;
}

function stopSync(): void {
  detach?.();
  detach = null;
  drainer?.stop();
  drainer = null;
  setSyncNudge(null);
}

/** 'Send now' (the unsent panel): sends every waiting entry at once, whatever its backoff. */
export function sendNow(): Promise<SendNowResult> {
  return drainer ? drainer.sendNow() : Promise.resolve({ sent: 0, waiting: 0, parked: 0 });
}

export type { SendNowResult } from './sync-control';

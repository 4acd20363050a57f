/*
 * The Background Sync handshake between the page and the service worker
 * (sw/sw.ts imports this too, so keep it free of DOM and worker APIs).
 */

/** The sync tag the page registers after queuing an entry. */
export const OUTBOX_SYNC_TAG = 'mp-outbox';

/** The message type the worker posts to open pages when the tag fires. */
export const OUTBOX_SYNC_MESSAGE = 'mp-outbox-sync';

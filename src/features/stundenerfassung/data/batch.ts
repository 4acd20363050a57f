import { OUTBOX_BATCH_MAX_ENTRIES, OUTBOX_BATCH_SEND_BYTES } from '@domain/shared/outbox-batch';
import { stundenerfassungOperations } from '@domain/stundenerfassung/operations';
import type { BatchTarget } from '@src/offline/outbox-transport';
import { apiPath } from './paths';

/**
 * The batch call the engine sends time tracking's outbox through (ADR 0018).
 * Up to three batches of time entries on the way at once (ADR 0036): on a
 * slow link the next batch travels while the server runs the one before, so
 * the round trips no longer add up; the server runs a pair's batches one
 * after the other anyway (the pair's lock), so more would only wait there.
 */
export const timeTrackingBatch: BatchTarget = {
  path: apiPath(stundenerfassungOperations.batch),
  maxEntries: OUTBOX_BATCH_MAX_ENTRIES,
  maxBytes: OUTBOX_BATCH_SEND_BYTES,
  inFlight: 3,
};

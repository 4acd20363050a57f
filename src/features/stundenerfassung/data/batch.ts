import { OUTBOX_BATCH_MAX_ENTRIES, OUTBOX_BATCH_SEND_BYTES } from '@domain/shared/outbox-batch';
import { timeTrackingApiPaths } from '@domain/stundenerfassung/contract';
import type { BatchTarget } from '@src/offline/outbox-transport';

/** The batch call the engine sends time tracking's outbox through (ADR 0018). */
export const timeTrackingBatch: BatchTarget = {
  path: timeTrackingApiPaths.batch(),
  maxEntries: OUTBOX_BATCH_MAX_ENTRIES,
  maxBytes: OUTBOX_BATCH_SEND_BYTES,
};

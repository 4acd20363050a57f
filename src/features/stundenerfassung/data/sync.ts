import { OUTBOX_BATCH_MAX_ENTRIES, OUTBOX_BATCH_SEND_BYTES } from '../../../../domain/outbox-batch';
import { ttApiPaths } from '../../../../domain/stundenerfassung-contract';
import { startSync, type SyncTarget } from '../../../offline/sync-engine';
import { useSyncStatus, type SyncStatus } from '../../../offline/sync-status';
import { timeTrackingAnswers } from './answers';
import { timeTrackingDb } from './db';

/** The batch call the engine sends time tracking's outbox through (ADR 0018). */
export const timeTrackingBatch = {
  path: ttApiPaths.batch(),
  maxEntries: OUTBOX_BATCH_MAX_ENTRIES,
  maxBytes: OUTBOX_BATCH_SEND_BYTES,
};

/** The engine's target for time tracking: its database, its answer handling, its batch call. */
export const timeTrackingSync: SyncTarget = {
  db: timeTrackingDb,
  answers: timeTrackingAnswers(timeTrackingDb),
  batch: timeTrackingBatch,
};

/** Starts the sync engine on time tracking's outbox; returns the release function. */
export const startTimeTrackingSync = (): (() => void) => startSync(timeTrackingSync);

/** The live sync state of time tracking's outbox. */
export const useTimeTrackingSyncStatus = (): SyncStatus => useSyncStatus(timeTrackingDb);

import { startSync, type SyncTarget } from '@src/offline/sync-engine';
import { timeTrackingAnswers } from './answers';
import { timeTrackingBatch } from './batch';
import { timeTrackingDb, VALUE_KINDS } from './db';

/** The engine's target for time tracking: its database, answer handling, batch call and value kinds. */
export const timeTrackingSync: SyncTarget = {
  db: timeTrackingDb,
  answers: timeTrackingAnswers(timeTrackingDb),
  batch: timeTrackingBatch,
  valueKinds: VALUE_KINDS,
};

/** Starts the sync engine on time tracking's outbox; returns the release function. */
export const startTimeTrackingSync = (): (() => void) => startSync(timeTrackingSync);

import { startSync, type SyncTarget } from '@src/offline/sync-engine';
import { timeTrackingAnswers } from './answers';
import { timeTrackingBatch } from './batch';
import { timeTrackingDb } from './db';

/** The engine's target for time tracking: its database, its answer handling, its batch call. */
export const timeTrackingSync: SyncTarget = {
  db: timeTrackingDb,
  answers: timeTrackingAnswers(timeTrackingDb),
  batch: timeTrackingBatch,
};

/** Starts the sync engine on time tracking's outbox; returns the release function. */
export const startTimeTrackingSync = (): (() => void) => startSync(timeTrackingSync);

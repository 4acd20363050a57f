import type { OutboxRow } from './db';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'needs-login' | 'error';

export type SyncStatus = {
  /** Entries not yet acknowledged by the server (parked ones not included). */
  pending: number;
  /** Parked entries (state 'rejected') with the server's message. */
  problems: OutboxRow[];
  lastSyncedAt: number | null;
  phase: SyncPhase;
};

/** The live sync state for the badge and the screens. */
export function useSyncStatus(): SyncStatus {
  return { pending: 0, problems: [], lastSyncedAt: null, phase: 'idle' };
}

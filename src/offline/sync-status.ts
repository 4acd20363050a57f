import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxDb, OutboxRow } from './db';
import { UNSENT_STATES } from './outbox-states';
import { syncStore, type SyncPhase } from './sync-store';

export type { SyncPhase } from './sync-store';

export type SyncStatus = {
  /** Entries not yet acknowledged by the server (parked ones not included). */
  pending: number;
  /** Parked entries (state 'rejected') with the server's message. */
  problems: OutboxRow[];
  /** When the server last acknowledged an entry or a refresh completed. */
  lastSyncedAt: number | null;
  phase: SyncPhase;
};

type Counts = Omit<SyncStatus, 'phase'>;
const EMPTY: Counts = { pending: 0, problems: [], lastSyncedAt: null };

async function readCounts(db: OutboxDb): Promise<Counts> {
  const [pending, problems, last] = await Promise.all([
    db.outbox
      .where('state')
      .anyOf([...UNSENT_STATES])
      .count(),
    db.outbox.where('state').equals('rejected').sortBy('seq'),
    db.meta.get('lastSyncedAt'),
  ]);
  return { pending, problems, lastSyncedAt: typeof last?.value === 'number' ? last.value : null };
}

/**
 * The live sync state for the badge and the screens. The counts come from Dexie
 * (so every tab sees the same outbox); the phase is what this page's engine does.
 */
export function useSyncStatus(db: OutboxDb): SyncStatus {
  const counts = useLiveQuery(() => readCounts(db), [db], EMPTY);
  const phase = useSyncExternalStore(syncStore.subscribe, syncStore.get, syncStore.get);
  return { ...counts, phase };
}

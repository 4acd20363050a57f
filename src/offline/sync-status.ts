import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxDb, OutboxRow, OutboxState } from './db';
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

/** States the unsent panel lists: everything not yet acknowledged, parked ones included. */
const LISTED_STATES: readonly OutboxState[] = [...UNSENT_STATES, 'rejected'];

/**
 * Every entry the server has not acknowledged, parked ones included, each once,
 * in the order of entry (the unsent panel's list).
 */
export async function listOutboxEntries(db: OutboxDb): Promise<OutboxRow[]> {
  const rows = await db.outbox
    .where('state')
    .anyOf([...LISTED_STATES])
    .toArray();
  return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** The live list of unsent and parked entries; undefined while the first read runs. */
export function useOutboxEntries(db: OutboxDb): OutboxRow[] | undefined {
  return useLiveQuery(() => listOutboxEntries(db), [db]);
}
const EMPTY: Counts = { pending: 0, problems: [], lastSyncedAt: null };

/** The badge's number: entries the server has not acknowledged, parked ones not included. */
export function countUnsent(db: OutboxDb): Promise<number> {
  return db.outbox
    .where('state')
    .anyOf([...UNSENT_STATES])
    .count();
}

async function readCounts(db: OutboxDb): Promise<Counts> {
  const [pending, problems, last] = await Promise.all([
    countUnsent(db),
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

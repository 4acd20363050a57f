import { Dexie, type EntityTable } from 'dexie';
import type { TtCustomer, TtMesse } from '../../domain/stundenerfassung';

/*
 * The device's copy of the time-tracking data (architecture: Data flow). The
 * screens read it with useLiveQuery; every edit writes a row here and an outbox
 * entry in the same transaction; the sync engine sends the outbox.
 */

/** One fair/customer pair the supervisor is assigned to, with the customer's signature. */
export type PairRow = {
  /** `${messeId}:${customerId}` */
  key: string;
  messeId: number;
  customerId: number;
  messe: Omit<TtMesse, 'customers'>;
  customer: TtCustomer;
  /** The customer's signature image as a data URL; null until signed. */
  signature: string | null;
  refreshedAt: number;
};

/** A staff member of a pair and whether their timesheet is signed. */
export type StaffRow = {
  /** `${messeId}:${customerId}:${staffId}` */
  key: string;
  messeId: number;
  customerId: number;
  staffId: number;
  firstname: string;
  lastname: string;
  name: string;
  signed: boolean;
  /** Data URL of the staff signature when known on this device. */
  signature: string | null;
};

/** One day's times of one person, minutes since midnight. */
export type TimeRow = {
  /** `${messeId}:${customerId}:${staffId}:${day}` */
  key: string;
  messeId: number;
  customerId: number;
  staffId: number;
  /** ISO date yyyy-MM-dd */
  day: string;
  time_start: number;
  time_end: number;
  time_break: number;
};

export type OutboxKind = 'time' | 'staff-sign' | 'customer-sign';

/**
 * pending → sending → (removed) | retry | needs-login | rejected.
 * Only 'rejected' is parked: it waits for the user to discard or export it.
 */
export type OutboxState = 'pending' | 'sending' | 'retry' | 'needs-login' | 'rejected';

export type OutboxError = { status: number; message: string; code?: string };

/** One write waiting for the server's acknowledgement. */
export type OutboxRow = {
  /** Auto-increment: the sending order. */
  seq?: number;
  /** UUID made when queued; sent as the Idempotency-Key. */
  id: string;
  kind: OutboxKind;
  /** Relative to /app/api, e.g. 'stundenerfassung/staff/3/7/12/2026-11-21'. */
  path: string;
  json?: unknown;
  /** Multipart fields; the SVG is the string field 'signature' (sent as an image/svg+xml file). */
  form?: Record<string, string>;
  /** Key of the local row this entry changes (a time, staff or pair key). */
  rowKey: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  error?: OutboxError;
};

/** Small key/value facts of the engine (e.g. 'lastSyncedAt'). */
export type MetaRow = { key: string; value: number | string | null };

export const pairKey = (messeId: number, customerId: number): string => `${messeId}:${customerId}`;

export const staffKey = (messeId: number, customerId: number, staffId: number): string =>
  `${messeId}:${customerId}:${staffId}`;

export const timeKey = (
  messeId: number,
  customerId: number,
  staffId: number,
  day: string,
): string => `${messeId}:${customerId}:${staffId}:${day}`;

/** True when a row key (pair, staff or time) belongs to the given pair. */
export function rowKeyInPair(rowKey: string, key: string): boolean {
  return rowKey === key || rowKey.startsWith(`${key}:`);
}

export type TimeTrackingDb = Dexie & {
  pairs: EntityTable<PairRow, 'key'>;
  staff: EntityTable<StaffRow, 'key'>;
  times: EntityTable<TimeRow, 'key'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export const DB_NAME = 'mp-stundenerfassung';

export function createTimeTrackingDb(name: string = DB_NAME): TimeTrackingDb {
  const db = new Dexie(name) as TimeTrackingDb;
  // Dexie index specifications, not user-facing text.
  /* eslint-disable lingui/no-unlocalized-strings */
  db.version(1).stores({
    pairs: '&key, messeId',
    staff: '&key, [messeId+customerId]',
    times: '&key, [messeId+customerId], [messeId+customerId+staffId], [messeId+customerId+day]',
    outbox: '++seq, &id, state, rowKey',
    meta: '&key',
  });
  /* eslint-enable lingui/no-unlocalized-strings */
  return db;
}

/** The one database of the app. */
export const timeTrackingDb = createTimeTrackingDb();

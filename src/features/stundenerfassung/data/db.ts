import { Dexie, type EntityTable } from 'dexie';
import type {
  TimeTrackingCustomer,
  TimeTrackingMesse,
  TimeTrackingReopening,
  TimeTrackingSignatureInfo,
} from '@domain/stundenerfassung/stundenerfassung';
import { OUTBOX_STORES, type OutboxDb, type OutboxRow } from '@src/offline/db';

/*
 * The device's copy of the time-tracking data (docs/architecture.md, Time tracking on the client; ADR 0009). The
 * screens read it with useLiveQuery; every edit writes a row here and an outbox
 * entry in the same transaction; the sync engine (src/offline) sends the outbox.
 * This file is the one place of the database's name and schema versions.
 */

/**
 * A signature as the device knows it (ADR 0017): the server's, or one queued
 * here (`pendingId`: its outbox entry) whose days count as covered until the
 * server answers.
 */
export type LocalSignature = TimeTrackingSignatureInfo & { pendingId?: string };

/** One fair/customer pair the supervisor is assigned to, with the customer's signature. */
export type PairRow = {
  /** `${messeId}:${customerId}` */
  key: string;
  messeId: number;
  customerId: number;
  /** The fair; rows stored before the federal state was sent lack it (read as null). */
  messe: Omit<TimeTrackingMesse, 'customers' | 'federal_state'> &
    Partial<Pick<TimeTrackingMesse, 'federal_state'>>;
  customer: TimeTrackingCustomer;
  /** The customer's latest signature image as a data URL; null until signed. */
  signature: string | null;
  /** The customer's signatures and their days (absent on rows stored before ADR 0017). */
  signatures?: LocalSignature[];
  /** Signatures of the pair the office superseded (ADR 0027); absent on older rows. */
  reopened?: TimeTrackingReopening[];
  /** The approving contact's name (issue 25), offered as the signer; absent on older rows. */
  approver_name?: string | null;
  /** The supervisor's booking on the pair (issue 24), from the list; absent on older rows. */
  booking?: TimeTrackingCustomer['booking'];
  refreshedAt: number;
  /**
   * When (Date.now) the server acknowledged this device's last write of the
   * row: a pull whose answers were asked for before then does not overwrite it.
   */
  ackedAt?: number;
};

/**
 * A staff member of a pair and whether their timesheet is signed (as the
 * server said; the screens derive it from the signatures and times, see
 * ../lib/coverage.ts).
 */
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
  /** Data URL of the latest staff signature when known on this device. */
  signature: string | null;
  /** The person's signatures and their days (absent on rows stored before ADR 0017). */
  signatures?: LocalSignature[];
  /**
   * When (Date.now) the server acknowledged this device's last write of the
   * row: a pull whose answers were asked for before then does not overwrite it.
   */
  ackedAt?: number;
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
  /** Both null on a cleared day ('no work time', shown as '–'). */
  time_start: number | null;
  time_end: number | null;
  time_break: number;
  /**
   * When (Date.now) the server acknowledged this device's last write of the
   * row: a pull whose answers were asked for before then does not overwrite it.
   */
  ackedAt?: number;
};

export type TimeTrackingKind = 'time' | 'staff-sign' | 'customer-sign';

/**
 * A day's time is a value: its latest one is what counts, and it depends on
 * no other row. So a waiting time entry takes the row's newer write in its
 * place, and time entries travel in batches side by side (src/offline/db.ts
 * ValueKinds). A signature is an act over a sheet's rows with its own days and
 * hash: never folded, and sent only after everything before it answered.
 */
export const VALUE_KINDS: readonly TimeTrackingKind[] = ['time'];

/** An outbox entry queued by time tracking. */
export type TimeTrackingOutboxRow = OutboxRow<TimeTrackingKind>;

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

export type TimeTrackingDb = OutboxDb & {
  pairs: EntityTable<PairRow, 'key'>;
  staff: EntityTable<StaffRow, 'key'>;
  times: EntityTable<TimeRow, 'key'>;
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
    // The engine's tables; existing devices keep their data only while these
    // index specs and the version number stay as they are.
    ...OUTBOX_STORES,
  });
  /* eslint-enable lingui/no-unlocalized-strings */
  return db;
}

/** The one database of the app (the engine's outbox lives in it too). */
export const timeTrackingDb = createTimeTrackingDb();

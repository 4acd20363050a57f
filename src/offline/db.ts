import type { Dexie, EntityTable } from 'dexie';

/*
 * The engine's tables (ADR 0009). A feature's database adds its
 * own tables beside these and declares the schema once (OUTBOX_STORES goes into
 * its version()); the engine only ever touches `outbox` and `meta`. Every edit
 * writes the feature's row and an outbox entry in one transaction; the engine
 * sends the outbox.
 */

/** What an entry does; the feature that queued it gives it meaning (e.g. 'time'). */
export type OutboxKind = string;

/**
 * The feature's kinds whose entry sets its row to a value and depends on
 * nothing but its row's earlier entries (a day's time, unlike a signature over
 * a sheet's rows). A waiting one takes a newer write of its row in its place
 * (outbox-queue.ts), and they may travel beside other batches (outbox-drainer.ts).
 */
export type ValueKinds = readonly OutboxKind[];

/**
 * pending → sending → (removed) | retry | needs-login | rejected.
 * Only 'rejected' is parked: it waits for the user to discard or export it.
 */
export type OutboxState = 'pending' | 'sending' | 'retry' | 'needs-login' | 'rejected';

export type OutboxError = { status: number; message: string; code?: string };

/** One write waiting for the server's acknowledgement. */
export type OutboxRow<Kind extends OutboxKind = OutboxKind> = {
  /** Auto-increment: the sending order. */
  seq?: number;
  /** UUID made when queued; sent as the Idempotency-Key (unless `sendKey` says otherwise). */
  id: string;
  /**
   * The Idempotency-Key when it is no longer `id`: an entry refused because the
   * office closed its period is sent again under a new key after the reopening,
   * since the server replays the refusal stored under the old one (period-closed.ts).
   */
  sendKey?: string;
  kind: Kind;
  /** The POST path relative to /app/api, as the feature built it. */
  path: string;
  json?: unknown;
  /** Multipart fields; the SVG is the string field 'signature' (sent as an image/svg+xml file). */
  form?: Record<string, string>;
  /** Key of the feature's local row this entry changes (newer entries for it win locally). */
  rowKey: string;
  state: OutboxState;
  /** Sends that reached a verdict (shown to the user); never reset. */
  attempts: number;
  /**
   * Counted failures since the backoff was last reset ('online', 'send now');
   * the retry delay grows with these, not with `attempts` (docs/decisions/0009).
   * Absent on entries queued before it existed: read as 0.
   */
  failures?: number;
  nextAttemptAt: number;
  createdAt: number;
  error?: OutboxError;
};

/** Small key/value facts of the engine (e.g. 'lastSyncedAt'). */
export type MetaRow = { key: string; value: number | string | null };

/** A Dexie database with the engine's tables (and whatever the feature adds). */
export type OutboxDb = Dexie & {
  outbox: EntityTable<OutboxRow, 'seq'>;
  meta: EntityTable<MetaRow, 'key'>;
};

/**
 * The engine's Dexie index specifications, for the feature's version() call.
 * Changing them needs a new schema version in that call.
 */
/* eslint-disable lingui/no-unlocalized-strings */
export const OUTBOX_STORES = {
  outbox: '++seq, &id, state, rowKey',
  meta: '&key',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * What the engine does with a server's answer to an acknowledged entry: the
 * feature updates its row inside the engine's transaction (`tables` names the
 * feature's tables that transaction must include).
 */
export type AnswerHandler = {
  tables: readonly string[];
  apply(entry: OutboxRow, body: unknown): Promise<void>;
};

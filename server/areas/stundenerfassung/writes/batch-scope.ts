import { type AuditEntry, writeAudits } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { createKeyBatch, type KeyBatch } from '@server/platform/idempotency/key-batch';
import type { PairParams } from '../params';
import { listSignatures, type SignatureRecord } from '../signature-records';
import {
  bumpSheetRevision,
  type LockedFair,
  lockPair,
  lockStaff,
  type PairLockMode,
} from './sheet-lock';
import { createTimeRows, type TimeRows } from './time-rows';

/*
 * A batch runs in one transaction with a savepoint per entry (ADR 0018). What
 * the single call does per write, a batch does once: row locks stay held by
 * the batch's transaction, so each pair and person is locked once; the pair's
 * revision is bumped once and the audit entries are inserted in one statement
 * at the end, in the same transaction as the writes. Only what an entry's
 * committed savepoint did counts: a rolled-back entry released its locks and
 * its change, so its staged locks and audit entries are dropped. The entries'
 * keys are completed in one statement at the end too, before the commit. A person's
 * locking signatures are read once too: while the batch holds the pair's lock
 * only the batch's own signature entries change them, and those clear the list.
 */

type Staged = {
  locks: Map<string, PairLockMode | 'staff'>;
  fairs: Map<string, LockedFair | null>;
  audits: AuditEntry[];
};

export type BatchWriteScope = {
  /** Takes the pair's lock unless this batch holds one as strong; the fair's range (lockPair). */
  lockPair(tx: Database, pair: PairParams, mode: PairLockMode): Promise<LockedFair | null>;
  lockStaff(tx: Database, pair: PairParams, staffId: number): Promise<void>;
  /** The signatures that lock the person's days (listSignatures), read once per batch. */
  lockingSignatures(tx: Database, pair: PairParams, staffId: number): Promise<SignatureRecord[]>;
  /** A signature entry runs: the remembered signatures are read again. */
  signing(): void;
  /** A change of the pair: its revision is bumped once, at the end. */
  changed(pair: PairParams, audit: AuditEntry): void;
  /** Runs one entry's write; its locks and audit entries count only if it returned. */
  entry<T>(write: () => Promise<T>): Promise<T>;
  /** The entries' keys: claimed ahead and completed in one statement each (key-batch.ts). */
  keys: KeyBatch;
  /** Without savepoints: the time entries' rows, written together (time-rows.ts). */
  timeRows?: TimeRows;
  /** Stores the key completions, bumps the revisions and writes the audit entries (in the batch's transaction). */
  finish(tx: Database): Promise<void>;
};

const pairKey = (pair: PairParams) => `${pair.messeId}/${pair.customerId}`;
const emptyStage = (): Staged => ({ locks: new Map(), fairs: new Map(), audits: [] });

/** `savepoints`: false runs time entries without their own savepoint and writes their rows together (run-batch.ts). */
export function createBatchWriteScope(savepoints = true): BatchWriteScope {
  const held: Staged = emptyStage();
  let staged = emptyStage();
  const pairs = new Map<string, PairParams>();
  const holding = (key: string) => staged.locks.get(key) ?? held.locks.get(key);
  const signatures = new Map<string, Promise<SignatureRecord[]>>();

  const keys = createKeyBatch(savepoints);
  const timeRows = savepoints ? undefined : createTimeRows();
  return {
    keys,
    timeRows,
    async lockPair(tx, pair, mode) {
      const key = `pair:${pairKey(pair)}`;
      const current = holding(key);
      // 'sign' (FOR UPDATE) is stronger than 'write' (FOR NO KEY UPDATE).
      if (current === 'sign' || current === mode) {
        return staged.fairs.has(key)
          ? (staged.fairs.get(key) ?? null)
          : (held.fairs.get(key) ?? null);
      }
      const fair = await lockPair(tx, pair, mode);
      staged.locks.set(key, mode);
      staged.fairs.set(key, fair);
      return fair;
    },
    async lockStaff(tx, pair, staffId) {
      const key = `staff:${pairKey(pair)}/${staffId}`;
      if (holding(key)) return;
      await lockStaff(tx, pair, staffId);
      staged.locks.set(key, 'staff');
    },
    lockingSignatures(tx, pair, staffId) {
      const key = `${pairKey(pair)}/${staffId}`;
      let list = signatures.get(key);
      if (!list) {
        list = listSignatures(tx, pair, { staffId });
        signatures.set(key, list);
        // A failed read is not kept: the next entry reads again.
        list.catch(() => signatures.delete(key));
      }
      return list;
    },
    signing() {
      signatures.clear();
    },
    changed(pair, audit) {
      pairs.set(pairKey(pair), pair);
      staged.audits.push(audit);
    },
    async entry(write) {
      staged = emptyStage();
      try {
        const result = await write();
        for (const [key, mode] of staged.locks) held.locks.set(key, mode);
        for (const [key, fair] of staged.fairs) held.fairs.set(key, fair);
        held.audits.push(...staged.audits);
        return result;
      } finally {
        staged = emptyStage();
      }
    },
    async finish(tx) {
      // Before the audit entries: the rows' flush fills in their details.
      await timeRows?.flush(tx);
      await keys.finish(tx);
      // A bump without a change (an entry rolled back after it) only refreshes caches.
      for (const pair of pairs.values()) await bumpSheetRevision(tx, pair);
      await writeAudits(tx, held.audits);
    },
  };
}

import type { Database } from '@server/platform/db/client';
import type { KeyBatch } from './key-batch';
import {
  completeClaim,
  deleteExpired,
  findKey,
  insertClaim,
  type KeyScope,
  releaseClaim,
  STALE_CLAIM_MS,
  takeOverStaleClaim,
} from './key-store';

/** What a write answers: status and JSON body (stored as is for replays). */
export type Outcome = { status: number; body: unknown };

export type KeyedResult =
  | { kind: 'fresh'; outcome: Outcome }
  | { kind: 'replay'; outcome: Outcome }
  | { kind: 'in_progress' }
  | { kind: 'mismatch' };

export type KeyedWrite = {
  /** The write; runs in a transaction (a savepoint inside the one that completes the key). */
  write: (tx: Database) => Promise<Outcome>;
  /** Turns an expected client error thrown by the write into its final outcome, else null. */
  clientOutcome: (error: unknown) => Outcome | null;
};

class ClaimLost extends Error {}

type Claim = { claimedAt: Date } | Exclude<KeyedResult, { kind: 'fresh' }>;

async function claim(db: Database, scope: KeyScope, hash: string): Promise<Claim> {
  // A few rounds: the row we look at may expire or vanish (released) between statements.
  for (let round = 0; round < 3; round++) {
    const now = new Date();
    const claimedAt = await insertClaim(db, scope, hash, now);
    if (claimedAt) return { claimedAt };
    const row = await findKey(db, scope);
    if (!row) continue;
    if (row.expiresAt.getTime() <= now.getTime()) {
      await deleteExpired(db, scope, row);
      continue;
    }
    if (row.requestHash !== hash) return { kind: 'mismatch' };
    if (row.state === 'done') {
      return { kind: 'replay', outcome: { status: row.status ?? 200, body: row.response } };
    }
    if (now.getTime() - row.createdAt.getTime() > STALE_CLAIM_MS) {
      const taken = await takeOverStaleClaim(db, scope, row, now);
      if (taken) return { claimedAt: taken };
    }
    return { kind: 'in_progress' };
  }
  return { kind: 'in_progress' };
}

/**
 * Runs a write under an Idempotency-Key (IETF draft semantics). The key is
 * claimed first (a row in state in_progress, unique per user, route and key).
 * The write and the key's completion with the answer commit in one
 * transaction, so an answer lost on the network replays instead of writing
 * twice. Client errors of the write (422, 409) are final and stored too, with
 * the write rolled back to its savepoint; on anything else the claim is
 * released and the error rethrown, so the client's retry can run.
 */
export async function runKeyedWrite(
  db: Database,
  scope: KeyScope,
  requestHash: string,
  job: KeyedWrite,
): Promise<KeyedResult> {
  const claimed = await claim(db, scope, requestHash);
  if (!('claimedAt' in claimed)) return claimed;
  const { claimedAt } = claimed;
  try {
    const outcome = await db.transaction(async (tx) => {
      let result: Outcome;
      try {
        result = await tx.transaction((inner) => job.write(inner));
      } catch (error) {
        const final = job.clientOutcome(error);
        if (!final) throw error;
        result = final;
      }
      if (!(await completeClaim(tx, scope, claimedAt, result.status, result.body))) {
        throw new ClaimLost();
      }
      return result;
    });
    return { kind: 'fresh', outcome };
  } catch (error) {
    // Someone took over our (stale-looking) claim: the write is rolled back, theirs counts.
    if (error instanceof ClaimLost) return { kind: 'in_progress' };
    await releaseClaim(db, scope, claimedAt).catch(() => undefined);
    throw error;
  }
}

/**
 * runKeyedWrite inside a transaction the caller owns (a batch, ADR 0018): the
 * claim, the write (in its savepoint) and the completion all go into `tx`, and
 * commit when the caller commits. Nobody else sees the claim before then: a
 * concurrent request with the same key waits for that commit on PostgreSQL
 * (the key's unique index) and then replays, instead of 409 request_in_progress.
 * With `batch`, the completions of many keys are stored in one statement
 * (completeClaims) before the caller commits, the key may have been claimed
 * ahead with the batch's others, and the write may run without a savepoint
 * (key-batch.ts). On anything but a client error the claim is deleted and
 * the error rethrown; the caller's transaction stays usable (the write's
 * savepoint is rolled back), unless the write ran without one.
 */
export async function runKeyedWriteIn(
  tx: Database,
  scope: KeyScope,
  requestHash: string,
  job: KeyedWrite,
  batch?: KeyBatch,
): Promise<KeyedResult> {
  const ahead = batch?.takeClaim(scope, requestHash);
  const claimed = ahead ? { claimedAt: ahead } : await claim(tx, scope, requestHash);
  if (!('claimedAt' in claimed)) return claimed;
  const { claimedAt } = claimed;
  const savepoint = batch?.savepoints ?? true;
  let outcome: Outcome;
  try {
    outcome = savepoint ? await tx.transaction((inner) => job.write(inner)) : await job.write(tx);
  } catch (error) {
    const final = job.clientOutcome(error);
    if (!final) {
      // Without a savepoint the caller rolls the whole transaction back (KeyBatch.savepoints).
      if (savepoint) await releaseClaim(tx, scope, claimedAt);
      throw error;
    }
    outcome = final;
  }
  if (batch) {
    batch.completions.push({ scope, claimedAt, status: outcome.status, response: outcome.body });
    return { kind: 'fresh', outcome };
  }
  // Our claim is a row of this transaction: no one can have taken it over.
  if (!(await completeClaim(tx, scope, claimedAt, outcome.status, outcome.body))) {
    throw new Error('idempotency claim lost inside its own transaction');
  }
  return { kind: 'fresh', outcome };
}

/** Without a key (accepted for compatibility): the write in a transaction, errors as they come. */
export async function runUnkeyedWrite(db: Database, job: KeyedWrite): Promise<Outcome> {
  return db.transaction((tx) => job.write(tx));
}

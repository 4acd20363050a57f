import type { Database } from '@server/platform/db/client';
import {
  type AheadClaim,
  type Completion,
  claimName,
  completeClaims,
  insertClaims,
  type KeyScope,
  releaseClaims,
} from './key-store';

/**
 * The keys of a batch of keyed writes run in one transaction the caller owns
 * (ADR 0018, runKeyedWriteIn): their completions are stored in one statement
 * at the end, and the keys the caller expects to run can be claimed ahead in
 * one statement. A write takes its claim made ahead when it runs; the claims
 * no write took (an entry refused before its key, one not attempted) are
 * deleted at the end, in the same transaction, so nobody ever sees them: on
 * PostgreSQL a request with such a key waits for the commit and then claims
 * it as if the batch had never held it.
 */
export type KeyBatch = {
  completions: Completion[];
  /** The claim made ahead for this scope and hash, handed out once; else undefined. */
  takeClaim(scope: KeyScope, requestHash: string): Date | undefined;
  /**
   * false: the writes run without a savepoint of their own. Only for writes
   * that throw client errors before they change anything; any other error
   * leaves the caller's transaction unusable, so the caller must roll it back
   * and run the batch again with savepoints.
   */
  savepoints: boolean;
  /** Claims the keys of one user in one statement (insertClaims); the rest claim when they run. */
  claimAhead(db: Database, claims: readonly AheadClaim[]): Promise<void>;
  /** Stores the completions and deletes the claims made ahead that no write took. */
  finish(db: Database): Promise<void>;
};

export function createKeyBatch(savepoints: boolean): KeyBatch {
  const completions: Completion[] = [];
  const ahead = new Map<string, AheadClaim>();
  let userId: number | null = null;
  let claimedAt = new Date(0);
  return {
    completions,
    savepoints,
    takeClaim(scope, requestHash) {
      const name = claimName(scope.route, scope.key);
      const claim = ahead.get(name);
      if (!claim || scope.userId !== userId) return undefined;
      if (claim.requestHash !== requestHash) {
        throw new Error('a claim made ahead does not match its write');
      }
      ahead.delete(name);
      return claimedAt;
    },
    async claimAhead(db, claims) {
      const [first] = claims;
      if (!first) return;
      if (ahead.size > 0 || claims.some(({ scope }) => scope.userId !== first.scope.userId)) {
        throw new Error('claims ahead: once per batch, for one user');
      }
      userId = first.scope.userId;
      claimedAt = new Date();
      const inserted = await insertClaims(db, claims, claimedAt);
      for (const claim of claims) {
        const name = claimName(claim.scope.route, claim.scope.key);
        if (inserted.has(name)) ahead.set(name, claim);
      }
    },
    async finish(db) {
      await completeClaims(db, completions);
      if (userId !== null && ahead.size > 0) {
        const untaken = [...ahead.values()].map(({ scope }) => scope);
        await releaseClaims(db, userId, untaken, claimedAt);
        ahead.clear();
      }
    },
  };
}

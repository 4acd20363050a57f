import { and, eq, lt, sql } from 'drizzle-orm';
import { DAY_MS } from '@domain/shared/times/calendar-days';
import type { Database } from '@server/platform/db/client';
import { idempotencyKeys } from '@server/platform/db/schema/system';

/** How long a key is remembered (IETF draft: "a reasonable time"; ADR: 30 days). */
export const KEY_TTL_MS = 30 * DAY_MS;
/** A claim older than this is taken to be a crashed request and may be taken over. */
export const STALE_CLAIM_MS = 60 * 1000;

export type KeyScope = { userId: number; route: string; key: string };
export type StoredKey = typeof idempotencyKeys.$inferSelect;

function scopeIs(scope: KeyScope) {
  return and(
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.route, scope.route),
    eq(idempotencyKeys.key, scope.key),
  );
}

/** Inserts the claim (state in_progress); null when a row for the key exists. */
export async function insertClaim(
  db: Database,
  scope: KeyScope,
  requestHash: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      ...scope,
      requestHash,
      state: 'in_progress',
      createdAt: now,
      expiresAt: new Date(now.getTime() + KEY_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ createdAt: idempotencyKeys.createdAt });
  return row?.createdAt ?? null;
}

export async function findKey(db: Database, scope: KeyScope): Promise<StoredKey | null> {
  const [row] = await db.select().from(idempotencyKeys).where(scopeIs(scope));
  return row ?? null;
}

/** Deletes an expired row (only if it is still the one that was read). */
export async function deleteExpired(db: Database, scope: KeyScope, row: StoredKey): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(scopeIs(scope), eq(idempotencyKeys.expiresAt, row.expiresAt)));
}

/**
 * Takes over a stale in_progress claim, compare-and-set on its created_at so
 * only one of several retries wins. Returns the new claim time or null.
 */
export async function takeOverStaleClaim(
  db: Database,
  scope: KeyScope,
  row: StoredKey,
  now: Date,
): Promise<Date | null> {
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: now, expiresAt: new Date(now.getTime() + KEY_TTL_MS) })
    .where(
      and(
        scopeIs(scope),
        eq(idempotencyKeys.state, 'in_progress'),
        eq(idempotencyKeys.createdAt, row.createdAt),
      ),
    )
    .returning({ createdAt: idempotencyKeys.createdAt });
  return taken?.createdAt ?? null;
}

/** Stores the final answer on our claim; false when the claim was taken over meanwhile. */
export async function completeClaim(
  db: Database,
  scope: KeyScope,
  claimedAt: Date,
  status: number,
  response: unknown,
): Promise<boolean> {
  const done = await db
    .update(idempotencyKeys)
    .set({ state: 'done', status, response })
    .where(
      and(
        scopeIs(scope),
        eq(idempotencyKeys.state, 'in_progress'),
        eq(idempotencyKeys.createdAt, claimedAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return done.length > 0;
}

/** A claim's answer, stored later with others (completeClaims). */
export type Completion = { scope: KeyScope; claimedAt: Date; status: number; response: unknown };

/**
 * completeClaim for many claims in one statement (a batch's keys, ADR 0018);
 * throws unless every claim was still ours, so the caller's transaction fails.
 */
export async function completeClaims(db: Database, completions: readonly Completion[]) {
  if (completions.length === 0) return;
  const values = sql.join(
    completions.map(
      ({ scope, claimedAt, status, response }) =>
        sql`(${scope.userId}::integer, ${scope.route}::text, ${scope.key}::text, ${claimedAt.toISOString()}::timestamptz, ${status}::integer, ${JSON.stringify(response ?? null)}::jsonb)`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    update ${idempotencyKeys} set state = 'done', status = v.status, response = v.response
    from (values ${values}) as v(user_id, route, key, created_at, status, response)
    where ${idempotencyKeys.userId} = v.user_id and ${idempotencyKeys.route} = v.route
      and ${idempotencyKeys.key} = v.key and ${idempotencyKeys.state} = 'in_progress'
      and ${idempotencyKeys.createdAt} = v.created_at
    returning ${idempotencyKeys.key}`)) as { rows: unknown[] };
  if (result.rows.length !== completions.length) {
    throw new Error('idempotency claims lost inside their own transaction');
  }
}

/** A claim to insert ahead (insertClaims). */
export type AheadClaim = { scope: KeyScope; requestHash: string };

/**
 * insertClaim for many keys of one user in one statement (a batch's keys,
 * ADR 0018): the keys are inserted in a fixed order (route, key), so two
 * transactions claiming overlapping keys wait for each other instead of
 * deadlocking over them. Returns `route\nkey` of the rows inserted; a key
 * with a row already is left to insertClaim's caller (replay, mismatch,
 * in progress, expired).
 */
export async function insertClaims(
  db: Database,
  claims: readonly AheadClaim[],
  now: Date,
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const sorted = [...claims].sort((a, b) =>
    a.scope.route === b.scope.route
      ? a.scope.key.localeCompare(b.scope.key)
      : a.scope.route.localeCompare(b.scope.route),
  );
  const expiresAt = new Date(now.getTime() + KEY_TTL_MS);
  const rows = await db
    .insert(idempotencyKeys)
    .values(
      sorted.map(({ scope, requestHash }) => ({
        ...scope,
        requestHash,
        state: 'in_progress' as const,
        createdAt: now,
        expiresAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ route: idempotencyKeys.route, key: idempotencyKeys.key });
  return new Set(rows.map(({ route, key }) => claimName(route, key)));
}

/** How insertClaims names a claimed key (one user's). */
export const claimName = (route: string, key: string) => `${route}\n${key}`;

/** Deletes one user's claims made at `claimedAt` and never completed (releaseClaim for many). */
export async function releaseClaims(
  db: Database,
  userId: number,
  scopes: readonly Pick<KeyScope, 'route' | 'key'>[],
  claimedAt: Date,
): Promise<void> {
  if (scopes.length === 0) return;
  const pairs = sql.join(
    scopes.map(({ route, key }) => sql`(${route}::text, ${key}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    delete from ${idempotencyKeys}
    where ${idempotencyKeys.userId} = ${userId} and ${idempotencyKeys.state} = 'in_progress'
      and ${idempotencyKeys.createdAt} = ${claimedAt.toISOString()}::timestamptz
      and (${idempotencyKeys.route}, ${idempotencyKeys.key}) in (values ${pairs})`);
}

/** Drops our claim after a failed write, so a retry of the key can run. */
export async function releaseClaim(db: Database, scope: KeyScope, claimedAt: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        scopeIs(scope),
        eq(idempotencyKeys.state, 'in_progress'),
        eq(idempotencyKeys.createdAt, claimedAt),
      ),
    );
}

/** Deletes every expired key; returns how many. */
export async function sweepExpiredKeys(db: Database, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

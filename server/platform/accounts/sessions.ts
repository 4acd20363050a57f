import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '@domain/shared/account';
import { DAY_MS } from '@domain/shared/times/calendar-days';
import { randomToken, sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { sessions, users } from '@server/platform/db/schema/users';
import {
  cachedSession,
  forgetSession,
  forgetUserSessions,
  rememberSession,
  sessionCacheEpoch,
} from './session-cache';
import { publicUserColumns, toPublicUser } from './users';

// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionPolicy = { idleDays: number; absoluteDays: number };

export type ActiveSession = { idHash: string; userId: number; expiresAt: Date };

/** Creates a session; the returned token goes into the cookie, only its hash into the table. */
export async function createSession(
  db: Database,
  userId: number,
  policy: SessionPolicy,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + policy.absoluteDays * DAY_MS);
  await db.insert(sessions).values({
    idHash: sha256Hex(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The statements `resolveSession` runs on every API request, built once per
 * database: Drizzle then neither rebuilds the SQL text nor re-plans it per
 * request (node-postgres prepares them once per connection, by name).
 */
function prepareSessionStatements(db: Database) {
  const idHash = sql.placeholder('idHash');
  return {
    lookup: db
      .select({
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        user: publicUserColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(bewerber, eq(bewerber.userId, users.id))
      // A deactivated account's sessions are deleted with the deactivation; this also
      // refuses one a login created in the same moment (no session outlives it).
      .where(and(eq(sessions.idHash, idHash), isNull(users.deactivatedAt)))
      .prepare('session_lookup'),
    touch: db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, idHash))
      .prepare('session_touch'),
    remove: db.delete(sessions).where(eq(sessions.idHash, idHash)).prepare('session_remove'),
  };
}

const statementsByDb = new WeakMap<Database, ReturnType<typeof prepareSessionStatements>>();

function sessionStatements(db: Database) {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = prepareSessionStatements(db);
    statementsByDb.set(db, statements);
  }
  return statements;
}

export type ResolvedSession = { session: ActiveSession; user: AuthUser };

/** Whether the session ended (absolute lifetime or idle limit) at `now`. */
function hasEnded(expiresAt: Date, lastSeenAt: number, policy: SessionPolicy, now: number) {
  return expiresAt.getTime() <= now || lastSeenAt + policy.idleDays * DAY_MS <= now;
}

/**
 * The live session behind a cookie value and its user, in one query (this runs
 * on every API request), or null. A session past its absolute end or idle for
 * longer than the idle limit is deleted on sight. With `cacheMs` > 0 a session
 * read less than that long ago comes from this process's memory (ADR 0011);
 * expiry and the once-a-minute touch still apply to it.
 */
export async function resolveSession(
  db: Database,
  token: string,
  policy: SessionPolicy,
  cacheMs = 0,
): Promise<ResolvedSession | null> {
  if (token.length === 0 || token.length > 100) return null;
  const idHash = sha256Hex(token);
  const statements = sessionStatements(db);
  const now = Date.now();
  const cached = cacheMs > 0 ? cachedSession(db, idHash, cacheMs, now) : undefined;
  if (cached) {
    if (hasEnded(cached.session.expiresAt, cached.lastSeenAt, policy, now)) {
      await endSession(db, idHash);
      return null;
    }
    if (now - cached.lastSeenAt >= TOUCH_INTERVAL_MS) {
      cached.lastSeenAt = now;
      await statements.touch.execute({ idHash });
    }
    return { session: cached.session, user: cached.user };
  }

  const epoch = sessionCacheEpoch(db);
  const [row] = await statements.lookup.execute({ idHash });
  if (!row) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (hasEnded(row.expiresAt, lastSeenAt, policy, now)) {
    await endSession(db, idHash);
    return null;
  }
  if (now - lastSeenAt >= TOUCH_INTERVAL_MS) {
    await statements.touch.execute({ idHash });
    lastSeenAt = now;
  }
  const resolved: ResolvedSession = {
    session: Object.freeze({ idHash, userId: row.userId, expiresAt: row.expiresAt }),
    // Shared by every request within the TTL: frozen, so no route can change it for the next.
    user: Object.freeze(toPublicUser(row.user)),
  };
  if (cacheMs > 0) rememberSession(db, { ...resolved, lastSeenAt, fetchedAt: now }, epoch);
  return resolved;
}

async function endSession(db: Database, idHash: string): Promise<void> {
  await sessionStatements(db).remove.execute({ idHash });
  forgetSession(db, idHash);
}

/** Ends one session, in the database and in this process's session cache. */
export async function destroySession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  forgetSession(db, idHash);
}

/**
 * Ends every session of a user, optionally except one (after a password reset).
 * Inside a transaction (`db` is then the transaction, not the app's handle),
 * the caller calls `forgetUserSessions(app.db, userId)` once it committed.
 */
export async function destroyUserSessions(
  db: Database,
  userId: number,
  exceptIdHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
        : eq(sessions.userId, userId),
    );
  forgetUserSessions(db, userId);
}

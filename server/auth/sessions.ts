import { and, eq, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../domain/auth';
import { randomToken, sha256Hex } from '../crypto/tokens';
import type { Database } from '../db/client';
import { bewerber } from '../db/schema/bewerber';
import { sessions, users } from '../db/schema/users';
import { publicUserColumns, toPublicUser } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
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
      .where(eq(sessions.idHash, idHash))
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

/**
 * The live session behind a cookie value and its user, in one query (this runs
 * on every API request), or null. A session past its absolute end or idle for
 * longer than the idle limit is deleted on sight.
 */
export async function resolveSession(
  db: Database,
  token: string,
  policy: SessionPolicy,
): Promise<{ session: ActiveSession; user: AuthUser } | null> {
  if (token.length === 0 || token.length > 100) return null;
  const idHash = sha256Hex(token);
  const statements = sessionStatements(db);
  const [row] = await statements.lookup.execute({ idHash });
  if (!row) return null;
  const now = Date.now();
  const idleEnd = row.lastSeenAt.getTime() + policy.idleDays * DAY_MS;
  if (row.expiresAt.getTime() <= now || idleEnd <= now) {
    await statements.remove.execute({ idHash });
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await statements.touch.execute({ idHash });
  }
  return {
    session: { idHash, userId: row.userId, expiresAt: row.expiresAt },
    user: toPublicUser(row.user),
  };
}

export async function destroySession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user, optionally except one (after a password reset). */
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
}

import { eq, sql } from 'drizzle-orm';
import { accountAreas } from '@domain/shared/areas';
import type { AuthUser } from '@domain/shared/account';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';

/** Columns of the public user shape; select them from users left-joined with bewerber. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  locale: users.locale,
  timetracking: users.timetracking,
  // The contract flag belongs to the staff record linked to the login.
  contract: sql<boolean>`coalesce(${bewerber.contract}, false)`,
  // Decides the areas (domain/shared/areas.ts); not part of the public shape itself.
  staffRecord: sql<boolean>`${bewerber.id} is not null`,
  // The role decides the office area (ADR 0022); not part of the public shape either.
  office: sql<boolean>`${users.role} = 'office'`,
};

const authUserColumns = {
  ...publicUserColumns,
  passwordHash: users.passwordHash,
  deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
};

/**
 * A login as the auth routes see it. `deactivated`: the office deactivated it;
 * login and password reset treat it like an unknown account (no enumeration).
 */
export type UserRecord = AuthUser & { passwordHash: string; deactivated: boolean };

/** A row selected with `publicUserColumns`. */
type PublicRow = Omit<AuthUser, 'name' | 'areas'> & { staffRecord: boolean; office: boolean };

type Row = PublicRow & { passwordHash: string; deactivated: boolean };

function toRecord({ passwordHash, deactivated, ...row }: Row): UserRecord {
  return { ...toPublicUser(row), passwordHash, deactivated: Boolean(deactivated) };
}

/** The AuthUser of a row selected with `publicUserColumns`, with the areas it may open. */
export function toPublicUser({ staffRecord, office, ...row }: PublicRow): AuthUser {
  return {
    ...row,
    contract: Boolean(row.contract),
    name: `${row.firstname} ${row.lastname}`,
    // Frozen: a cached session shares this user between requests (sessions.ts).
    areas: Object.freeze(
      accountAreas({
        staffRecord: Boolean(staffRecord),
        timetracking: row.timetracking,
        office: Boolean(office),
      }),
    ),
  };
}

/** The public shape of a user (never the password hash). */
export function toAuthUser(record: UserRecord): AuthUser {
  const { passwordHash: _hash, deactivated: _deactivated, ...user } = record;
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(bewerber, eq(bewerber.userId, users.id))
    .where(eq(users.id, id));
  return row ? toRecord(row) : null;
}

/** Looks up by e-mail, ignoring case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(bewerber, eq(bewerber.userId, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ? toRecord(row) : null;
}

/** Stores a new password hash for the account (the caller ends its sessions). */
export async function setPasswordHash(db: Database, id: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

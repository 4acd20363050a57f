import { asc, eq, sql } from 'drizzle-orm';
import type { OfficeUserItem } from '@domain/buero/gdpr-contract';
import type { Database } from '@server/platform/db/client';
import { users } from '@server/platform/db/schema/users';
import { isoInstant } from './applicant-status';

const columns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  created_at: isoInstant(users.createdAt),
};

/** Every office account by name. An agency has a handful, so the list is not paged. */
export async function listOfficeUsers(db: Database): Promise<OfficeUserItem[]> {
  return db
    .select(columns)
    .from(users)
    .where(eq(users.role, 'office'))
    .orderBy(
      asc(sql`lower(${users.lastname})`),
      asc(sql`lower(${users.firstname})`),
      asc(users.id),
    );
}

export async function findOfficeUser(db: Database, id: number): Promise<OfficeUserItem | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row ?? null;
}

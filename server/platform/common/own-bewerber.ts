import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { HttpError } from '@server/platform/http/http-error';
import { requireUser } from './current-user';

/**
 * The staff record (bewerber id) of the signed-in user, or null for an account
 * without one (a pure supervisor). Self-service routes only ever act on this id:
 * nothing in a request can name another person's record.
 */
export async function findOwnBewerberId(
  db: Database,
  request: FastifyRequest,
): Promise<number | null> {
  const user = requireUser(request);
  const [row] = await db
    .select({ id: bewerber.id })
    .from(bewerber)
    .where(eq(bewerber.userId, user.id));
  return row?.id ?? null;
}

/** Like findOwnBewerberId, for writes: an account without a staff record gets 403, never a 500. */
export async function requireOwnBewerberId(db: Database, request: FastifyRequest): Promise<number> {
  const id = await findOwnBewerberId(db, request);
  if (id === null) throw new HttpError(403, 'no_staff_record');
  return id;
}

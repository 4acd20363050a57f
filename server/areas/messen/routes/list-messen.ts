import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MesseOption } from '@domain/messen/messen';
import { bewerberMessen, messen } from '@server/platform/db/schema/messen';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { isOffered, messeColumns, plannerOrder } from '../offered-messen';

/**
 * GET /app/api/messen: the fairs the planner offers (not over yet), each with
 * `selected` for the signed-in person. Without a staff record nothing is selected.
 */
export async function listMessenRoute(app: FastifyInstance) {
  app.get('/', async (request): Promise<MesseOption[]> => {
    const bewerberId = (await findOwnBewerberId(app.db, request)) ?? 0;
    return app.db
      .select({ ...messeColumns, selected: sql<boolean>`${bewerberMessen.messeId} is not null` })
      .from(messen)
      .leftJoin(
        bewerberMessen,
        and(eq(bewerberMessen.messeId, messen.id), eq(bewerberMessen.bewerberId, bewerberId)),
      )
      .where(isOffered())
      .orderBy(...plannerOrder);
  });
}

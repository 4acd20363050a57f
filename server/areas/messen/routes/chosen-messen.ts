import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChosenMesse } from '@domain/messen/messen';
import { bewerberMessen, messen } from '@server/platform/db/schema/messen';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { isOffered, messeColumns, plannerOrder } from '../offered-messen';

/**
 * GET /app/api/stammdaten/messen: the fairs the signed-in person chose that are
 * not over yet (the same set the planner shows ticked). Without a staff record: [].
 */
export async function chosenMessenRoute(app: FastifyInstance) {
  app.get('/', async (request): Promise<ChosenMesse[]> => {
    const bewerberId = await findOwnBewerberId(app.db, request);
    if (bewerberId === null) return [];
    return app.db
      .select(messeColumns)
      .from(bewerberMessen)
      .innerJoin(messen, eq(messen.id, bewerberMessen.messeId))
      .where(and(eq(bewerberMessen.bewerberId, bewerberId), isOffered()))
      .orderBy(...plannerOrder);
  });
}

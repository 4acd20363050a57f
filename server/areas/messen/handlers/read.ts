import { and, eq, sql } from 'drizzle-orm';
import type { messenOperations } from '@domain/messen/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { bewerberMessen, messen } from '@server/platform/db/schema/messen';
import { isOffered, messeColumns, plannerOrder } from '../offered-messen';

/**
 * GET /app/api/messen: the fairs the planner offers (not over yet), each with
 * `selected` for the signed-in person. Without a staff record nothing is selected.
 */
export const offeredMessen: OperationHandler<typeof messenOperations.offered> = async ({
  app,
  request,
}) => {
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
};

/**
 * GET /app/api/stammdaten/messen: the fairs the signed-in person chose that are
 * not over yet (the same set the planner shows ticked). Without a staff record: [].
 */
export const chosenMessen: OperationHandler<typeof messenOperations.chosen> = async ({
  app,
  request,
}) => {
  const bewerberId = await findOwnBewerberId(app.db, request);
  if (bewerberId === null) return [];
  return app.db
    .select(messeColumns)
    .from(bewerberMessen)
    .innerJoin(messen, eq(messen.id, bewerberMessen.messeId))
    .where(and(eq(bewerberMessen.bewerberId, bewerberId), isOffered()))
    .orderBy(...plannerOrder);
};

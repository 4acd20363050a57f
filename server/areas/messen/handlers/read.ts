import type { messenOperations } from '@domain/messen/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { chosenFairsOf, offeredFairsFor } from '../reads';

/**
 * GET /app/api/messen: the fairs the planner offers (not over yet), each with
 * `selected` for the signed-in person. Without a staff record nothing is selected.
 */
export const offeredMessen: OperationHandler<typeof messenOperations.offered> = async ({
  app,
  request,
}) => offeredFairsFor(app.db, (await findOwnBewerberId(app.db, request)) ?? 0);

/**
 * GET /app/api/stammdaten/messen: the fairs the signed-in person chose that are
 * not over yet (the same set the planner shows ticked). Without a staff record: [].
 */
export const chosenMessen: OperationHandler<typeof messenOperations.chosen> = async ({
  app,
  request,
}) => {
  const bewerberId = await findOwnBewerberId(app.db, request);
  return bewerberId === null ? [] : chosenFairsOf(app.db, bewerberId);
};

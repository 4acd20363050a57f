import type { meineStundenOperations } from '@domain/meine-stunden/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { readMyHours } from '../reads';

const EMPTY = { fairs: [], months: [], total_minutes: 0 };

/**
 * GET /app/api/meine-stunden: the signed-in person's own hours. The staff
 * record comes from the session, never from the request, so no other
 * person's hours are reachable. Without a staff record: empty, like the
 * other reads of one's own data (GET /stammdaten/messen).
 */
export const myHours: OperationHandler<typeof meineStundenOperations.mine> = async ({
  app,
  request,
}) => {
  const staffId = await findOwnBewerberId(app.db, request);
  return staffId === null ? EMPTY : readMyHours(app.db, staffId);
};

import { meineStundenOperations } from '@domain/meine-stunden/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { readMyQueries } from '../reads';
import { createTimeQuery } from '../writes';

const { createQuery } = meineStundenOperations;

/** GET /app/api/meine-stunden/beanstandungen: the own questions, newest first. */
export const myQueries: OperationHandler<typeof meineStundenOperations.queries> = async ({
  app,
  request,
}) => {
  const staffId = await findOwnBewerberId(app.db, request);
  return { items: staffId === null ? [] : await readMyQueries(app.db, staffId) };
};

/**
 * POST /app/api/meine-stunden/beanstandungen: questions one of the own days.
 * The person comes from the session: another person's pair or day is simply
 * not one of theirs (404), whatever ids the body names.
 */
export const createMyQuery: OperationHandler<typeof createQuery> = async ({
  app,
  request,
  body,
}) => {
  const user = requireUser(request);
  const staffId = await findOwnBewerberId(app.db, request);
  if (staffId === null) throw refuse(createQuery, 'not_found');
  const actor = { userId: user.id, ip: request.ip };
  const stored = await createTimeQuery(app.db, actor, staffId, body);
  if (!stored) throw refuse(createQuery, 'not_found');
  return stored;
};

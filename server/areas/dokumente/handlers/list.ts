import type { dokumenteOperations } from '@domain/dokumente/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { listDocumentsOf } from '../reads';

/** The signed-in person's own documents; an account without a staff record has none. */
export const listDocuments: OperationHandler<typeof dokumenteOperations.list> = async ({
  app,
  request,
}) => {
  const bewerberId = await findOwnBewerberId(app.db, request);
  return bewerberId === null ? [] : listDocumentsOf(app.db, bewerberId);
};

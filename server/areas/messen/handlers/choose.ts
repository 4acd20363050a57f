import { messenOperations } from '@domain/messen/operations';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { requestLocale } from '@server/platform/http/locale';
import { replaceChosenFairs } from '../writes';

const choose = messenOperations.choose;

/**
 * POST /app/api/stammdaten/messen `{selected: [ids]}`: the complete choice
 * among the offered fairs. Ids that are no fair or a fair that is over answer
 * 422 and change nothing; choices of past fairs stay as history.
 */
export const chooseMessen: OperationHandler<typeof choose> = async ({ app, request, body }) => {
  const user = requireUser(request);
  const bewerberId = await findOwnBewerberId(app.db, request);
  if (bewerberId === null) throw refuse(choose, 'no_staff_record');
  const wanted = [...new Set(body.selected)];
  const saved = await replaceChosenFairs(
    app.db,
    { userId: user.id, ip: request.ip },
    bewerberId,
    wanted,
  );
  if (!saved) {
    throw refuse(choose, 'validation_failed', {
      selected: [validationMessage('messe_unavailable', requestLocale(request))],
    });
  }
  return { success: true };
};

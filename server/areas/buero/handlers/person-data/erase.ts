import { personDataOperations } from '@domain/buero/operations/person-data';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { erasePerson, officeActor } from '../../writes';

const erase = personDataOperations.erase;

/** POST …/personen/{id}/loeschen: erases the person (docs/product/data-retention.md). */
export const erasePersonData: OperationHandler<typeof erase> = async ({
  app,
  request,
  params,
  body,
}) => {
  const outcome = await erasePerson(app.db, officeActor(request), params.id, body.confirm);
  if (!outcome.ok) {
    if (outcome.problem === 'not_found') throw refuse(erase, 'not_found');
    if (outcome.problem === 'own_account') throw refuse(erase, 'conflict');
    throw refuse(erase, 'validation_failed', {
      confirm: [validationMessage('confirm_name', requestLocale(request))],
    });
  }
  for (const userId of outcome.userIds) app.forgetUserSessions(userId);
  // After the commit: a failed removal leaves an orphan file no row names, never a
  // row that names a missing file. It is logged for the operator.
  for (const key of outcome.fileKeys) {
    await app.fileStore.remove(key).catch((error: unknown) => {
      request.log.error({ err: error }, 'erased person: file not removed');
    });
  }
  return { success: true, pseudonym: outcome.pseudonym, bewerber_ids: outcome.bewerberIds };
};

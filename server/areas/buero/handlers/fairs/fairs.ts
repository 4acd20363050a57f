import { fairOperations } from '@domain/buero/operations/fairs';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { findFair, listFairs, loadFairDetail } from '../../messen/fair-reads';
import { decodeFairCursor } from '../../messen/list-cursor';
import { createFair, officeActor, setFairArchived, updateFair } from '../../writes';

/** The office's fairs: list, create, read, edit, archive (docs/product/fairs.md). */
const { list, detail, update, archive } = fairOperations;

export const listFairsHandler: OperationHandler<typeof list> = async ({ app, request, query }) => {
  const cursor = query.cursor ? decodeFairCursor(query.cursor) : null;
  if (query.cursor && !cursor) {
    throw refuse(list, 'validation_failed', {
      cursor: [validationMessage('invalid', requestLocale(request))],
    });
  }
  return listFairs(app.db, query, cursor);
};

export const createFairHandler: OperationHandler<typeof fairOperations.create> = async ({
  app,
  request,
  body,
}) => {
  const id = await createFair(app.db, officeActor(request), body);
  const fair = await findFair(app.db, id);
  if (!fair) throw new Error(`fair ${String(id)} is gone right after its creation`);
  return fair;
};

export const fairDetailHandler: OperationHandler<typeof detail> = async ({ app, params }) => {
  const fair = await loadFairDetail(app.db, params.id);
  if (!fair) throw refuse(detail, 'not_found');
  return fair;
};

/** A range that drops days with times is refused by the write (OfficeRefusal, 409). */
export const updateFairHandler: OperationHandler<typeof update> = async ({
  app,
  request,
  params,
  body,
}) => {
  if (
    !(await updateFair(app.db, officeActor(request), params.id, body, {
      enqueueMail: app.enqueueMail,
      publicUrl: app.config.publicUrl,
      nudgePush: app.pushOutbox.nudge,
    }))
  ) {
    throw refuse(update, 'not_found');
  }
  app.mailOutbox.nudge();
  const fair = await findFair(app.db, params.id);
  if (!fair) throw refuse(update, 'not_found');
  return fair;
};

export const archiveFairHandler: OperationHandler<typeof archive> = async ({
  app,
  request,
  params,
  body,
}) => {
  if (!(await setFairArchived(app.db, officeActor(request), params.id, body.archived))) {
    throw refuse(archive, 'not_found');
  }
  const fair = await findFair(app.db, params.id);
  if (!fair) throw refuse(archive, 'not_found');
  return fair;
};

import { customerOperations } from '@domain/buero/operations/fairs';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { findCustomer, listCustomers } from '../../messen/fair-reads';
import { decodeCustomerCursor } from '../../messen/list-cursor';
import { createCustomer, officeActor, setCustomerArchived, updateCustomer } from '../../writes';

/** The office's customers: list, create, rename, archive (docs/product/fairs.md). */
const { list, update, archive } = customerOperations;

export const listCustomersHandler: OperationHandler<typeof list> = async ({
  app,
  request,
  query,
}) => {
  const cursor = query.cursor ? decodeCustomerCursor(query.cursor) : null;
  if (query.cursor && !cursor) {
    throw refuse(list, 'validation_failed', {
      cursor: [validationMessage('invalid', requestLocale(request))],
    });
  }
  return listCustomers(app.db, query, cursor);
};

export const createCustomerHandler: OperationHandler<typeof customerOperations.create> = async ({
  app,
  request,
  body,
}) => {
  const id = await createCustomer(app.db, officeActor(request), body);
  const customer = await findCustomer(app.db, id);
  if (!customer) throw new Error(`customer ${String(id)} is gone right after its creation`);
  return customer;
};

export const updateCustomerHandler: OperationHandler<typeof update> = async ({
  app,
  request,
  params,
  body,
}) => {
  if (!(await updateCustomer(app.db, officeActor(request), params.id, body))) {
    throw refuse(update, 'not_found');
  }
  const customer = await findCustomer(app.db, params.id);
  if (!customer) throw refuse(update, 'not_found');
  return customer;
};

export const archiveCustomerHandler: OperationHandler<typeof archive> = async ({
  app,
  request,
  params,
  body,
}) => {
  if (!(await setCustomerArchived(app.db, officeActor(request), params.id, body.archived))) {
    throw refuse(archive, 'not_found');
  }
  const customer = await findCustomer(app.db, params.id);
  if (!customer) throw refuse(archive, 'not_found');
  return customer;
};

import { contactOperations } from '@domain/buero/operations/contacts';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import {
  findContact,
  findCustomerSettings,
  loadCustomerContacts,
} from '../../messen/contact-reads';
import { loadPairAssignments } from '../../messen/pair-reads';
import {
  createContact,
  officeActor,
  setContactArchived,
  setCustomerSettings,
  setPairContacts,
  updateContact,
} from '../../writes';
import { pairOf } from '../pairs/pairs';

/*
 * Who the customer is (issue 25): a customer's contacts and switches, and the
 * pair's contacts. A contact id is always read with its customer's id: a
 * contact of another customer is the same 404 as an unknown one.
 */
const { list, create, update, archive, settings, pairContacts } = contactOperations;

export const listContactsHandler: OperationHandler<typeof list> = async ({ app, params }) => {
  const answer = await loadCustomerContacts(app.db, params.id);
  if (!answer) throw refuse(list, 'not_found');
  return answer;
};

export const createContactHandler: OperationHandler<typeof create> = async ({
  app,
  request,
  params,
  body,
}) => {
  const id = await createContact(app.db, officeActor(request), params.id, body);
  if (id === null) throw refuse(create, 'not_found');
  const contact = await findContact(app.db, params.id, id);
  if (!contact) throw new Error(`contact ${String(id)} is gone right after its creation`);
  return contact;
};

export const updateContactHandler: OperationHandler<typeof update> = async ({
  app,
  request,
  params,
  body,
}) => {
  if (!(await updateContact(app.db, officeActor(request), params.id, params.contactId, body))) {
    throw refuse(update, 'not_found');
  }
  const contact = await findContact(app.db, params.id, params.contactId);
  if (!contact) throw refuse(update, 'not_found');
  return contact;
};

export const archiveContactHandler: OperationHandler<typeof archive> = async ({
  app,
  request,
  params,
  body,
}) => {
  const actor = officeActor(request);
  if (!(await setContactArchived(app.db, actor, params.id, params.contactId, body.archived))) {
    throw refuse(archive, 'not_found');
  }
  const contact = await findContact(app.db, params.id, params.contactId);
  if (!contact) throw refuse(archive, 'not_found');
  return contact;
};

export const customerSettingsHandler: OperationHandler<typeof settings> = async ({
  app,
  request,
  params,
  body,
}) => {
  if (!(await setCustomerSettings(app.db, officeActor(request), params.id, body))) {
    throw refuse(settings, 'not_found');
  }
  const answer = await findCustomerSettings(app.db, params.id);
  if (!answer) throw refuse(settings, 'not_found');
  return answer;
};

export const pairContactsHandler: OperationHandler<typeof pairContacts> = async ({
  app,
  request,
  params,
  body,
}) => {
  const pair = pairOf(params);
  if (!(await setPairContacts(app.db, officeActor(request), pair, body))) {
    throw refuse(pairContacts, 'not_found');
  }
  const answer = await loadPairAssignments(app.db, pair);
  if (!answer) throw refuse(pairContacts, 'not_found');
  return answer;
};

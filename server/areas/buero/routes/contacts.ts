import { contactOperations } from '@domain/buero/operations/contacts';
import {
  archiveContactHandler,
  createContactHandler,
  customerSettingsHandler,
  listContactsHandler,
  pairContactsHandler,
  updateContactHandler,
} from '../handlers/contacts/contacts';
import { officeOperationRoutes } from '../office-operations';

/** Who the customer is (issue 25): contacts, the customer's switches, the pair's contacts. */
export const contactRoutes = officeOperationRoutes(contactOperations, {
  list: listContactsHandler,
  create: createContactHandler,
  update: updateContactHandler,
  archive: archiveContactHandler,
  settings: customerSettingsHandler,
  pairContacts: pairContactsHandler,
});

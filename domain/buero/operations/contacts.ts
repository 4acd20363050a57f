import * as v from 'valibot';
import {
  contactInputSchema,
  contactMessages,
  contactSchema,
  customerContactsSchema,
  customerSettingsInputSchema,
  customerSettingsSchema,
  pairContactsInputSchema,
} from '@domain/buero/contacts-contract';
import { archiveInputSchema, pairAssignmentsSchema } from '@domain/buero/messen-contract';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';

/*
 * Who the customer is (issue 25): a customer's contacts and switches, and the
 * contacts a pair names (docs/product/customers.md). Schemas: contacts-contract.ts.
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const customer = '/buero/kunden/:id';
const contact = `${customer}/kontakte/:contactId`;
const customerParams = v.object({ id: serialIdParam });
const contactParams = v.object({ id: serialIdParam, contactId: serialIdParam });
const noCustomer = { status: 404, description: 'No such customer.' } as const;
const noContact = {
  status: 404,
  description: 'No such customer, or the contact is not one of the customer’s.',
} as const;

export const contactOperations = {
  list: defineOperation({
    method: 'get',
    path: `${customer}/kontakte`,
    tag,
    summary: 'A customer’s contacts (archived ones too) and its switches',
    access: office,
    params: customerParams,
    answer: customerContactsSchema,
    answerDescription: 'The customer, its switches and contacts.',
    refusals: { not_found: noCustomer },
  }),
  create: defineOperation({
    method: 'post',
    path: `${customer}/kontakte`,
    tag,
    summary: 'Add a contact to a customer',
    access: office,
    params: customerParams,
    body: contactInputSchema,
    messages: contactMessages,
    successStatus: 201,
    answer: contactSchema,
    answerDescription: 'The new contact.',
    refusals: { not_found: noCustomer },
  }),
  update: defineOperation({
    method: 'patch',
    path: contact,
    tag,
    summary: 'Edit a contact (all fields)',
    access: office,
    params: contactParams,
    body: contactInputSchema,
    messages: contactMessages,
    answer: contactSchema,
    answerDescription: 'The contact.',
    refusals: { not_found: noContact },
  }),
  archive: defineOperation({
    method: 'put',
    path: `${contact}/archiv`,
    tag,
    summary: 'Archive or restore a contact',
    description: 'An archived contact cannot be chosen for a pair; pairs naming it keep it.',
    access: office,
    params: contactParams,
    body: archiveInputSchema,
    messages: contactMessages,
    answer: contactSchema,
    answerDescription: 'The contact.',
    refusals: { not_found: noContact },
  }),
  settings: defineOperation({
    method: 'put',
    path: `${customer}/einstellungen`,
    tag,
    summary: 'Set the signed copy by mail, the automatic approval request and the tacit approval',
    access: office,
    params: customerParams,
    body: customerSettingsInputSchema,
    messages: contactMessages,
    answer: customerSettingsSchema,
    answerDescription: 'The switches.',
    refusals: { not_found: noCustomer },
  }),
  pairContacts: defineOperation({
    method: 'put',
    path: '/buero/messen/:id/kunden/:customerId/kontakte',
    tag,
    summary: 'Name the pair’s approving contact and copy contact (null clears)',
    access: office,
    params: v.object({ id: serialIdParam, customerId: serialIdParam }),
    body: pairContactsInputSchema,
    messages: contactMessages,
    answer: pairAssignmentsSchema,
    answerDescription: 'The pair with its people and contacts.',
    refusals: {
      not_found: { status: 404, description: 'No such pair.' },
      contact_unknown: {
        status: 422,
        description: 'A contact is not one of the customer’s, or archived.',
      },
    },
  }),
};

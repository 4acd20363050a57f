import * as v from 'valibot';
import {
  archiveInputSchema,
  bueroMessenMessages,
  customerInputSchema,
  customerListSchema,
  customerSchema,
  fairDetailSchema,
  fairInputSchema,
  fairListSchema,
  fairSchema,
  officeListQuerySchema,
} from '@domain/buero/messen-contract';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';

/*
 * The office's fairs and customers: list, create, read, edit, archive
 * (docs/product/fairs.md). The schemas live in messen-contract.ts.
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const idParams = v.object({ id: serialIdParam });
const notFound = { status: 404, description: 'No such fair or customer.' } as const;
const badCursor = { status: 422, description: 'The cursor is not one of this list.' } as const;

export const fairOperations = {
  list: defineOperation({
    method: 'get',
    path: '/buero/messen',
    tag,
    summary: 'Fairs, newest start first (active, or archived with archived=1)',
    access: office,
    query: officeListQuerySchema,
    queryStatus: 422,
    messages: bueroMessenMessages,
    answer: fairListSchema,
    answerDescription: 'One page.',
    refusals: { validation_failed: badCursor },
  }),
  create: defineOperation({
    method: 'post',
    path: '/buero/messen',
    tag,
    summary: 'Create a fair',
    access: office,
    body: fairInputSchema,
    messages: bueroMessenMessages,
    successStatus: 201,
    answer: fairSchema,
    answerDescription: 'The new fair.',
  }),
  detail: defineOperation({
    method: 'get',
    path: '/buero/messen/:id',
    tag,
    summary: 'A fair with its customers and the days holding times',
    access: office,
    params: idParams,
    answer: fairDetailSchema,
    answerDescription: 'The fair.',
    refusals: { not_found: notFound },
  }),
  update: defineOperation({
    method: 'patch',
    path: '/buero/messen/:id',
    tag,
    summary: 'Edit a fair',
    access: office,
    params: idParams,
    body: fairInputSchema,
    messages: bueroMessenMessages,
    answer: fairSchema,
    answerDescription: 'The fair.',
    refusals: {
      not_found: notFound,
      fair_days_with_times: {
        status: 409,
        description: 'The new range drops days holding times; the message names them.',
      },
    },
  }),
  archive: defineOperation({
    method: 'put',
    path: '/buero/messen/:id/archiv',
    tag,
    summary: 'Archive or restore a fair',
    access: office,
    params: idParams,
    body: archiveInputSchema,
    messages: bueroMessenMessages,
    answer: fairSchema,
    answerDescription: 'The fair.',
    refusals: { not_found: notFound },
  }),
};

export const customerOperations = {
  list: defineOperation({
    method: 'get',
    path: '/buero/kunden',
    tag,
    summary: 'Customers by name (active, or archived with archived=1)',
    access: office,
    query: officeListQuerySchema,
    queryStatus: 422,
    messages: bueroMessenMessages,
    answer: customerListSchema,
    answerDescription: 'One page.',
    refusals: { validation_failed: badCursor },
  }),
  create: defineOperation({
    method: 'post',
    path: '/buero/kunden',
    tag,
    summary: 'Create a customer',
    access: office,
    body: customerInputSchema,
    messages: bueroMessenMessages,
    successStatus: 201,
    answer: customerSchema,
    answerDescription: 'The new customer.',
  }),
  update: defineOperation({
    method: 'patch',
    path: '/buero/kunden/:id',
    tag,
    summary: 'Rename a customer',
    access: office,
    params: idParams,
    body: customerInputSchema,
    messages: bueroMessenMessages,
    answer: customerSchema,
    answerDescription: 'The customer.',
    refusals: { not_found: notFound },
  }),
  archive: defineOperation({
    method: 'put',
    path: '/buero/kunden/:id/archiv',
    tag,
    summary: 'Archive or restore a customer',
    access: office,
    params: idParams,
    body: archiveInputSchema,
    messages: bueroMessenMessages,
    answer: customerSchema,
    answerDescription: 'The customer.',
    refusals: { not_found: notFound },
  }),
};

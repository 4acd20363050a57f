import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import {
  billingMessages,
  customerBillingAnswerSchema,
  customerBillingInputSchema,
  pairRateAnswerSchema,
  pairRateInputSchema,
} from './billing-contract';

/*
 * What is billed (issue 26, docs/product/invoices.md): a customer's billing
 * data and a fair/customer pair's rate, both written whole by the office and
 * audited. Schemas: ./billing-contract.ts. An invoice copies what it uses
 * when it is issued, so a later change never alters an issued invoice.
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const customerPath = '/buero/kunden/:id/rechnungsdaten';
const pairPath = '/buero/messen/:id/kunden/:customerId/satz';
const customerParams = v.object({ id: serialIdParam });
const pairParams = v.object({ id: serialIdParam, customerId: serialIdParam });
const noCustomer = { status: 404, description: 'No such customer.' } as const;
const noPair = { status: 404, description: 'No such fair/customer pair.' } as const;

export const billingOperations = {
  customerBilling: defineOperation({
    method: 'get',
    path: customerPath,
    tag,
    summary: 'A customer’s billing data (null when none is kept yet) and customer number',
    access: office,
    params: customerParams,
    answer: customerBillingAnswerSchema,
    answerDescription: 'The customer, its customer number and billing data.',
    refusals: { not_found: noCustomer },
  }),
  setCustomerBilling: defineOperation({
    method: 'put',
    path: customerPath,
    tag,
    summary: 'Set a customer’s billing data (all fields; audited)',
    description:
      'Address, VAT ID, invoice e-mail, payment terms, Leitweg-ID (checked with its check ' +
      'digits), one line per person or per day, XRechnung attachment and language.',
    access: office,
    params: customerParams,
    body: customerBillingInputSchema,
    messages: billingMessages,
    answer: customerBillingAnswerSchema,
    answerDescription: 'The customer, its customer number and billing data.',
    refusals: { not_found: noCustomer },
  }),
  pairRate: defineOperation({
    method: 'get',
    path: pairPath,
    tag,
    summary: 'A pair’s rate (null when none is set) and the people who may get an own rate',
    access: office,
    params: pairParams,
    answer: pairRateAnswerSchema,
    answerDescription: 'The rate and the pair’s people.',
    refusals: { not_found: noPair },
  }),
  setPairRate: defineOperation({
    method: 'put',
    path: pairPath,
    tag,
    summary: 'Set a pair’s rate, surcharges and people’s own rates (all; audited)',
    description:
      'Net cents an hour, Sunday/holiday/night surcharges in whole percent, an optional ' +
      'night window (both ends or none), and own rates of people assigned to the pair.',
    access: office,
    params: pairParams,
    body: pairRateInputSchema,
    messages: billingMessages,
    answer: pairRateAnswerSchema,
    answerDescription: 'The rate and the pair’s people.',
    refusals: {
      not_found: noPair,
      person_not_assigned: {
        status: 422,
        description: 'A person rate names someone not assigned to the pair (`errors` names it).',
      },
    },
  }),
};

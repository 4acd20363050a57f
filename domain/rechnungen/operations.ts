import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import {
  INVOICE_FILE_FORMATS,
  invoiceCancelBodySchema,
  invoiceDetailSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceMessages,
  invoicePreflightSchema,
  invoiceTargetSchema,
} from './invoices-contract';

/*
 * The office's invoices (issue 26, docs/product/invoices.md). Issuing takes
 * the year's next number in the same transaction that stores the invoice;
 * an issued invoice never changes, a cancellation (a credit note referring to
 * it) undoes it and frees its days for a new one. Downloads, mails and
 * cancellations are audited.
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const idParams = v.object({ id: serialIdParam });
const notFound = { status: 404, description: 'No such invoice.' } as const;
const targetRefusals = {
  not_found: { status: 404, description: 'No such customer or pair.' },
} as const;

export const invoiceOperations = {
  preflight: defineOperation({
    method: 'post',
    path: '/buero/rechnungen/vorpruefung',
    tag,
    summary: 'What an invoice of this target would bill now, and what keeps it from being issued',
    description:
      'Lines and totals in the customer’s arrangement from the signed or approved days not ' +
      'billed yet; the days left off with who and why; the problems (billing data, rates, the ' +
      'agency’s data, nothing to bill). Nothing is stored.',
    access: office,
    body: invoiceTargetSchema,
    messages: invoiceMessages,
    answer: invoicePreflightSchema,
    answerDescription: 'The preflight.',
    refusals: { not_found: targetRefusals.not_found },
  }),
  issue: defineOperation({
    method: 'post',
    path: '/buero/rechnungen',
    tag,
    summary: 'Issue the invoice of a target (the year’s next number; audited)',
    access: office,
    idempotencyKey: true,
    body: invoiceTargetSchema,
    messages: invoiceMessages,
    answer: invoiceDetailSchema,
    answerDescription: 'The issued invoice.',
    successStatus: 201,
    refusals: {
      not_found: targetRefusals.not_found,
      invoice_not_ready: {
        status: 422,
        description: 'A problem of the preflight stands; `errors.target` names its codes.',
      },
    },
  }),
  list: defineOperation({
    method: 'get',
    path: '/buero/rechnungen',
    tag,
    summary: 'The invoices and cancellations of a year, newest first',
    access: office,
    query: invoiceListQuerySchema,
    queryStatus: 422,
    messages: invoiceMessages,
    answer: invoiceListSchema,
    answerDescription: 'The year (default: this one) and its invoices.',
  }),
  csv: defineOperation({
    method: 'get',
    path: '/buero/rechnungen/export',
    tag,
    summary: 'The issued invoices of a year as CSV for the accountant (audited)',
    description:
      'Number, date, customer, net, VAT, gross, state; cancellations with negative amounts.',
    access: office,
    query: invoiceListQuerySchema,
    queryStatus: 422,
    messages: invoiceMessages,
    file: { types: ['text/csv'] },
    answerDescription: 'The CSV (UTF-8 with BOM, semicolons, decimal commas).',
  }),
  detail: defineOperation({
    method: 'get',
    path: '/buero/rechnungen/:id',
    tag,
    summary: 'One invoice with its lines',
    access: office,
    params: idParams,
    answer: invoiceDetailSchema,
    answerDescription: 'The invoice.',
    refusals: { not_found: notFound },
  }),
  file: defineOperation({
    method: 'get',
    path: '/buero/rechnungen/:id/datei/:format',
    tag,
    summary: 'The invoice as PDF, XRechnung XML or ZUGFeRD PDF (audited)',
    description:
      'Rendered once from the stored invoice on worker threads and kept; the same bytes on every download.',
    access: office,
    params: v.object({ id: serialIdParam, format: v.picklist(INVOICE_FILE_FORMATS, 'invalid') }),
    file: { types: ['application/pdf', 'application/xml'] },
    answerDescription: 'The file.',
    refusals: { not_found: notFound },
  }),
  send: defineOperation({
    method: 'post',
    path: '/buero/rechnungen/:id/versenden',
    tag,
    summary: 'Mail the invoice to the customer’s invoice address (outbox; audited)',
    description:
      'The ZUGFeRD PDF, and the XRechnung XML where the customer wants it. Sending again is allowed.',
    access: office,
    params: idParams,
    answer: invoiceDetailSchema,
    answerDescription: 'The invoice with `sent_at` and `sent_to`.',
    refusals: { not_found: notFound },
  }),
  cancel: defineOperation({
    method: 'post',
    path: '/buero/rechnungen/:id/stornieren',
    tag,
    summary: 'Cancel an invoice: a cancellation invoice referring to it (audited with the reason)',
    description: 'Its days can be billed again by a new invoice.',
    access: office,
    idempotencyKey: true,
    params: idParams,
    body: invoiceCancelBodySchema,
    messages: invoiceMessages,
    answer: invoiceDetailSchema,
    answerDescription: 'The cancellation.',
    successStatus: 201,
    refusals: {
      not_found: notFound,
      invoice_cancelled: {
        status: 409,
        description: 'The invoice is cancelled already, or is a cancellation.',
      },
    },
  }),
};

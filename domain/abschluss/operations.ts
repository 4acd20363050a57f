import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import {
  closeChangesSchema,
  closeListSchema,
  closeMessages,
  closePeriodSchema,
  closePreflightQuerySchema,
  closePreflightSchema,
  closeSummarySchema,
  reopenBodySchema,
} from './close-contract';

/* The month close's calls (issue 26, docs/product/month-close.md; ./close-contract.ts). */

const office = { area: 'buero' } as const;
const tag = 'buero';
const idParams = v.object({ id: serialIdParam });
const notFound = { status: 404, description: 'No such close.' } as const;

export const closeOperations = {
  preflight: defineOperation({
    method: 'get',
    path: '/buero/abschluesse/vorpruefung',
    tag,
    summary: 'What would be missing if the month or fair were closed now',
    description: 'Exactly one of `month` and `messe_id`.',
    access: office,
    query: closePreflightQuerySchema,
    queryStatus: 422,
    messages: closeMessages,
    answer: closePreflightSchema,
    answerDescription: 'The preflight.',
    refusals: {
      not_found: { status: 404, description: 'No such fair.' },
      validation_failed: { status: 422, description: 'Neither or both of month and fair.' },
    },
  }),
  list: defineOperation({
    method: 'get',
    path: '/buero/abschluesse',
    tag,
    summary: 'Closes, newest first (in force and reopened)',
    access: office,
    answer: closeListSchema,
    answerDescription: 'The closes.',
  }),
  close: defineOperation({
    method: 'post',
    path: '/buero/abschluesse',
    tag,
    summary: 'Close a month or a fair: its times refuse writes until reopened (audited)',
    description:
      'Records the hours per person and day, the payroll file (CSV) and the invoices issued ' +
      'from the period. Closing with preflight findings is allowed: the office has seen them.',
    access: office,
    body: closePeriodSchema,
    messages: closeMessages,
    answer: closeSummarySchema,
    answerDescription: 'The close.',
    successStatus: 201,
    refusals: {
      not_found: { status: 404, description: 'No such fair.' },
      period_already_closed: { status: 409, description: 'A close of the period is in force.' },
    },
  }),
  detail: defineOperation({
    method: 'get',
    path: '/buero/abschluesse/:id',
    tag,
    summary: 'One close',
    access: office,
    params: idParams,
    answer: closeSummarySchema,
    answerDescription: 'The close.',
    refusals: { not_found: notFound },
  }),
  changes: defineOperation({
    method: 'get',
    path: '/buero/abschluesse/:id/aenderungen',
    tag,
    summary: 'Hours per person and day that differ from those recorded at the close',
    access: office,
    params: idParams,
    answer: closeChangesSchema,
    answerDescription: 'The changed days (empty: nothing changed).',
    refusals: { not_found: notFound },
  }),
  payrollFile: defineOperation({
    method: 'get',
    path: '/buero/abschluesse/:id/lohndatei',
    tag,
    summary: 'The payroll file (CSV) recorded at the close (audited)',
    access: office,
    params: idParams,
    file: { types: ['text/csv'] },
    answerDescription: 'The CSV as recorded.',
    refusals: { not_found: notFound },
  }),
  reopen: defineOperation({
    method: 'post',
    path: '/buero/abschluesse/:id/wiedereroeffnen',
    tag,
    summary: 'Reopen a closed period with a reason (audited)',
    access: office,
    params: idParams,
    body: reopenBodySchema,
    messages: closeMessages,
    answer: closeSummarySchema,
    answerDescription: 'The close, reopened.',
    refusals: {
      not_found: notFound,
      period_reopened: { status: 409, description: 'The close was reopened already.' },
    },
  }),
};

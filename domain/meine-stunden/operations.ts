import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import { pdfLangQuerySchema } from '@domain/shared/pdf-query';
import { myHoursSchema } from './my-hours';
import { myTimeQueryListSchema, myTimeQuerySchema, timeQueryBodySchema } from './time-query';

/*
 * The staff member's own hours (issue 24, "Meine Stunden"): the hours, the
 * questions about them ("Zeit beanstanden") and the own sheet as PDF. The
 * person comes from the session; nothing in a request can name another one.
 */

const tag = 'meine-stunden';
/** The own hours' area: an account with a staff record (403 before any input is read). */
const access = { area: 'meine-stunden' } as const;

export const meineStundenOperations = {
  mine: defineOperation({
    method: 'get',
    path: '/meine-stunden',
    tag,
    summary:
      'The hours recorded for the signed-in person, per fair and day, with their signature state',
    description:
      'Only the own time rows, at any fair; totals per fair and per month (the day a shift starts on). Without a staff record the lists are empty.',
    access: 'session',
    answer: myHoursSchema,
    answerDescription: 'The own hours.',
  }),
  queries: defineOperation({
    method: 'get',
    path: '/meine-stunden/beanstandungen',
    tag,
    summary: 'The questions the signed-in person raised about their recorded times',
    description: 'Open and resolved, newest first.',
    access,
    answer: myTimeQueryListSchema,
    answerDescription: 'The own questions.',
  }),
  createQuery: defineOperation({
    method: 'post',
    path: '/meine-stunden/beanstandungen',
    tag,
    summary: 'Question one recorded day of the own times with a short text (audited)',
    description:
      'The day must have an own time row on the pair. Text: 1–500 characters, line breaks ' +
      'allowed, no other control characters. One open question per day.',
    access,
    body: timeQueryBodySchema,
    successStatus: 201,
    answer: myTimeQuerySchema,
    answerDescription: 'The question, open.',
    refusals: {
      not_found: { status: 404, description: 'No time of yours on this day of the pair.' },
      time_query_open: { status: 409, description: 'The day has an open question already.' },
    },
  }),
  sheetPdf: defineOperation({
    method: 'get',
    path: '/meine-stunden/messen/:messeId/kunden/:customerId/pdf',
    tag,
    summary: "The signed-in person's own timesheet of a pair as PDF (the office's staff sheet)",
    description:
      'Only a pair with an own time row; any other pair (not booked, or without times) is ' +
      'not found. `lang` (de, en) defaults to the request language.',
    access,
    params: v.object({ messeId: serialIdParam, customerId: serialIdParam }),
    query: pdfLangQuerySchema,
    queryStatus: 422,
    file: { types: ['application/pdf'] },
    answerDescription: 'The PDF (A4), as an attachment.',
    refusals: {
      not_found: { status: 404, description: 'No time of yours on this pair.' },
      exports_busy: {
        status: 429,
        description:
          'As many exports as the instance allows already run; retry after `Retry-After`.',
      },
    },
  }),
};

import * as v from 'valibot';
import {
  officeTimeQueryListSchema,
  resolvedTimeQuerySchema,
} from '@domain/buero/time-queries-contract';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';

/*
 * The staff's questions about their times, on the office's review
 * (docs/product/timesheet-review.md): the open ones of a fair, and marking
 * one resolved. The schemas live in time-queries-contract.ts.
 */

const office = { area: 'buero' } as const;
const tag = 'buero';

export const timeQueryOperations = {
  openQueries: defineOperation({
    method: 'get',
    path: '/buero/messen/:id/beanstandungen',
    tag,
    summary: "The open questions of a fair's staff about their recorded times",
    description:
      "With the day, the person, the text and the day's recorded time; by customer, day, person.",
    access: office,
    params: v.object({ id: serialIdParam }),
    answer: officeTimeQueryListSchema,
    answerDescription: 'The open questions.',
    refusals: { not_found: { status: 404, description: 'No such fair.' } },
  }),
  resolve: defineOperation({
    method: 'post',
    path: '/buero/beanstandungen/:queryId/erledigt',
    tag,
    summary: 'Mark a question about a recorded time resolved (audited)',
    access: office,
    params: v.object({ queryId: serialIdParam }),
    answer: resolvedTimeQuerySchema,
    answerDescription: 'The question, resolved.',
    refusals: {
      not_found: { status: 404, description: 'No such question.' },
      time_query_resolved: { status: 409, description: 'The question is resolved already.' },
    },
  }),
};

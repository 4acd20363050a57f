import * as v from 'valibot';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import { MONTH_PATTERN } from '@domain/shared/month';
import {
  declarationInputSchema,
  employmentLawMessages,
  employmentStatusInputSchema,
  lawRecordSchema,
  lecturePeriodInputSchema,
  wageInputSchema,
} from '@domain/shared/employment-law/record-contract';

/*
 * The office's employment-law data of a staff member (issue 27,
 * docs/product/employment-law.md): status, wage history, lecture periods and
 * the person's declared earlier short-term jobs (corrected by the office), and
 * the counters of a year and month. Every write is audited and answers the
 * whole record. The assignment check is the pair's (operations/pairs.ts).
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const base = '/buero/personal/:id/arbeitsrecht';
const params = v.object({ id: serialIdParam });
const notFound = { not_found: { status: 404, description: 'No such staff member.' } } as const;
const answer = {
  answer: lawRecordSchema,
  answerDescription: 'The person’s employment-law record and counters.',
} as const;

/** GET …/arbeitsrecht?month=yyyy-MM: the month (and its year) the counters are computed for. */
export const lawRecordQuerySchema = v.looseObject({
  month: v.optional(v.pipe(v.string('invalid'), v.regex(MONTH_PATTERN, 'invalid'))),
});

export const employmentLawOperations = {
  record: defineOperation({
    method: 'get',
    path: base,
    tag,
    summary: 'A staff member’s status, wages, lecture periods, declarations and counters',
    description:
      'The counters of the year and month of `month` (default: the current month), on the ' +
      'planned (booked) and on the worked (timesheet) days separately.',
    access: office,
    params,
    query: lawRecordQuerySchema,
    queryStatus: 422,
    ...answer,
    refusals: {
      ...notFound,
      validation_failed: { status: 422, description: 'The month is no yyyy-MM.' },
    },
  }),
  setStatus: defineOperation({
    method: 'put',
    path: `${base}/status`,
    tag,
    summary: 'Set or clear the employment status (audited)',
    access: office,
    params,
    body: employmentStatusInputSchema,
    messages: employmentLawMessages,
    ...answer,
    refusals: notFound,
  }),
  addWage: defineOperation({
    method: 'post',
    path: `${base}/loehne`,
    tag,
    summary: 'Record an hourly wage valid from a day (the same day replaces its line; audited)',
    access: office,
    params,
    body: wageInputSchema,
    messages: employmentLawMessages,
    ...answer,
    refusals: notFound,
  }),
  removeWage: defineOperation({
    method: 'delete',
    path: `${base}/loehne/:validFrom`,
    tag,
    summary: 'Remove a wage line entered by mistake (audited)',
    access: office,
    params: v.object({
      id: serialIdParam,
      validFrom: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
    }),
    ...answer,
    refusals: {
      not_found: { status: 404, description: 'No such staff member or wage line.' },
    },
  }),
  addLecturePeriod: defineOperation({
    method: 'post',
    path: `${base}/vorlesungszeiten`,
    tag,
    summary: 'Add a lecture period of a student (audited)',
    access: office,
    params,
    body: lecturePeriodInputSchema,
    messages: employmentLawMessages,
    ...answer,
    refusals: {
      ...notFound,
      too_many: { status: 422, description: 'The person has the most lecture periods allowed.' },
    },
  }),
  removeLecturePeriod: defineOperation({
    method: 'delete',
    path: `${base}/vorlesungszeiten/:periodId`,
    tag,
    summary: 'Remove a lecture period (audited)',
    access: office,
    params: v.object({ id: serialIdParam, periodId: serialIdParam }),
    ...answer,
    refusals: {
      not_found: { status: 404, description: 'No such staff member or period of theirs.' },
    },
  }),
  addDeclaration: defineOperation({
    method: 'post',
    path: `${base}/erklaerungen`,
    tag,
    summary: 'Add an earlier short-term job for the person (audited)',
    access: office,
    params,
    body: declarationInputSchema,
    messages: employmentLawMessages,
    ...answer,
    refusals: {
      ...notFound,
      too_many: { status: 422, description: 'The person has the most declarations allowed.' },
    },
  }),
  correctDeclaration: defineOperation({
    method: 'put',
    path: `${base}/erklaerungen/:declarationId`,
    tag,
    summary: 'Correct a declared earlier short-term job (audited, before and after)',
    access: office,
    params: v.object({ id: serialIdParam, declarationId: serialIdParam }),
    body: declarationInputSchema,
    messages: employmentLawMessages,
    ...answer,
    refusals: {
      not_found: { status: 404, description: 'No such staff member or declaration of theirs.' },
    },
  }),
  removeDeclaration: defineOperation({
    method: 'delete',
    path: `${base}/erklaerungen/:declarationId`,
    tag,
    summary: 'Remove a declared earlier short-term job (audited)',
    access: office,
    params: v.object({ id: serialIdParam, declarationId: serialIdParam }),
    ...answer,
    refusals: {
      not_found: { status: 404, description: 'No such staff member or declaration of theirs.' },
    },
  }),
};

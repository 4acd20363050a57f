import * as v from 'valibot';
import { defineOperation } from '@domain/shared/operation';
import { idParams, serialIdParam } from '@domain/shared/id-params';
import {
  documentCheckedSchema,
  revealAnswerSchema,
  revealBodySchema,
  staffAssignmentsSchema,
  staffDetailSchema,
  staffFlagsBodySchema,
  staffListQuerySchema,
  staffListSchema,
  staffStateSchema,
} from '../staff-contract';

const notFound = { not_found: { status: 404, description: 'No such staff member.' } } as const;
const emptyBody = v.object({});

/**
 * The office's staff screens (docs/product/office.md, ADR 0024): the list, one
 * staff member with masked payroll fields, revealing one, the flags and
 * deactivation, a document's check mark and the pairs the person is on.
 */
export const staffOperations = {
  list: defineOperation({
    method: 'get',
    path: '/buero/personal',
    tag: 'buero',
    summary: 'One page of the staff list',
    description:
      "The applicant list's person filters, paging and sorts (`date`: the login's creation), " +
      'plus `contract`, `timetracking`, `documents` (any uploaded) and `active` as 0/1, and ' +
      '`account` (`active`: can log in, `invited`: no password set yet, `deactivated`).',
    access: { area: 'buero' },
    query: staffListQuerySchema,
    queryStatus: 422,
    answer: staffListSchema,
    answerDescription: 'One page.',
    refusals: {
      validation_failed: {
        status: 422,
        description: 'A cursor of another sort, or a forged one.',
      },
    },
  }),
  detail: defineOperation({
    method: 'get',
    path: '/buero/personal/:id',
    tag: 'buero',
    summary: 'One staff member, payroll fields masked (the view is audited)',
    access: { area: 'buero' },
    params: idParams,
    answer: staffDetailSchema,
    answerDescription: 'The staff member.',
    refusals: notFound,
  }),
  reveal: defineOperation({
    method: 'post',
    path: '/buero/personal/:id/aufdecken',
    tag: 'buero',
    summary: 'One masked payroll field in full (audited: the field, never the value)',
    access: { area: 'buero' },
    params: idParams,
    body: revealBodySchema,
    answer: revealAnswerSchema,
    answerDescription: 'The value.',
    refusals: {
      not_found: { status: 404, description: 'No such staff member, or the field is empty.' },
    },
  }),
  flags: defineOperation({
    method: 'post',
    path: '/buero/personal/:id/merkmale',
    tag: 'buero',
    summary: 'Set or clear the contract and time-tracking flags (audited)',
    description: "Reaches the person's sessions at once here, within SESSION_CACHE_MS elsewhere.",
    access: { area: 'buero' },
    params: idParams,
    body: staffFlagsBodySchema,
    answer: staffStateSchema,
    answerDescription: 'The state after the change.',
    refusals: notFound,
  }),
  deactivate: defineOperation({
    method: 'post',
    path: '/buero/personal/:id/deaktivieren',
    tag: 'buero',
    summary: 'Deactivate the login: sessions end, login and reset refused (audited)',
    access: { area: 'buero' },
    params: idParams,
    body: emptyBody,
    answer: staffStateSchema,
    answerDescription: 'The state after the change.',
    refusals: notFound,
  }),
  reactivate: defineOperation({
    method: 'post',
    path: '/buero/personal/:id/reaktivieren',
    tag: 'buero',
    summary: 'Reactivate the login (audited)',
    access: { area: 'buero' },
    params: idParams,
    body: emptyBody,
    answer: staffStateSchema,
    answerDescription: 'The state after the change.',
    refusals: notFound,
  }),
  documentChecked: defineOperation({
    method: 'post',
    path: '/buero/personal/:id/dokumente/:documentId/geprueft',
    tag: 'buero',
    summary: 'Mark a document as checked (audited; a second call keeps the first mark)',
    access: { area: 'buero' },
    params: v.object({ id: serialIdParam, documentId: serialIdParam }),
    body: emptyBody,
    answer: documentCheckedSchema,
    answerDescription: 'The document.',
    refusals: {
      not_found: { status: 404, description: 'No such staff member or no document of theirs.' },
    },
  }),
  assignments: defineOperation({
    method: 'get',
    path: '/buero/personal/:id/einsaetze',
    tag: 'buero',
    summary: 'The fair/customer pairs the staff member is on, soonest fair first',
    description:
      "Adding the person to a pair is the pair's call (`POST …/kunden/{customerId}/personal`).",
    access: { area: 'buero' },
    params: idParams,
    answer: staffAssignmentsSchema,
    answerDescription: 'The assignments.',
    refusals: notFound,
  }),
};

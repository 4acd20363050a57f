import * as v from 'valibot';
import {
  bueroMessenMessages,
  bulkResultSchema,
  meetingInputSchema,
  pairAssignmentsSchema,
  proposalListSchema,
  proposalsQuerySchema,
  staffAddSchema,
  staffBulkSchema,
  supervisorBulkSchema,
} from '@domain/buero/messen-contract';
import {
  assignmentCheckAnswerSchema,
  employmentLawMessages,
} from '@domain/shared/employment-law/record-contract';
import { serialIdParam } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';

/*
 * A customer at a fair (a pair) and who works there (docs/product/fairs.md):
 * attach, detach, the assignment view, proposals, bulk changes of staff and
 * supervisors. The schemas live in messen-contract.ts.
 */

const office = { area: 'buero' } as const;
const tag = 'buero';
const pair = '/buero/messen/:id/kunden/:customerId';
const pairParams = v.object({ id: serialIdParam, customerId: serialIdParam });
const notFound = { status: 404, description: 'No such fair, customer or pair.' } as const;
const archived = {
  status: 409,
  description: 'The fair or the customer is archived: it takes no new assignments.',
} as const;

export const pairOperations = {
  attach: defineOperation({
    method: 'put',
    path: pair,
    tag,
    summary: 'Attach a customer to a fair (idempotent)',
    access: office,
    params: pairParams,
    answer: pairAssignmentsSchema,
    answerDescription: 'The pair with its people.',
    refusals: { not_found: notFound, archived },
  }),
  detach: defineOperation({
    method: 'delete',
    path: pair,
    tag,
    summary: 'Detach a customer from a fair',
    access: office,
    params: pairParams,
    successStatus: 204,
    answerDescription: 'Detached.',
    refusals: {
      not_found: notFound,
      pair_has_times: { status: 409, description: 'The pair has times or signatures.' },
    },
  }),
  assignments: defineOperation({
    method: 'get',
    path: pair,
    tag,
    summary: 'Who works on a pair: staff (removed ones with times marked) and supervisors',
    access: office,
    params: pairParams,
    answer: pairAssignmentsSchema,
    answerDescription: 'The pair with its people.',
    refusals: { not_found: notFound },
  }),
  proposals: defineOperation({
    method: 'get',
    path: `${pair}/vorschlaege`,
    tag,
    summary: 'Staff to propose for a pair, by name',
    description:
      'chosen=1 (default): those who chose the fair in the planner; chosen=0: everyone ' +
      'else. q, locations, languages, experience, limit and cursor as in the applicant list. ' +
      'Each item has `law`: whether adding the person would cross an employment-law limit and ' +
      'the counters it crosses. Within a page, people within their limits come first, by name ' +
      'otherwise; pages follow the name order, so a blocked person is last on their page, not ' +
      'last of all.',
    access: office,
    params: pairParams,
    query: proposalsQuerySchema,
    queryStatus: 422,
    messages: bueroMessenMessages,
    answer: proposalListSchema,
    answerDescription: 'One page.',
    refusals: {
      not_found: notFound,
      validation_failed: {
        status: 422,
        description: 'A filter breaks the applicant list’s rules.',
      },
    },
  }),
  checkStaff: defineOperation({
    method: 'post',
    path: `${pair}/personal/pruefen`,
    tag,
    summary: 'What adding people to the pair would do to their employment-law counters',
    description:
      'Per person: every counter the pair’s days touch, before and after (planned days), and ' +
      'whether a limit is crossed, which makes the add wait for an override with a reason.',
    access: office,
    params: pairParams,
    body: staffBulkSchema,
    messages: bueroMessenMessages,
    answer: assignmentCheckAnswerSchema,
    answerDescription: 'One check per person, in the order given.',
    refusals: {
      not_found: notFound,
      not_staff: { status: 422, description: 'An id is no staff member; the message names them.' },
    },
  }),
  addStaff: defineOperation({
    method: 'post',
    path: `${pair}/personal`,
    tag,
    summary: 'Add staff to a pair (a removed person comes back)',
    description:
      'Runs the assignment check of `…/personal/pruefen`: a crossed limit refuses the whole ' +
      'add (409 `law_limit`, the message names the people and limits) unless ' +
      '`override_reason` is given, which is audited with the crossed counters.',
    access: office,
    params: pairParams,
    body: staffAddSchema,
    messages: (code) => bueroMessenMessages(code) ?? employmentLawMessages(code),
    answer: bulkResultSchema,
    answerDescription: 'Who was added.',
    refusals: {
      not_found: notFound,
      archived,
      not_staff: { status: 422, description: 'An id is no staff member; the message names them.' },
      law_limit: {
        status: 409,
        description: 'A person would cross an employment-law limit; give override_reason.',
      },
    },
  }),
  removeStaff: defineOperation({
    method: 'post',
    path: `${pair}/personal/entfernen`,
    tag,
    summary: 'Remove staff from a pair',
    description: 'Whoever has times or a signature on the pair stays on its sheet, marked removed.',
    access: office,
    params: pairParams,
    body: staffBulkSchema,
    messages: bueroMessenMessages,
    answer: bulkResultSchema,
    answerDescription: 'Who was removed, and who was kept for their times.',
    refusals: { not_found: notFound },
  }),
  addSupervisors: defineOperation({
    method: 'post',
    path: `${pair}/aufsicht`,
    tag,
    summary: 'Assign supervisors (accounts with time tracking only) to a pair',
    access: office,
    params: pairParams,
    body: supervisorBulkSchema,
    messages: bueroMessenMessages,
    answer: bulkResultSchema,
    answerDescription: 'Who was added.',
    refusals: {
      not_found: notFound,
      archived,
      not_supervisor: {
        status: 422,
        description: 'An account has no time tracking; the message names them.',
      },
    },
  }),
  removeSupervisors: defineOperation({
    method: 'post',
    path: `${pair}/aufsicht/entfernen`,
    tag,
    summary: 'Remove supervisors from a pair',
    access: office,
    params: pairParams,
    body: supervisorBulkSchema,
    messages: bueroMessenMessages,
    answer: bulkResultSchema,
    answerDescription: 'Who was removed.',
    refusals: { not_found: notFound },
  }),
  meeting: defineOperation({
    method: 'put',
    path: `${pair}/treffpunkt`,
    tag,
    summary: 'Set the meeting point, meeting time and supervisor phone of a pair',
    description:
      'A changed point or time marks confirmed bookings "changed" and mails everyone not declined.',
    access: office,
    params: pairParams,
    body: meetingInputSchema,
    messages: bueroMessenMessages,
    answer: pairAssignmentsSchema,
    answerDescription: 'The pair with its people.',
    refusals: { not_found: notFound },
  }),
  confirmByPhone: defineOperation({
    method: 'post',
    path: `${pair}/personal/:staffId/telefonisch`,
    tag,
    summary: 'Record a confirmation the person gave by phone ("telefonisch zugesagt")',
    access: office,
    params: v.object({
      id: serialIdParam,
      customerId: serialIdParam,
      staffId: serialIdParam,
    }),
    answer: pairAssignmentsSchema,
    answerDescription: 'The pair with its people.',
    refusals: { not_found: { status: 404, description: 'The person is not on the pair.' } },
  }),
  confirmSupervisorByPhone: defineOperation({
    method: 'post',
    path: `${pair}/aufsicht/:userId/telefonisch`,
    tag,
    summary: 'Record a confirmation a supervisor gave by phone ("telefonisch zugesagt")',
    access: office,
    params: v.object({
      id: serialIdParam,
      customerId: serialIdParam,
      userId: serialIdParam,
    }),
    answer: pairAssignmentsSchema,
    answerDescription: 'The pair with its people.',
    refusals: { not_found: { status: 404, description: 'The supervisor is not on the pair.' } },
  }),
};

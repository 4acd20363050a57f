import * as v from 'valibot';
import { defineOperation } from '@domain/shared/operation';
import { chosenMesseSchema, messenSelectionSchema, messeOptionSchema } from './messen';

/** The fairs a person may choose, and their choice (docs/product/api.md, Fairs). */
export const messenOperations = {
  offered: defineOperation({
    method: 'get',
    path: '/messen',
    tag: 'messen',
    summary: 'The fairs offered, each marked if chosen',
    access: 'session',
    answer: v.array(messeOptionSchema),
    answerDescription: 'The planner.',
  }),
  chosen: defineOperation({
    method: 'get',
    path: '/stammdaten/messen',
    tag: 'messen',
    summary: 'The own chosen fairs that are not over',
    access: 'session',
    answer: v.array(chosenMesseSchema),
    answerDescription: 'The chosen fairs.',
  }),
  choose: defineOperation({
    method: 'post',
    path: '/stammdaten/messen',
    tag: 'messen',
    summary: 'Save the complete choice of fairs',
    access: 'session',
    body: messenSelectionSchema,
    answer: v.object({ success: v.literal(true) }),
    answerDescription: 'Saved.',
    refusals: {
      no_staff_record: { status: 403, description: 'The account has no staff record.' },
      validation_failed: {
        status: 422,
        description: 'An id is no fair on offer (unknown, or over): nothing is changed.',
      },
    },
  }),
};

import * as v from 'valibot';
import { agencyToday, bewerbungStep1Schema } from '@domain/bewerbung/bewerbung';
import { bewerbungStep2Schema, IMAGE_TYPES } from '@domain/bewerbung/step2';
import * as answers from '../answers';
import type { ApiOperation } from '../operation';

const step2Token = {
  name: 'token',
  required: true,
  description: 'The token of the mailed step-2 link (the access to this application).',
  schema: v.string(),
};

/** server/areas/bewerbung/routes.ts */
export const bewerbungOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/bewerbung',
    tag: 'bewerbung',
    summary: 'Application step 1',
    description: 'Mails the step-2 link. A known e-mail address gets the same answer.',
    access: 'public',
    body: { kind: 'json', schema: bewerbungStep1Schema },
    answer: { description: 'Received.', schema: answers.successMessageAnswer },
    errors: [403, 422, 429],
  },
  {
    method: 'get',
    path: '/bewerbung/step2',
    tag: 'bewerbung',
    summary: 'What the step-2 form needs',
    access: 'public',
    query: [step2Token],
    answer: { description: 'Choices for the form.', schema: answers.step2LoadAnswer },
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/bewerbung/step2',
    tag: 'bewerbung',
    summary: 'Application step 2 (multipart, with the photo)',
    description:
      'Lists (`locations`, `messen`) are repeated fields, one id each. Sizes depend on the ' +
      'gender of step 1; the study fields apply to students only (this schema shows a student).',
    access: 'public',
    query: [step2Token],
    body: {
      kind: 'multipart',
      fields: bewerbungStep2Schema({ gender: 'w', student: 1, thisYear: agencyToday().year }),
      files: {
        image: {
          required: true,
          types: [...IMAGE_TYPES],
          description: 'The photo, at most 5 MiB.',
        },
      },
    },
    answer: { description: 'The application is complete.', schema: answers.successMessageAnswer },
    errors: [400, 403, 404, 413, 422, 429],
  },
];

import * as v from 'valibot';
import { defineOperation } from '@domain/shared/operation';
import { agencyToday, bewerbungDoneSchema, bewerbungStep1Schema } from './bewerbung';
import {
  bewerbungStep2LoadSchema,
  bewerbungStep2Schema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
} from './step2';

const step2Token = v.object({
  // Absent or repeated: '' (an invalid link, 404), never a 400 that tells the cases apart.
  token: v.pipe(
    v.fallback(v.string(), ''),
    v.description('The token of the mailed step-2 link (the access to this application).'),
  ),
});

const linkInvalid = {
  status: 404,
  description: 'The link is unknown, used or expired (the same answer for each).',
} as const;
const tooMany = { status: 429, description: 'Too many calls from this address.' } as const;

/** The public application (docs/product/api.md, Application): step 1, and step 2 by the mailed link. */
export const bewerbungOperations = {
  apply: defineOperation({
    method: 'post',
    path: '/bewerbung',
    tag: 'bewerbung',
    summary: 'Application step 1',
    description: 'Mails the step-2 link. A known e-mail address gets the same answer.',
    access: 'public',
    body: bewerbungStep1Schema,
    answer: bewerbungDoneSchema,
    answerDescription: 'Received.',
    refusals: { too_many_attempts: tooMany },
  }),
  step2Load: defineOperation({
    method: 'get',
    path: '/bewerbung/step2',
    tag: 'bewerbung',
    summary: 'What the step-2 form needs',
    access: 'public',
    query: step2Token,
    answer: bewerbungStep2LoadSchema,
    answerDescription: 'Choices for the form.',
    refusals: { bewerbung_link_invalid: linkInvalid, too_many_attempts: tooMany },
  }),
  step2Submit: defineOperation({
    method: 'post',
    path: '/bewerbung/step2',
    tag: 'bewerbung',
    summary: 'Application step 2 (multipart, with the photo)',
    description:
      'Lists (`locations`, `messen`) are repeated fields, one id each. Sizes depend on the ' +
      'gender of step 1; the study fields apply to students only (this schema shows a student).',
    access: 'public',
    query: step2Token,
    multipart: {
      fields: bewerbungStep2Schema({ gender: 'w', student: 1, thisYear: agencyToday().year }),
      files: {
        image: {
          required: true,
          types: IMAGE_TYPES,
          maxBytes: IMAGE_MAX_BYTES,
          description: 'The photo, at most 5 MiB.',
        },
      },
      maxFields: 400,
      fieldMaxBytes: 2048,
      lists: ['locations', 'messen'],
    },
    answer: bewerbungDoneSchema,
    answerDescription: 'The application is complete.',
    refusals: {
      bewerbung_link_invalid: linkInvalid,
      too_many_attempts: tooMany,
      validation_failed: { status: 422, description: 'A field or the photo is invalid.' },
    },
  }),
};

import * as v from 'valibot';
import { loginSchema, passwordRequestSchema, passwordResetSchema } from '../../../domain/auth';
import { bewerbungStep1Schema } from '../../../domain/bewerbung';
import { bewerbungStep2Schema, IMAGE_TYPES } from '../../../domain/bewerbung-step2';
import { documentUploadSchema } from '../../../domain/dokumente';
import { messenSelectionSchema } from '../../../domain/messen';
import { stammdatenSchema } from '../../../domain/stammdaten';
import { timeEntrySchema } from '../../../domain/stundenerfassung';
import {
  TT_API_PATTERNS,
  ttCustomerSheetSchema,
  ttMessenListSchema,
  ttSignedSchema,
  ttStaffSheetSchema,
  ttTimeSavedSchema,
} from '../../../domain/stundenerfassung-contract';
import * as answers from './answers';
import type { ApiOperation } from './operation';

/*
 * Every route of /app/api, with the schemas the routes validate with (domain/).
 * A route added to an area without a line here fails
 * tests/server/openapi.test.ts. Paths are Fastify patterns below /app/api.
 */

const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const SVG = ['image/svg+xml'];
const SIGNATURE_PART =
  'The signature: an SVG file part, or SVG text or an SVG data URL as a text field.';

const auth: ApiOperation[] = [
  {
    method: 'get',
    path: '/auth',
    tag: 'auth',
    summary: 'Who is signed in',
    access: 'public',
    answer: { description: 'The signed-in user, or none.', schema: answers.authStateAnswer },
    errors: [],
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Sign in (sets the session cookie)',
    description:
      'Unknown e-mail and wrong password get the same 422. Failures per e-mail and IP are limited (429).',
    access: 'public',
    body: { kind: 'json', schema: loginSchema },
    answer: { description: 'Signed in.', schema: answers.authSuccessAnswer },
    errors: [403, 422, 429],
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out (harmless without a session)',
    access: 'public',
    answer: { description: 'Signed out.', schema: answers.successAnswer },
    errors: [403],
  },
  {
    method: 'post',
    path: '/auth/password/request',
    tag: 'auth',
    summary: 'Ask for a reset link',
    description: 'The same answer whether or not the account exists; the mail is sent after it.',
    access: 'public',
    body: { kind: 'json', schema: passwordRequestSchema },
    answer: {
      description: 'The link is on its way (if the account exists).',
      schema: answers.messageAnswer,
    },
    errors: [403, 422, 429],
  },
  {
    method: 'post',
    path: '/auth/password/reset',
    tag: 'auth',
    summary: 'Set a new password with the mailed token (signs in)',
    access: 'public',
    body: { kind: 'json', schema: passwordResetSchema },
    answer: { description: 'Password set, signed in.', schema: answers.authSuccessAnswer },
    errors: [403, 422],
  },
];

const step2Token = {
  name: 'token',
  required: true,
  description: 'The token of the mailed step-2 link (the access to this application).',
  schema: v.string(),
};

const bewerbung: ApiOperation[] = [
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
      fields: bewerbungStep2Schema({ gender: 'w', student: 1, thisYear: 2026 }),
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

const stammdaten: ApiOperation[] = [
  {
    method: 'get',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'The own master data and the locations to choose',
    access: 'session',
    answer: { description: 'The form values (IBAN masked).', schema: answers.stammdatenAnswer },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'Save the own master data',
    description:
      'The payroll fields (rv_number … bank_bic) belong to accounts with a contract ' +
      '(`contract: true` in GET) and are required for them; others send none. Sizes ' +
      'depend on the stored gender.',
    access: 'session',
    body: {
      kind: 'json',
      // The schema depends on the stored person: without and with a contract (sizes: gender w).
      schema: v.union([
        stammdatenSchema({ gender: 'w', contract: false }),
        stammdatenSchema({ gender: 'w', contract: true }),
      ]),
    },
    answer: { description: 'Saved.', schema: answers.stammdatenSavedAnswer },
    errors: [401, 403, 422],
  },
  {
    method: 'get',
    path: '/stammdaten/dokumente',
    tag: 'dokumente',
    summary: 'The own documents, newest first',
    access: 'session',
    answer: { description: 'The list.', schema: answers.documentListAnswer },
    errors: [401],
  },
  {
    method: 'get',
    path: '/stammdaten/dokumente/:id',
    tag: 'dokumente',
    summary: 'Download one own document',
    access: 'session',
    answer: { description: 'The file, as an attachment.', files: DOCUMENT_FILE_TYPES },
    errors: [401, 404],
  },
  {
    method: 'post',
    path: '/stammdaten/dokumente',
    tag: 'dokumente',
    summary: 'Upload a document (multipart)',
    access: 'session',
    body: {
      kind: 'multipart',
      fields: documentUploadSchema,
      files: {
        document: {
          required: true,
          types: DOCUMENT_FILE_TYPES,
          description: 'PDF, JPEG or PNG (by its bytes), at most 5 MiB.',
        },
      },
    },
    answer: { description: 'Stored.', schema: answers.documentUploadedAnswer },
    errors: [400, 401, 403, 413, 422, 429],
  },
  {
    method: 'get',
    path: '/stammdaten/messen',
    tag: 'messen',
    summary: 'The own chosen fairs that are not over',
    access: 'session',
    answer: { description: 'The chosen fairs.', schema: answers.chosenMessenAnswer },
    errors: [401],
  },
  {
    method: 'post',
    path: '/stammdaten/messen',
    tag: 'messen',
    summary: 'Save the complete choice of fairs',
    access: 'session',
    body: { kind: 'json', schema: messenSelectionSchema },
    answer: { description: 'Saved.', schema: answers.successAnswer },
    errors: [401, 403, 422],
  },
  {
    method: 'get',
    path: '/messen',
    tag: 'messen',
    summary: 'The fairs offered, each marked if chosen',
    access: 'session',
    answer: { description: 'The planner.', schema: answers.messenAnswer },
    errors: [401],
  },
];

const tt = (pattern: string) => `/stundenerfassung${pattern === '/' ? '' : pattern}`;
const dayQuery = {
  name: 'date',
  required: false,
  description: 'Only this day (yyyy-MM-dd, within the fair).',
  schema: v.pipe(v.string(), v.isoDate()),
};

const stundenerfassung: ApiOperation[] = [
  {
    method: 'get',
    path: tt(TT_API_PATTERNS.list),
    tag: 'stundenerfassung',
    summary: "The supervisor's fairs with their customers",
    access: 'timetracking',
    answer: { description: 'Fairs and customers.', schema: ttMessenListSchema },
    errors: [401, 403],
  },
  {
    method: 'get',
    path: tt(TT_API_PATTERNS.customerSheet),
    tag: 'stundenerfassung',
    summary: 'The customer timesheet',
    access: 'timetracking',
    answer: { description: 'The sheet.', schema: ttCustomerSheetSchema },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: tt(TT_API_PATTERNS.customerSheetForDay),
    tag: 'stundenerfassung',
    summary: 'The customer timesheet of one day',
    access: 'timetracking',
    answer: { description: "Each person's times of that day.", schema: ttCustomerSheetSchema },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: tt(TT_API_PATTERNS.staffSheet),
    tag: 'stundenerfassung',
    summary: "One person's timesheet",
    access: 'timetracking',
    query: [dayQuery],
    answer: { description: 'The sheet.', schema: ttStaffSheetSchema },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: tt(TT_API_PATTERNS.saveTime),
    tag: 'stundenerfassung',
    summary: "Save one person's time of one day",
    access: 'timetracking',
    idempotencyKey: true,
    body: { kind: 'json', schema: timeEntrySchema },
    answer: { description: 'The stored times.', schema: ttTimeSavedSchema },
    errors: [400, 401, 403, 404, 409, 422],
  },
  {
    method: 'post',
    path: tt(TT_API_PATTERNS.signStaff),
    tag: 'stundenerfassung',
    summary: 'The person signs their timesheet',
    access: 'timetracking',
    idempotencyKey: true,
    body: {
      kind: 'multipart',
      fields: answers.signatureFields,
      files: { signature: { required: false, types: SVG, description: SIGNATURE_PART } },
      alsoJson: true,
    },
    answer: { description: 'Signed.', schema: ttSignedSchema },
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  {
    method: 'post',
    path: tt(TT_API_PATTERNS.signCustomer),
    tag: 'stundenerfassung',
    summary: "The customer signs the pair's sheet",
    access: 'timetracking',
    idempotencyKey: true,
    body: {
      kind: 'multipart',
      fields: answers.customerSignatureFields,
      files: { signature: { required: false, types: SVG, description: SIGNATURE_PART } },
      alsoJson: true,
    },
    answer: { description: 'Signed.', schema: ttSignedSchema },
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
];

const description: ApiOperation[] = [
  {
    method: 'get',
    path: '/openapi.json',
    tag: 'api',
    summary: 'This description (OpenAPI 3.1)',
    access: 'public',
    answer: { description: 'The document.', schema: v.looseObject({ openapi: v.string() }) },
    errors: [],
  },
];

/** The route table of the API description, area by area. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...auth,
  ...bewerbung,
  ...stammdaten,
  ...stundenerfassung,
  ...description,
];

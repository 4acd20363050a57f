import * as v from 'valibot';
import {
  declarationInputSchema,
  declarationListSchema,
  employmentLawMessages,
} from '@domain/shared/employment-law/record-contract';
import { idParams } from '@domain/shared/id-params';
import { defineOperation } from '@domain/shared/operation';
import { KK_TYPES } from '@domain/shared/person-options';
import {
  type StammdatenBewerber,
  type StammdatenResponse,
  type StammdatenOutput,
  type StammdatenSaved,
  stammdatenSchema,
} from './stammdaten';

const id = v.pipe(v.number(), v.integer());
const nullableText = v.nullable(v.string());

/** The person as GET and POST answer it (domain type StammdatenBewerber). */
const bewerberAnswer = v.object({
  firstname: v.string(),
  lastname: v.string(),
  gender: v.string(),
  street: nullableText,
  zipcode: nullableText,
  city: nullableText,
  phone_mobile: v.string(),
  email: v.string(),
  birth_country: nullableText,
  birthplace: nullableText,
  size_top: v.nullable(v.number()),
  size_bottom: v.nullable(v.number()),
  student: v.picklist([0, 1]),
  job: nullableText,
  study_subject: nullableText,
  study_place: nullableText,
  study_end: v.nullable(v.number()),
  locations: v.array(id),
  contract: v.boolean(),
  rv_number: nullableText,
  tax_number: nullableText,
  kk_type: v.nullable(v.picklist(KK_TYPES)),
  kk_name: nullableText,
  kk_number: nullableText,
  bank_iban: v.pipe(nullableText, v.description('Masked; send it back unchanged to keep it.')),
  bank_bic: nullableText,
}) satisfies v.GenericSchema<unknown, StammdatenBewerber>;

/**
 * The body of a save as the description states it: the widest form, both
 * payroll variants (sizes are described as any number or numeric string, so the
 * gender does not matter here). It refuses nothing (`fallback`): which variant
 * and which sizes apply depends on the stored person, never on the request, so
 * the handler checks the person's own schema and refuses with the area's own
 * message and field errors (422 `stammdaten_not_saved`).
 */
const saveBody = v.fallback(
  v.union([
    stammdatenSchema({ gender: 'w', contract: false }),
    stammdatenSchema({ gender: 'w', contract: true }),
  ]),
  // The parse's result is not used (the handler reads the request's body).
  (dataset) => dataset?.value as StammdatenOutput,
);

const NO_STAFF_RECORD = {
  status: 403,
  description: 'The account has no staff record.',
} as const;

/**
 * The own master data (docs/product/api.md, Master data). Both act on the
 * signed-in person's record only: the session names it, the request cannot.
 */
export const stammdatenOperations = {
  read: defineOperation({
    method: 'get',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'The own master data and the locations to choose',
    access: 'session',
    answer: v.object({
      bewerber: bewerberAnswer,
      locations: v.array(v.object({ id, name: v.string() })),
    }) satisfies v.GenericSchema<unknown, StammdatenResponse>,
    answerDescription: 'The form values (IBAN masked).',
    refusals: { no_staff_record: NO_STAFF_RECORD },
  }),
  save: defineOperation({
    method: 'post',
    path: '/stammdaten',
    tag: 'stammdaten',
    summary: 'Save the own master data',
    description:
      'The payroll fields (rv_number … bank_bic) belong to accounts with a contract ' +
      '(`contract: true` in GET) and are required for them; others send none. Sizes ' +
      'depend on the stored gender.',
    access: 'session',
    body: saveBody,
    answer: v.object({
      success: v.literal(true),
      message: v.string(),
      bewerber: bewerberAnswer,
    }) satisfies v.GenericSchema<unknown, StammdatenSaved>,
    answerDescription: 'Saved.',
    refusals: {
      no_staff_record: NO_STAFF_RECORD,
      stammdaten_not_saved: {
        status: 422,
        description:
          'An input breaks the rules for this person (sizes, payroll block), a location is unknown, or a masked IBAN is not the stored one; `errors` names the fields.',
      },
    },
  }),
};

const declarations = '/stammdaten/kurzfristige-beschaeftigungen';
const declarationAnswer = {
  answer: declarationListSchema,
  answerDescription: 'The person’s declared earlier short-term jobs, by start.',
} as const;

/**
 * The person's own earlier short-term jobs of the year at other employers
 * (issue 27, docs/product/employment-law.md), as the Minijob-Zentrale asks
 * employers to check. Only the signed-in person's own; the office sees and
 * corrects them (domain/buero/operations/employment-law.ts).
 */
export const declarationOperations = {
  list: defineOperation({
    method: 'get',
    path: declarations,
    tag: 'stammdaten',
    summary: 'The own declared earlier short-term jobs',
    access: 'session',
    ...declarationAnswer,
    refusals: { no_staff_record: NO_STAFF_RECORD },
  }),
  add: defineOperation({
    method: 'post',
    path: declarations,
    tag: 'stammdaten',
    summary: 'Declare an earlier short-term job (employer, from–to, working days)',
    access: 'session',
    body: declarationInputSchema,
    messages: employmentLawMessages,
    ...declarationAnswer,
    refusals: {
      no_staff_record: NO_STAFF_RECORD,
      too_many: { status: 422, description: 'The most declarations allowed are recorded.' },
    },
  }),
  change: defineOperation({
    method: 'put',
    path: `${declarations}/:id`,
    tag: 'stammdaten',
    summary: 'Change an own declaration',
    access: 'session',
    params: idParams,
    body: declarationInputSchema,
    messages: employmentLawMessages,
    ...declarationAnswer,
    refusals: {
      no_staff_record: NO_STAFF_RECORD,
      not_found: { status: 404, description: 'No such declaration of the person.' },
    },
  }),
  remove: defineOperation({
    method: 'delete',
    path: `${declarations}/:id`,
    tag: 'stammdaten',
    summary: 'Remove an own declaration',
    access: 'session',
    params: idParams,
    ...declarationAnswer,
    refusals: {
      no_staff_record: NO_STAFF_RECORD,
      not_found: { status: 404, description: 'No such declaration of the person.' },
    },
  }),
};

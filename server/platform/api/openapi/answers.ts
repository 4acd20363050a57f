import * as v from 'valibot';
import { authUserSchema } from '@domain/shared/account';
import { type AuthState, type AuthSuccess } from '@domain/auth/auth';
import { KK_TYPES } from '@domain/shared/person-options';
import type {
  StammdatenBewerber,
  StammdatenResponse,
  StammdatenSaved,
} from '@domain/stammdaten/stammdaten';

/*
 * Answers whose shape domain/ states only as a TypeScript type (the browser
 * trusts them), written here as valibot schemas for the API description. Each
 * is annotated with its domain type, so a field renamed or retyped there fails
 * the typecheck here. Answers with a domain schema (auth user, time tracking's
 * answers) are used as they are.
 */

const id = v.pipe(v.number(), v.integer());
const nullableText = v.nullable(v.string());
const bit = v.picklist([0, 1]);

export const successAnswer = v.object({ success: v.literal(true) });
export const messageAnswer = v.object({ message: v.string() });

export const authStateAnswer: v.GenericSchema<unknown, AuthState> = v.variant('authenticated', [
  v.object({ authenticated: v.literal(false) }),
  v.object({ authenticated: v.literal(true), user: authUserSchema }),
]);

export const authSuccessAnswer: v.GenericSchema<unknown, AuthSuccess> = v.object({
  success: v.literal(true),
  user: authUserSchema,
});

const bewerber: v.GenericSchema<unknown, StammdatenBewerber> = v.object({
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
  student: bit,
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
});

export const stammdatenAnswer: v.GenericSchema<unknown, StammdatenResponse> = v.object({
  bewerber,
  locations: v.array(v.object({ id, name: v.string() })),
});

export const stammdatenSavedAnswer: v.GenericSchema<unknown, StammdatenSaved> = v.object({
  success: v.literal(true),
  message: v.string(),
  bewerber,
});

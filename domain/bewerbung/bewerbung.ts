import { type CalendarDate, parseDate, today } from '@internationalized/date';
import * as v from 'valibot';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import { LOCALES } from '@domain/shared/locale';
import { GENDERS, JOB_VALUES } from '@domain/shared/person-options';
import { emailField, singleLine, singleLineText } from '@domain/shared/validation';

/*
 * Application step 1 (docs/product/rules.md, Application): the JSON of POST /app/api/bewerbung.
 * The form holds the same values as the wire, so browser and server run this
 * one schema.
 */

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 100;

/** Today in the agency's time zone. */
export function agencyToday(): CalendarDate {
  return today(AGENCY_TIME_ZONE);
}

/** The birthdates that may be chosen: from 100 years ago up to exactly 18 years ago, both included. */
export function birthdateBounds(now: CalendarDate = agencyToday()) {
  return {
    min: now.subtract({ years: MAX_AGE_YEARS }),
    max: now.subtract({ years: MIN_AGE_YEARS }),
  };
}

/** The calendar day of a yyyy-MM-dd string; null for any other text and for days no calendar has (2000-02-30). */
export function parseCalendarDay(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** True for a real yyyy-MM-dd calendar day within the bounds of `birthdateBounds`. */
export function isAllowedBirthdate(value: string, now: CalendarDate = agencyToday()): boolean {
  const date = parseCalendarDay(value);
  if (!date) return false;
  const { min, max } = birthdateBounds(now);
  return date.compare(min) >= 0 && date.compare(max) <= 0;
}

/** The characters people type into phone numbers; removed before the digits are checked. */
const PHONE_DECORATION = /[\s+/\-()]/g;

/** A mobile number as stored: digits only (spaces, '+', '/', '-' and brackets removed). */
export function normalizePhone(value: string): string {
  return value.replace(PHONE_DECORATION, '');
}

/** 0/1 as a number (JSON) or a string (multipart); the output is the number. */
export const flagField = (message = 'required') =>
  v.pipe(
    v.union([v.literal(0), v.literal(1), v.literal('0'), v.literal('1')], message),
    v.transform((value) => (Number(value) === 1 ? 1 : 0) as 0 | 1),
  );

export const localeField = v.optional(v.picklist(LOCALES), 'de');

const phoneField = v.pipe(
  v.string('required'),
  singleLine(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(40, 'too_long'),
  v.transform(normalizePhone),
  v.regex(/^\d{6,20}$/, 'phone'),
);

// Typed as three fields (day, month, year; ADR 0033), so a day that does not exist
// (31.02.) or a part left out has its own message; the age rule judges real days only.
const birthdateField = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.check((value) => value === '' || parseCalendarDay(value) !== null, 'birthdate_invalid'),
  v.check(
    (value) => parseCalendarDay(value) === null || isAllowedBirthdate(value),
    'birthdate_range',
  ),
);

/** POST /app/api/bewerbung */
export const bewerbungStep1Schema = v.pipe(
  v.object(
    {
      gender: v.picklist(GENDERS, 'required'),
      firstname: singleLineText(100),
      lastname: singleLineText(100),
      email: emailField,
      phone_mobile: phoneField,
      birthdate: birthdateField,
      student: flagField(),
      job: v.optional(v.nullable(v.string('invalid'))),
      // Optional at the key: a missing consent gets the consent text, not "required".
      privacy: v.pipe(
        v.optional(v.unknown(), 0),
        v.check((value) => value === 1 || value === '1', 'privacy'),
        v.transform(() => 1 as const),
      ),
      locale: localeField,
    },
    // A missing key is a missing field (valibot reports it with the object's message).
    'required',
  ),
  v.forward(
    v.partialCheck(
      [['student'], ['job']],
      (input) => input.student === 1 || JOB_VALUES.includes(input.job ?? ''),
      'required',
    ),
    ['job'],
  ),
  // A student has no job: whatever the client sent for it is dropped.
  v.transform((input) => ({ ...input, job: input.student === 1 ? null : (input.job ?? null) })),
);
export type BewerbungStep1 = v.InferOutput<typeof bewerbungStep1Schema>;

/** The answer of a successful step (step 1: the same for a new and a known e-mail address). */
export const bewerbungDoneSchema = v.object({ success: v.literal(true), message: v.string() });
export type BewerbungStep1Result = v.InferOutput<typeof bewerbungDoneSchema>;

import * as v from 'valibot';
import { localeField } from './bewerbung';
import {
  COUNTRY_CODES,
  GENDERS,
  type Gender,
  HEIGHT_MAX,
  HEIGHT_MIN,
  SHOE_SIZES,
  sizeOptions,
} from '@domain/shared/person-options';
import { optionalSingleLineText, singleLineText } from '@domain/shared/validation';

/*
 * Application step 2 (docs/product/rules.md and api.md, Application) as it travels: multipart text
 * fields, so every value is a string ('0'/'1' flags, numbers as digits) and the
 * lists `locations` and `messen` are repeated fields, one id each. The wizard
 * holds the same strings, so the browser and the server run one schema. The
 * photo (field `image`) is checked separately, by its bytes on the server.
 */

/** Language levels 0 none … 4 native; the radios show M (4) first, then 1, 2, 3, 0. */
export const LANGUAGE_LEVELS = ['4', '1', '2', '3', '0'] as const;
export const REQUIRED_LANGUAGES = ['language_german', 'language_english'] as const;
export const OPTIONAL_LANGUAGES = [
  'language_french',
  'language_spanish',
  'language_italian',
  'language_turkish',
  'language_russian',
] as const;
export type LanguageField =
  (typeof REQUIRED_LANGUAGES)[number] | (typeof OPTIONAL_LANGUAGES)[number];

/** Experience levels 0-3 per area; the radios show 1, 2, 3, 0. */
export const EXPERIENCE_LEVELS = ['1', '2', '3', '0'] as const;
export const EXPERIENCE_FIELDS = ['service', 'bar', 'kueche', 'infodesk', 'promotion'] as const;
export type ExperienceField = (typeof EXPERIENCE_FIELDS)[number];

export const REFERERS = ['Empfehlung', 'Annonce', 'Flyer', 'Internet'] as const;

/** Stays abroad count from longer than 3 months, so the durations start there. */
export const FOREIGN_DURATIONS = ['3-6', '6-12', '12+'] as const;
const FOREIGN_FIELDS = [
  'foreign_experience_when',
  'foreign_experience_location',
  'foreign_experience_duration',
] as const;

/** Study end: a select of 10 years from this year. */
export const STUDY_END_YEARS = 10;
export function studyEndYears(thisYear: number): string[] {
  return Array.from({ length: STUDY_END_YEARS }, (_, i) => String(thisYear + i));
}

/** The photo: JPEG or PNG, at most 5 MiB = 5120 KB (docs/product/rules.md, Application). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** What the step-2 form depends on (the load answer and the date). */
export type Step2Context = { gender: Gender; student: 0 | 1; thisYear: number };

const choice = (values: readonly string[], message = 'invalid') =>
  v.pipe(v.string('required'), v.nonEmpty('required'), v.picklist(values, message));
const toNumber = v.transform((value: string) => Number(value));
const level = (max: number) =>
  v.pipe(choice(Array.from({ length: max + 1 }, (_, i) => String(i))), toNumber);
const optionalLevel = v.pipe(
  v.optional(v.picklist(['', '0', '1', '2', '3', '4'], 'invalid'), ''),
  v.transform((value) => (value === '' ? null : Number(value))),
);
const flag = v.pipe(choice(['0', '1'], 'required'), toNumber);
// Fields with their own "missing" text are optional at the key, so that text is the one shown.
const sizeField = (sizes: readonly number[]) =>
  v.pipe(
    v.optional(v.string('size'), ''),
    v.check((value) => sizes.map(String).includes(value), 'size'),
    toNumber,
  );
const ignored = v.pipe(
  v.optional(v.unknown()),
  v.transform(() => null),
);
/** Repeated id fields; a bad id marks the list (the form shows one message for the group). */
const idList = (message: string) =>
  v.pipe(
    v.optional(v.array(v.string(message), message), []),
    v.maxLength(100, 'invalid'),
    v.check((ids) => ids.every((id) => /^[1-9]\d{0,9}$/.test(id)), 'invalid'),
    v.transform((ids) => ids.map(Number)),
  );

/** The fields of the wizard's first step. */
function firstStepEntries(context: Step2Context) {
  const sizes = sizeOptions(context.gender);
  // Study fields belong to students; for anyone else they are ignored (stored empty).
  const isStudent = context.student === 1;
  const study = {
    study_subject: isStudent ? singleLineText(100) : ignored,
    study_place: isStudent ? singleLineText(100) : ignored,
    study_end: isStudent ? v.pipe(choice(studyEndYears(context.thisYear)), toNumber) : ignored,
  };
  return {
    street: singleLineText(100),
    zipcode: singleLineText(20),
    city: singleLineText(100),
    nationality: choice(COUNTRY_CODES),
    height: v.pipe(
      v.string('required'),
      v.nonEmpty('required'),
      v.regex(/^\d{1,3}$/, 'invalid'),
      toNumber,
      v.minValue(HEIGHT_MIN, 'invalid'),
      v.maxValue(HEIGHT_MAX, 'invalid'),
    ),
    size_top: sizeField(sizes.top),
    size_bottom: sizeField(sizes.bottom),
    size_shoe: v.pipe(choice(SHOE_SIZES.map(String)), toNumber),
    license: flag,
    vehicle: flag,
    language_german: level(4),
    language_english: level(4),
    language_french: optionalLevel,
    language_spanish: optionalLevel,
    language_italian: optionalLevel,
    language_turkish: optionalLevel,
    language_russian: optionalLevel,
    language_other: optionalSingleLineText(100),
    ...study,
    locations: v.pipe(idList('locations_min'), v.minLength(1, 'locations_min')),
    service: level(3),
    bar: level(3),
    kueche: level(3),
    infodesk: level(3),
    promotion: level(3),
    foreign_experience_when: optionalSingleLineText(50),
    foreign_experience_location: optionalSingleLineText(100),
    foreign_experience_duration: v.optional(v.picklist(['', ...FOREIGN_DURATIONS], 'invalid'), ''),
    referer: v.optional(v.picklist(['', ...REFERERS], 'invalid'), ''),
  };
}

/** The fields of the wizard's second step. */
const secondStepEntries = {
  privacy: v.pipe(
    v.optional(v.string('privacy'), ''),
    v.check((value) => value === '1', 'privacy'),
  ),
  messen: idList('invalid'),
  locale: localeField,
};

type ForeignInput = Partial<Record<(typeof FOREIGN_FIELDS)[number], string>>;

/** A stay abroad is described completely or not at all: each empty part is marked once one is filled. */
function foreignCheck<T extends ForeignInput>(field: keyof ForeignInput) {
  // partialCheck: runs even while other fields have problems, so the wizard shows all at once.
  const action = v.forward(
    v.partialCheck(
      [
        ['foreign_experience_when'],
        ['foreign_experience_location'],
        ['foreign_experience_duration'],
      ],
      (input: ForeignInput) =>
        Boolean(input[field]) || FOREIGN_FIELDS.every((name) => !input[name]),
      'foreign_experience',
    ),
    [field],
  );
  // The check reads only the three fields; the object around them is the caller's.
  return action as unknown as v.BaseValidation<T, T, v.BaseIssue<unknown>>;
}
const [WHEN, WHERE, HOW_LONG] = FOREIGN_FIELDS;

type Step2FirstOutput = v.InferOutput<
  v.ObjectSchema<ReturnType<typeof firstStepEntries>, undefined>
>;

/** The wizard's first step alone (checked on "next"). */
export function step2FirstSchema(context: Step2Context) {
  return v.pipe(
    v.object(firstStepEntries(context), 'required'),
    foreignCheck<Step2FirstOutput>(WHEN),
    foreignCheck<Step2FirstOutput>(WHERE),
    foreignCheck<Step2FirstOutput>(HOW_LONG),
  );
}

/** The wizard's second step alone. */
export const step2SecondSchema = v.object(secondStepEntries, 'required');

/** POST /app/api/bewerbung/step2: every field of both steps. */
type Step2FullOutput = v.InferOutput<
  v.ObjectSchema<ReturnType<typeof firstStepEntries> & typeof secondStepEntries, undefined>
>;

export function bewerbungStep2Schema(context: Step2Context) {
  return v.pipe(
    v.object({ ...firstStepEntries(context), ...secondStepEntries }, 'required'),
    foreignCheck<Step2FullOutput>(WHEN),
    foreignCheck<Step2FullOutput>(WHERE),
    foreignCheck<Step2FullOutput>(HOW_LONG),
  );
}
export type BewerbungStep2 = v.InferOutput<ReturnType<typeof bewerbungStep2Schema>>;

/** Fields of the first wizard step (server errors on them send the wizard back there). */
export const FIRST_STEP_FIELDS = [
  'street',
  'zipcode',
  'city',
  'nationality',
  'height',
  'size_top',
  'size_bottom',
  'size_shoe',
  'license',
  'vehicle',
  'image',
  ...REQUIRED_LANGUAGES,
  ...OPTIONAL_LANGUAGES,
  'language_other',
  'study_subject',
  'study_place',
  'study_end',
  'locations',
  ...EXPERIENCE_FIELDS,
  ...FOREIGN_FIELDS,
  'referer',
] as const;
export const SECOND_STEP_FIELDS = ['privacy', 'messen'] as const;

const optionId = v.pipe(v.number(), v.integer(), v.minValue(1));
const isoDate = v.pipe(v.string(), v.isoDate());

/** GET /app/api/bewerbung/step2: what the form needs to know. */
export const bewerbungStep2LoadSchema = v.object({
  gender: v.picklist(GENDERS),
  student: v.picklist([0, 1]),
  locations: v.array(v.object({ id: optionId, name: v.string() })),
  messen: v.array(
    v.object({
      id: optionId,
      description: v.string(),
      city: v.string(),
      date_start: isoDate,
      date_end: isoDate,
    }),
  ),
});
export type BewerbungStep2Load = v.InferOutput<typeof bewerbungStep2LoadSchema>;

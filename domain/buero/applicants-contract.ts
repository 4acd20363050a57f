import * as v from 'valibot';
import { isIsoDay } from '@domain/shared/times/fair-days';
import { parseSerialId } from '@domain/shared/ids';
import { singleLine } from '@domain/shared/validation';
import { queryString } from '@domain/shared/operation';

/*
 * The office's (Büro) applicant list and detail (ADR 0022): the list's query
 * and the answers. The operations that use them are stated in
 * domain/buero/operations/applicants.ts.
 */

/** Where the area's API lives, below the app's API prefix. */
export const BUERO_API_PREFIX = '/app/api/buero';

/**
 * An application's status in the office's words. `step2_missing` and
 * `complete` are the undecided ('new') states, derived from the application;
 * the others are the office's decision (docs/product/rules.md).
 */
export const APPLICANT_STATUSES = [
  'step2_missing',
  'complete',
  'invited',
  'staff',
  'rejected',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** The languages of step 2 as filter keys; levels 1 … 4 (4 native). */
export const APPLICANT_LANGUAGES = [
  'german',
  'english',
  'french',
  'spanish',
  'italian',
  'turkish',
  'russian',
] as const;
export type ApplicantLanguage = (typeof APPLICANT_LANGUAGES)[number];
export const LANGUAGE_FILTER_MAX = 4;

/** The experience areas of step 2 as filter keys; levels 1 … 3. */
export const APPLICANT_EXPERIENCE = ['service', 'bar', 'kueche', 'infodesk', 'promotion'] as const;
export type ApplicantExperience = (typeof APPLICANT_EXPERIENCE)[number];
export const EXPERIENCE_FILTER_MAX = 3;

export const APPLICANT_SORTS = ['date', 'name'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_PAGE_DEFAULT = 50;
export const APPLICANT_PAGE_MAX = 100;
export const APPLICANT_SEARCH_MAX = 100;
/** The ages the filter accepts (applicants are 18 to 100, domain/bewerbung/bewerbung.ts). */
export const AGE_FILTER_MIN = 16;
export const AGE_FILTER_MAX = 120;
const LIST_MAX = 50;
const CURSOR_MAX = 400;

/** What the office filters the list by; every field optional. */
export type ApplicantFilter = {
  status?: readonly ApplicantStatus[];
  from?: string;
  to?: string;
  locations?: readonly number[];
  messen?: readonly number[];
  student?: boolean;
  languages?: Partial<Record<ApplicantLanguage, number>>;
  experience?: Partial<Record<ApplicantExperience, number>>;
  age_min?: number;
  age_max?: number;
  photo?: boolean;
  q?: string;
};

export type ApplicantListQuery = ApplicantFilter & {
  sort?: ApplicantSort;
  order?: 'asc' | 'desc';
  cursor?: string;
  limit?: number;
};

/* ---- the query string: every value is a string, lists are comma-separated ---- */

const commaList = (max = LIST_MAX) =>
  v.pipe(
    v.string('invalid'),
    v.maxLength(max * 12, 'too_long'),
    v.transform((text) => (text === '' ? [] : text.split(','))),
    v.maxLength(max, 'invalid'),
  );

const idList = v.pipe(
  commaList(),
  v.check((parts) => parts.every((part) => parseSerialId(part) !== undefined), 'invalid'),
  v.transform((parts) => [...new Set(parts.map(Number))]),
);

/** A yes/no filter in the query string: `1` or `0`. */
export const flag = v.pipe(
  v.picklist(['0', '1'], 'invalid'),
  v.transform((value) => value === '1'),
);

const intIn = (min: number, max: number) =>
  v.pipe(
    v.string('invalid'),
    v.regex(/^\d{1,3}$/, 'invalid'),
    v.transform(Number),
    v.minValue(min, 'invalid'),
    v.maxValue(max, 'invalid'),
  );

/** `key:level,key:level` with known keys and levels 1 … max; one level per key. */
function levelMap<K extends string>(keys: readonly K[], max: number) {
  const pattern = new RegExp(`^(${keys.join('|')}):([1-${max}])$`);
  return v.pipe(
    commaList(keys.length),
    v.check((parts) => parts.every((part) => pattern.test(part)), 'invalid'),
    v.transform((parts) => {
      const out: Partial<Record<K, number>> = {};
      for (const part of parts) {
        const [key, level] = part.split(':') as [K, string];
        out[key] = Math.max(out[key] ?? 0, Number(level));
      }
      return out;
    }),
  );
}

const isoDay = v.pipe(
  v.string('invalid'),
  v.check((value: string) => isIsoDay(value), 'invalid'),
);

/**
 * The filters the applicant list and the staff list share (the person's
 * step 2 answers, choices and the search), as query-string entries. Each list
 * adds its own (status and dates; the staff flags) around them.
 */
export const personFilterEntries = {
  locations: v.optional(idList),
  messen: v.optional(idList),
  student: v.optional(flag),
  languages: v.optional(levelMap(APPLICANT_LANGUAGES, LANGUAGE_FILTER_MAX)),
  experience: v.optional(levelMap(APPLICANT_EXPERIENCE, EXPERIENCE_FILTER_MAX)),
  age_min: v.optional(intIn(AGE_FILTER_MIN, AGE_FILTER_MAX)),
  age_max: v.optional(intIn(AGE_FILTER_MIN, AGE_FILTER_MAX)),
  photo: v.optional(flag),
  q: v.optional(
    v.pipe(
      v.string('invalid'),
      singleLine(),
      v.trim(),
      v.maxLength(APPLICANT_SEARCH_MAX, 'too_long'),
    ),
  ),
};

/** The entries of paging and sorting, shared by both lists. */
export const listPagingEntries = {
  sort: v.optional(v.picklist(APPLICANT_SORTS, 'invalid'), 'date'),
  order: v.optional(v.picklist(['asc', 'desc'], 'invalid')),
  cursor: v.optional(
    v.pipe(v.string('invalid'), v.maxLength(CURSOR_MAX, 'invalid'), v.regex(/^[\w-]*$/, 'invalid')),
  ),
  limit: v.optional(intIn(1, APPLICANT_PAGE_MAX), String(APPLICANT_PAGE_DEFAULT)),
};

/** Query-string entries of a date range (`from` ≤ `to`, agency days). */
export const dayRangeEntries = { from: v.optional(isoDay), to: v.optional(isoDay) };

/**
 * GET bewerbungen: the query string. Unknown keys are ignored; a repeated key
 * (an array) or a bad value answers 422 with the field named.
 */
export const applicantListQuerySchema = v.pipe(
  v.looseObject({
    ...listPagingEntries,
    status: v.optional(
      v.pipe(
        commaList(APPLICANT_STATUSES.length),
        v.check(
          (parts) =>
            parts.every((part) => (APPLICANT_STATUSES as readonly string[]).includes(part)),
          'invalid',
        ),
        v.transform((parts) => [...new Set(parts)] as ApplicantStatus[]),
      ),
    ),
    ...dayRangeEntries,
    ...personFilterEntries,
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => from == null || to == null || from <= to,
      'invalid',
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['age_min'], ['age_max']],
      ({ age_min, age_max }) => age_min == null || age_max == null || age_min <= age_max,
      'invalid',
    ),
    ['age_max'],
  ),
);
export type ApplicantListParams = v.InferOutput<typeof applicantListQuerySchema>;

/** The default direction of a sort: newest first, names A to Z. */
export function defaultOrder(sort: ApplicantSort): 'asc' | 'desc' {
  return sort === 'date' ? 'desc' : 'asc';
}

const levelText = (levels: Partial<Record<string, number>> | undefined) =>
  Object.entries(levels ?? {})
    .filter(([, level]) => level !== undefined && level > 0)
    .map(([key, level]) => `${key}:${String(level)}`)
    .join(',');

/** An empty list or text is no filter: left out of the query. */
const nonEmpty = (value: string | undefined) => (value === '' ? undefined : value);
const numberText = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** A yes/no filter as the query string writes it. */
export const flagText = (value: boolean | undefined): '0' | '1' | undefined =>
  value === undefined ? undefined : value ? '1' : '0';

/** The paging and sort of either list, in the API's query format. */
export function pagingInput(query: ApplicantListQuery) {
  return {
    sort: query.sort,
    order: query.order,
    cursor: nonEmpty(query.cursor),
    limit: numberText(query.limit),
  };
}

/** The person filters both lists share, in the API's query format. */
export function personFilterInput(query: ApplicantFilter) {
  return {
    locations: nonEmpty(query.locations?.join(',')),
    messen: nonEmpty(query.messen?.join(',')),
    student: flagText(query.student),
    languages: nonEmpty(levelText(query.languages)),
    experience: nonEmpty(levelText(query.experience)),
    age_min: numberText(query.age_min),
    age_max: numberText(query.age_max),
    photo: flagText(query.photo),
    q: nonEmpty(query.q?.trim()),
  };
}

/** A date range in the API's query format. */
export function dayRangeInput(query: { from?: string; to?: string }) {
  return { from: nonEmpty(query.from), to: nonEmpty(query.to) };
}

/**
 * A list request as the API's query (every value a string, unset ones
 * undefined): what `call` sends, and what the page's address shows.
 */
export function applicantListInput(
  query: ApplicantListQuery,
): v.InferInput<typeof applicantListQuerySchema> {
  return {
    ...pagingInput(query),
    status: nonEmpty(query.status?.join(',')),
    ...dayRangeInput(query),
    ...personFilterInput(query),
  };
}

/** The query string of a list request (only the fields that are set), without the `?`. */
export function applicantListSearch(query: ApplicantListQuery): string {
  return queryString(applicantListInput(query)).slice(1);
}

/* ---- the answers ---- */

const statusSchema = v.picklist(APPLICANT_STATUSES);

const listItemSchema = v.looseObject({
  /** The person's latest application (the list shows one row per e-mail address). */
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  city: v.nullable(v.string()),
  birthdate: v.nullable(v.string()),
  /** Whole years on the agency's today, as the age filter counts them. */
  age: v.nullable(v.number()),
  student: v.boolean(),
  has_photo: v.boolean(),
  status: statusSchema,
  created_at: v.string(),
  /** How many applications this e-mail address has sent (1 = no history). */
  applications: v.number(),
});
export type ApplicantListItem = v.InferOutput<typeof listItemSchema>;

/** GET bewerbungen */
export const applicantListSchema = v.looseObject({
  items: v.array(listItemSchema),
  /** Give it back as `cursor` for the next page; null on the last page. */
  next_cursor: v.nullable(v.string()),
});
export type ApplicantList = v.InferOutput<typeof applicantListSchema>;

const choiceSchema = v.looseObject({ id: v.number(), name: v.string() });

/** GET bewerbungen/optionen: what the filters offer. */
export const applicantOptionsSchema = v.looseObject({
  locations: v.array(choiceSchema),
  messen: v.array(
    v.looseObject({
      id: v.number(),
      name: v.string(),
      date_start: v.string(),
      date_end: v.string(),
    }),
  ),
});
export type ApplicantOptions = v.InferOutput<typeof applicantOptionsSchema>;

const nullableString = v.nullable(v.string());
const nullableNumber = v.nullable(v.number());
const nullableBoolean = v.nullable(v.boolean());

/*
 * A level per key (null: not answered). An object of the known keys, not
 * v.record: valibot lives in the app's first chunk, so every valibot function
 * any screen uses weighs on the login and application pages (bench).
 */
function levelsSchema<K extends string>(keys: readonly K[]) {
  return v.looseObject(
    Object.fromEntries(keys.map((key) => [key, nullableNumber])) as Record<
      K,
      typeof nullableNumber
    >,
  );
}

/** GET bewerbungen/{id}: everything of steps 1 and 2, and the e-mail address's history. */
export const applicantDetailSchema = v.looseObject({
  id: v.number(),
  /** The applicant row: what the person's data-protection page takes (buero-gdpr-contract.ts). */
  bewerber_id: v.number(),
  status: statusSchema,
  created_at: v.string(),
  submitted_at: nullableString,
  decided_at: nullableString,
  reject_reason: nullableString,
  locale: v.string(),
  has_photo: v.boolean(),
  person: v.looseObject({
    gender: v.string(),
    firstname: v.string(),
    lastname: v.string(),
    email: v.string(),
    phone_mobile: v.string(),
    birthdate: nullableString,
    age: nullableNumber,
    student: v.boolean(),
    job: nullableString,
    street: nullableString,
    zipcode: nullableString,
    city: nullableString,
    nationality: nullableString,
    height: nullableNumber,
    size_top: nullableNumber,
    size_bottom: nullableNumber,
    size_shoe: nullableNumber,
    license: nullableBoolean,
    vehicle: nullableBoolean,
    study_subject: nullableString,
    study_place: nullableString,
    study_end: nullableNumber,
    language_other: nullableString,
    foreign_experience_when: nullableString,
    foreign_experience_location: nullableString,
    foreign_experience_duration: nullableString,
    referer: nullableString,
  }),
  languages: levelsSchema(APPLICANT_LANGUAGES),
  experience: levelsSchema(APPLICANT_EXPERIENCE),
  locations: v.array(choiceSchema),
  messen: v.array(choiceSchema),
  history: v.array(v.looseObject({ id: v.number(), status: statusSchema, created_at: v.string() })),
});
export type ApplicantDetail = v.InferOutput<typeof applicantDetailSchema>;

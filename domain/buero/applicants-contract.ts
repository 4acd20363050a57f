import * as v from 'valibot';
import { isIsoDay } from '@domain/shared/times/fair-days';
import { parseSerialId } from '@domain/shared/ids';
import { singleLine } from '@domain/shared/validation';

/*
 * The office's (Büro) API in one place (ADR 0022): its addresses, the query of
 * the applicant list and the answers. The server registers the patterns and
 * parses the query with these schemas; the browser builds its URLs with the
 * builders and checks the answers, so both sides change together.
 */

/** Where the area's API lives, below the app's API prefix. */
export const BUERO_API_PREFIX = '/app/api/buero';

/** Route patterns below BUERO_API_PREFIX (Fastify syntax). */
export const BUERO_API_PATTERNS = {
  applicants: '/bewerbungen',
  applicantOptions: '/bewerbungen/optionen',
  applicant: '/bewerbungen/:id',
  applicantPhoto: '/bewerbungen/:id/foto',
} as const;

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

/** Sets a query-string entry when it has a value. */
export type PutParam = (key: string, value: string | undefined) => void;

/** A URLSearchParams and the `put` that fills it with set values only. */
export function searchParamsBuilder(): { params: URLSearchParams; put: PutParam } {
  const params = new URLSearchParams();
  const put: PutParam = (key, value) => {
    if (value !== undefined && value !== '') params.set(key, value);
  };
  return { params, put };
}

/** A yes/no filter as the query string writes it. */
export const flagText = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? '1' : '0';

/** The paging and sort of either list, in the API's query format. */
export function putPaging(put: PutParam, query: ApplicantListQuery): void {
  put('sort', query.sort);
  put('order', query.order);
  put('cursor', query.cursor);
  put('limit', query.limit === undefined ? undefined : String(query.limit));
}

/** The person filters both lists share, in the API's query format. */
export function putPersonFilters(put: PutParam, query: ApplicantFilter): void {
  put('locations', query.locations?.join(','));
  put('messen', query.messen?.join(','));
  put('student', flagText(query.student));
  put('languages', levelText(query.languages));
  put('experience', levelText(query.experience));
  put('age_min', query.age_min === undefined ? undefined : String(query.age_min));
  put('age_max', query.age_max === undefined ? undefined : String(query.age_max));
  put('photo', flagText(query.photo));
  put('q', query.q?.trim());
}

/** The query string of a list request (only the fields that are set). */
export function applicantListSearch(query: ApplicantListQuery): string {
  const { params, put } = searchParamsBuilder();
  putPaging(put, query);
  put('status', query.status?.join(','));
  put('from', query.from);
  put('to', query.to);
  putPersonFilters(put, query);
  return params.toString();
}

const base = 'buero';

/** Paths relative to /app/api (the API client's prefix), one per call the browser makes. */
export const bueroApiPaths = {
  applicants: (query: ApplicantListQuery = {}): string => {
    const search = applicantListSearch(query);
    return `${base}/bewerbungen${search ? `?${search}` : ''}`;
  },
  applicantOptions: (): string => `${base}/bewerbungen/optionen`,
  applicant: (id: number): string => `${base}/bewerbungen/${String(id)}`,
  /** The photo, for an <img src>: the full path, as the browser sends cookies with it. */
  applicantPhoto: (id: number): string => `${BUERO_API_PREFIX}/bewerbungen/${String(id)}/foto`,
};

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

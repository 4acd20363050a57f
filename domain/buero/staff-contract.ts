import * as v from 'valibot';
import { lawSummarySchema } from '@domain/shared/employment-law/record-contract';
import {
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  type ApplicantListQuery,
  dayRangeEntries,
  dayRangeInput,
  flag,
  flagText,
  listPagingEntries,
  pagingInput,
  personFilterEntries,
  personFilterInput,
} from './applicants-contract';
import { queryString } from '@domain/shared/operation';
import { BOOKING_STATES } from '@domain/shared/bookings';

/*
 * The office's staff screens (docs/product/office.md): the staff list, one staff member's
 * detail with masked payroll fields, revealing one of them, their documents,
 * the flags and deactivation. Staff are applicant rows (`bewerber`) linked to
 * a login. Built on the applicant list's query parts (domain/buero/applicants-contract.ts).
 */

/**
 * Where a staff login stands (docs/product/office.md): `invited` until the
 * person set a password through the invitation (they cannot log in yet),
 * `deactivated` once the office deactivated it (whatever came before), else
 * `active`.
 */
export const STAFF_ACCOUNT_STATES = ['active', 'invited', 'deactivated'] as const;
export type StaffAccountState = (typeof STAFF_ACCOUNT_STATES)[number];

/** The account state of a login: deactivation first, then a pending invitation. */
export function staffAccountState(login: { active: boolean; invited: boolean }): StaffAccountState {
  if (!login.active) return 'deactivated';
  return login.invited ? 'invited' : 'active';
}

/** The payroll fields stored encrypted; the detail shows them masked, one reveal shows one. */
export const SECRET_FIELDS = ['bank_iban', 'tax_number', 'rv_number'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/** How many trailing characters of a masked value stay visible. */
export const MASK_VISIBLE = 4;
const MASK = '••••';

/**
 * A secret as the detail shows it: only its last four characters (spaces
 * dropped), so the office can tell which IBAN it is without reading it.
 * Four characters or fewer show nothing.
 */
export function maskSecret(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= MASK_VISIBLE) return MASK;
  return `${MASK} ${compact.slice(-MASK_VISIBLE)}`;
}

/** What the office filters the staff list by (the applicant list's person filters and flags). */
export type StaffListQuery = Omit<ApplicantListQuery, 'status'> & {
  contract?: boolean;
  timetracking?: boolean;
  documents?: boolean;
  active?: boolean;
  /** One account state; `active=1` (older addresses) still means 'not deactivated'. */
  account?: StaffAccountState;
  /** "nah an einer Grenze": a counter of this year and month near or past its limit (issue 27). */
  nearLimit?: boolean;
};

/**
 * GET personal: the query string. `from`/`to` bound the day the account was
 * created; `active=0` lists deactivated accounts. Unknown keys are ignored.
 */
export const staffListQuerySchema = v.pipe(
  v.looseObject({
    ...listPagingEntries,
    ...dayRangeEntries,
    ...personFilterEntries,
    contract: v.optional(flag),
    timetracking: v.optional(flag),
    documents: v.optional(flag),
    active: v.optional(flag),
    account: v.optional(v.picklist(STAFF_ACCOUNT_STATES, 'invalid')),
    near_limit: v.optional(flag),
  }),
  // The same checks as the applicant list's (valibot types a shared pipe item per schema).
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
export type StaffListParams = v.InferOutput<typeof staffListQuerySchema>;

/** A staff list request as the API's query (every value a string, unset ones undefined). */
export function staffListInput(query: StaffListQuery): v.InferInput<typeof staffListQuerySchema> {
  return {
    ...pagingInput(query),
    ...dayRangeInput(query),
    ...personFilterInput(query),
    contract: flagText(query.contract),
    timetracking: flagText(query.timetracking),
    documents: flagText(query.documents),
    active: flagText(query.active),
    account: query.account,
    near_limit: flagText(query.nearLimit),
  };
}

/** The query string of a staff list request (only the fields that are set), without the `?`. */
export function staffListSearch(query: StaffListQuery): string {
  return queryString(staffListInput(query)).slice(1);
}

/* ---- bodies ---- */

/** POST personal/{id}/aufdecken */
export const revealBodySchema = v.object({ field: v.picklist(SECRET_FIELDS, 'invalid') });

/** POST personal/{id}/merkmale: the flags to set; at least one. */
export const staffFlagsBodySchema = v.pipe(
  v.object({
    contract: v.optional(v.boolean('invalid')),
    timetracking: v.optional(v.boolean('invalid')),
  }),
  v.forward(
    v.check((body) => body.contract !== undefined || body.timetracking !== undefined, 'required'),
    ['contract'],
  ),
);
export type StaffFlagsBody = v.InferOutput<typeof staffFlagsBodySchema>;

/* ---- answers ---- */

const nullableString = v.nullable(v.string());
const nullableNumber = v.nullable(v.number());

const staffListItemSchema = v.looseObject({
  /** The staff record (bewerber) id: the detail's id. */
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  city: nullableString,
  age: nullableNumber,
  contract: v.boolean(),
  timetracking: v.boolean(),
  documents: v.number(),
  active: v.boolean(),
  account: v.picklist(STAFF_ACCOUNT_STATES),
  /** When the login was created (the date sort's key). */
  created_at: v.string(),
  /** The employment-law counters of this year and month in short (issue 27). */
  law: v.optional(lawSummarySchema),
});
export type StaffListItem = v.InferOutput<typeof staffListItemSchema>;

/** GET personal */
export const staffListSchema = v.looseObject({
  items: v.array(staffListItemSchema),
  next_cursor: v.nullable(v.string()),
});
export type StaffList = v.InferOutput<typeof staffListSchema>;

export const staffDocumentSchema = v.looseObject({
  id: v.number(),
  type: v.string(),
  original_name: v.string(),
  mime_type: v.string(),
  size_bytes: v.number(),
  created_at: v.string(),
  checked_at: nullableString,
  /** Name of the office account that checked it (null when unchecked or that account is gone). */
  checked_by: nullableString,
});
export type StaffDocument = v.InferOutput<typeof staffDocumentSchema>;

const levels = <K extends string>(keys: readonly K[]) =>
  v.looseObject(
    Object.fromEntries(keys.map((key) => [key, nullableNumber])) as Record<
      K,
      typeof nullableNumber
    >,
  );

/** GET personal/{id} (the view is audited). Secrets come masked (maskSecret) or null. */
export const staffDetailSchema = v.looseObject({
  id: v.number(),
  user_id: v.number(),
  active: v.boolean(),
  account: v.picklist(STAFF_ACCOUNT_STATES),
  /**
   * While `invited`: the accepted application (its resend call) and the newest
   * unused invitation link's sending and end (null when none is open, e.g.
   * after a deactivation). Null once the person set a password.
   */
  invitation: v.nullable(
    v.looseObject({
      application_id: v.number(),
      sent_at: nullableString,
      expires_at: nullableString,
    }),
  ),
  deactivated_at: nullableString,
  created_at: v.string(),
  contract: v.boolean(),
  timetracking: v.boolean(),
  has_photo: v.boolean(),
  /** The payroll personnel number (domain/buero/payroll-contract.ts); null until the office sets it. */
  personnel_number: v.optional(v.nullable(v.number()), null),
  person: v.looseObject({
    gender: v.string(),
    firstname: v.string(),
    lastname: v.string(),
    email: v.string(),
    phone_mobile: v.string(),
    birthdate: nullableString,
    age: nullableNumber,
    student: v.boolean(),
    street: nullableString,
    zipcode: nullableString,
    city: nullableString,
    nationality: nullableString,
    birth_country: nullableString,
    birthplace: nullableString,
  }),
  payroll: v.looseObject({
    bank_iban: nullableString,
    bank_bic: nullableString,
    tax_number: nullableString,
    rv_number: nullableString,
    kk_type: nullableString,
    kk_name: nullableString,
    kk_number: nullableString,
  }),
  languages: levels(APPLICANT_LANGUAGES),
  experience: levels(APPLICANT_EXPERIENCE),
  locations: v.array(v.looseObject({ id: v.number(), name: v.string() })),
  messen: v.array(
    v.looseObject({
      id: v.number(),
      name: v.string(),
      date_start: v.string(),
      date_end: v.string(),
    }),
  ),
  documents: v.array(staffDocumentSchema),
});
export type StaffDetail = v.InferOutput<typeof staffDetailSchema>;

/** POST personal/{id}/aufdecken */
export const revealAnswerSchema = v.looseObject({
  field: v.picklist(SECRET_FIELDS),
  value: v.string(),
});
export type RevealAnswer = v.InferOutput<typeof revealAnswerSchema>;

/** POST personal/{id}/merkmale, deaktivieren, reaktivieren: the state after the change. */
export const staffStateSchema = v.looseObject({
  contract: v.boolean(),
  timetracking: v.boolean(),
  active: v.boolean(),
  deactivated_at: nullableString,
});
export type StaffState = v.InferOutput<typeof staffStateSchema>;

/** POST personal/{id}/dokumente/{documentId}/geprueft */
export const documentCheckedSchema = staffDocumentSchema;

/**
 * GET personal/{id}/einsaetze: the fair/customer pairs the person is on,
 * soonest fair first; `time_days` counts their days with times there and
 * `removed_at` marks someone removed who stays on the sheet for their times.
 */
export const staffAssignmentsSchema = v.looseObject({
  items: v.array(
    v.looseObject({
      fair: v.looseObject({
        id: v.number(),
        name: v.string(),
        city: v.string(),
        date_start: v.string(),
        date_end: v.string(),
        archived_at: nullableString,
      }),
      customer: v.looseObject({ id: v.number(), name: v.string(), archived_at: nullableString }),
      time_days: v.number(),
      removed_at: nullableString,
      /** The booking (issue 24): requested, confirmed or declined, and how it was answered. */
      state: v.picklist(BOOKING_STATES),
      decline_reason: nullableString,
      answered_by_phone: v.boolean(),
      /** Confirmed, then the days or the meeting point changed: asked again. */
      changed: v.boolean(),
    }),
  ),
});
export type StaffAssignments = v.InferOutput<typeof staffAssignmentsSchema>;

import * as v from 'valibot';
import {
  lawCounterSchema,
  overrideReasonSchema,
} from '@domain/shared/employment-law/record-contract';
import {
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  type ApplicantFilter,
  applicantListSearch,
} from './applicants-contract';
import { fairDays, isIsoDay, MAX_FAIR_DAYS } from '@domain/shared/times/fair-days';
import { FEDERAL_STATES, type FederalState } from '@domain/shared/federal-states';
import { agencyYear } from '@domain/shared/agency-time';
import type { Locale } from '@domain/shared/locale';
import {
  BOOKING_STATES,
  MEETING_POINT_MAX,
  MEETING_TIME,
  SUPERVISOR_PHONE_MAX,
} from '@domain/shared/bookings';
import {
  multiLine,
  optionalSingleLineText,
  singleLine,
  singleLineText,
  visibleText,
} from '@domain/shared/validation';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';
import { pairContactsSchema } from './contacts-contract';

/*
 * The office's fairs, customers and who works where (docs/product/fairs.md): request
 * bodies and answers, shared by the server and the office screens (the operations:
 * operations/fairs.ts, operations/pairs.ts).
 * Rules in words: docs/product/fairs.md.
 */

/** The first day a fair may have: an older date is a typing error (the portal keeps no such fairs). */
export const FAIR_FIRST_DAY = '2000-01-01';
/** A fair may end at most on 31 December this many years after the current one (agency time). */
export const FAIR_YEARS_AHEAD = 5;

/** The last day a fair may have: 31 December FAIR_YEARS_AHEAD years from now. */
export function fairLastDay(year: number = agencyYear()): string {
  return `${String(year + FAIR_YEARS_AHEAD)}-12-31`;
}

/** True for a day inside the fairs' window (FAIR_FIRST_DAY … fairLastDay()). */
export function isFairDayInWindow(day: string): boolean {
  return day >= FAIR_FIRST_DAY && day <= fairLastDay();
}

const MESSAGES = {
  fair_dates_order: {
    de: 'Das Ende darf nicht vor dem Beginn liegen.',
    en: 'The end must not be before the start.',
  },
  fair_too_long: {
    de: 'Eine Messe dauert höchstens ein Jahr.',
    en: 'A fair lasts at most one year.',
  },
  too_many: {
    de: `Höchstens ${String(200)} auf einmal.`,
    en: `At most ${String(200)} at once.`,
  },
  not_staff: {
    de: 'Diese Person ist kein Personal (Bewerbung offen oder abgelehnt) oder existiert nicht.',
    en: 'This person is not staff (application open or rejected) or does not exist.',
  },
  not_supervisor: {
    de: 'Nur Konten mit Zeiterfassung können Aufsicht sein.',
    en: 'Only accounts with time tracking can supervise.',
  },
  archived: {
    de: 'Archivierte Messen und Kunden nehmen keine neuen Einsätze an.',
    en: 'Archived fairs and customers take no new assignments.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The window's message, with this year's last day (the window moves on each new year). */
function dateRangeMessage(): Record<Locale, string> {
  const first = FAIR_FIRST_DAY.slice(0, 4);
  const last = fairLastDay().slice(0, 4);
  return {
    de: `Das Datum muss zwischen dem 01.01.${first} und dem 31.12.${last} liegen.`,
    en: `The date must lie between 1 January ${first} and 31 December ${last}.`,
  };
}

/** The field messages of these screens, falling back to the common ones. */
export const bueroMessenMessages: MessageCatalog = (code) => {
  if (code === 'fair_date_range') return dateRangeMessage();
  return Object.hasOwn(MESSAGES, code)
    ? MESSAGES[code as keyof typeof MESSAGES]
    : commonMessages(code);
};

export const FAIR_NAME_MAX = 200;
export const FAIR_CITY_MAX = 100;
export const FAIR_DESCRIPTION_MAX = 2000;
export const CUSTOMER_NAME_MAX = 200;
export const OFFICE_LIST_PAGE_MAX = 100;
export const OFFICE_LIST_PAGE_DEFAULT = 50;
/** At most this many people or supervisors in one bulk change. */
export const BULK_MAX = 200;

const isoDay = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.check((value: string) => isIsoDay(value), 'invalid'),
  v.check((value: string) => !isIsoDay(value) || isFairDayInWindow(value), 'fair_date_range'),
);

/** A fair's fields as the office edits them; the end is on or after the start. */
export const fairInputSchema = v.pipe(
  v.object({
    name: singleLineText(FAIR_NAME_MAX),
    city: singleLineText(FAIR_CITY_MAX),
    description: v.pipe(
      v.optional(v.nullable(v.string('invalid')), ''),
      v.transform((value) => value ?? ''),
      multiLine(),
      v.trim(),
      visibleText(),
      v.maxLength(FAIR_DESCRIPTION_MAX, 'too_long'),
    ),
    date_start: isoDay,
    date_end: isoDay,
    /** One of the 16 codes, or none ('' from the form's "—", null or left out). */
    federal_state: v.pipe(
      v.optional(v.nullable(v.union([v.literal(''), v.picklist(FEDERAL_STATES)], 'invalid')), null),
      v.transform((value): FederalState | null => (value === '' ? null : (value ?? null))),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['date_start'], ['date_end']],
      ({ date_start, date_end }) => date_start <= date_end,
      'fair_dates_order',
    ),
    ['date_end'],
  ),
  v.forward(
    v.partialCheck(
      [['date_start'], ['date_end']],
      ({ date_start, date_end }) => fairDays({ date_start, date_end }).length < MAX_FAIR_DAYS,
      'fair_too_long',
    ),
    ['date_end'],
  ),
);
export type FairInput = v.InferInput<typeof fairInputSchema>;

export const customerInputSchema = v.object({ name: singleLineText(CUSTOMER_NAME_MAX) });
export type CustomerInput = v.InferInput<typeof customerInputSchema>;

/** PUT …/archiv */
export const archiveInputSchema = v.object({ archived: v.boolean('invalid') });

const idArray = v.pipe(
  v.array(
    v.pipe(
      v.number('invalid'),
      v.integer('invalid'),
      v.minValue(1, 'invalid'),
      v.maxValue(2_147_483_647, 'invalid'),
    ),
    'invalid',
  ),
  v.minLength(1, 'required'),
  v.maxLength(BULK_MAX, 'too_many'),
  v.transform((ids) => [...new Set(ids)]),
);

/** POST …/personal/entfernen and …/personal/pruefen */
export const staffBulkSchema = v.object({ bewerber_ids: idArray });
/**
 * POST …/personal: with `override_reason` when the assignment check blocks
 * (issue 27): the clerk's reason, audited with the counters it crossed.
 */
export const staffAddSchema = v.object({
  bewerber_ids: idArray,
  override_reason: overrideReasonSchema,
});
/** POST …/aufsicht and …/aufsicht/entfernen */
export const supervisorBulkSchema = v.object({ user_ids: idArray });

const flag = v.pipe(
  v.picklist(['0', '1'], 'invalid'),
  v.transform((value) => value === '1'),
);

/** GET messen and kunden: active (default) or archived, name prefix, keyset cursor. */
export const officeListQuerySchema = v.looseObject({
  archived: v.optional(flag, '0'),
  q: v.optional(v.pipe(v.string('invalid'), singleLine(), v.trim(), v.maxLength(100, 'too_long'))),
  cursor: v.optional(
    v.pipe(v.string('invalid'), v.maxLength(400, 'invalid'), v.regex(/^[\w-]*$/, 'invalid')),
  ),
  limit: v.optional(
    v.pipe(
      v.string('invalid'),
      v.regex(/^\d{1,3}$/, 'invalid'),
      v.transform(Number),
      v.minValue(1, 'invalid'),
      v.maxValue(OFFICE_LIST_PAGE_MAX, 'invalid'),
    ),
    String(OFFICE_LIST_PAGE_DEFAULT),
  ),
});
export type OfficeListParams = v.InferOutput<typeof officeListQuerySchema>;

const filterText = v.optional(v.string('invalid'));

/**
 * GET …/vorschlaege: the flag, and the applicant list's filter fields as the
 * address carries them (the server checks them with the applicant list's rules).
 */
export const proposalsQuerySchema = v.looseObject({
  chosen: v.optional(flag, '1'),
  q: filterText,
  locations: filterText,
  languages: filterText,
  experience: filterText,
  limit: filterText,
  cursor: filterText,
});

export type ProposalsQuery = Pick<
  ApplicantFilter,
  'q' | 'locations' | 'languages' | 'experience'
> & {
  /** true: people who chose the fair in the planner; false: everyone else (search). */
  chosen: boolean;
  cursor?: string;
  limit?: number;
};

/** An optional meeting time: missing, null or '' mean none (''). */
const meetingTimeSchema = v.pipe(
  v.optional(v.nullable(v.string('invalid')), ''),
  v.transform((value) => value ?? ''),
  v.check((value) => value === '' || MEETING_TIME.test(value), 'invalid_format'),
);

/** The proposals' query as the address carries it (the filter in the applicant list's format). */
export function proposalsQuery(query: ProposalsQuery): v.InferInput<typeof proposalsQuerySchema> {
  const { chosen, ...filter } = query;
  const fields: Record<string, string> = {};
  // forEach, not an iterator: the service worker's type check has no DOM.Iterable.
  new URLSearchParams(applicantListSearch(filter)).forEach((value, name) => {
    fields[name] = value;
  });
  return { chosen: chosen ? '1' : '0', ...fields };
}

/* ---- answers ---- */

const nullableString = v.nullable(v.string());

export const fairSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  city: v.string(),
  description: nullableString,
  date_start: v.string(),
  date_end: v.string(),
  /** Code of FEDERAL_STATES, or null when the office has not set it. */
  federal_state: v.optional(nullableString, null),
  archived_at: nullableString,
});
export type Fair = v.InferOutput<typeof fairSchema>;

export const fairListSchema = v.looseObject({
  items: v.array(
    v.looseObject({ ...fairSchema.entries, customers: v.number(), staff: v.number() }),
  ),
  next_cursor: nullableString,
});
export type FairList = v.InferOutput<typeof fairListSchema>;

export const customerSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  archived_at: nullableString,
});
export type Customer = v.InferOutput<typeof customerSchema>;

export const customerListSchema = v.looseObject({
  items: v.array(v.looseObject({ ...customerSchema.entries, fairs: v.number() })),
  next_cursor: nullableString,
});
export type CustomerList = v.InferOutput<typeof customerListSchema>;

/** GET messen/{id}: the fair, its customers (pairs) and the days that hold times. */
export const fairDetailSchema = v.looseObject({
  fair: fairSchema,
  customers: v.array(
    v.looseObject({
      ...customerSchema.entries,
      staff: v.number(),
      supervisors: v.number(),
      /** Days of this pair with times: it cannot be detached while there are any. */
      time_days: v.number(),
      signed: v.boolean(),
    }),
  ),
  /** Every day of the fair with at least one time (any customer): the range must keep them. */
  days_with_times: v.array(v.string()),
});
export type FairDetail = v.InferOutput<typeof fairDetailSchema>;

// An object of the known keys, not v.record (the applicant detail's reason: first-load weight).
const levelsOf = <K extends string>(keys: readonly K[]) =>
  v.looseObject(
    Object.fromEntries(keys.map((key) => [key, v.nullable(v.number())])) as Record<
      K,
      v.NullableSchema<v.NumberSchema<undefined>, undefined>
    >,
  );

/** A booking's answer (issue 24), the same for staff and supervisors. */
const bookingFields = {
  state: v.picklist(BOOKING_STATES),
  decline_reason: nullableString,
  answered_at: nullableString,
  /** The office recorded the confirmation from a phone call. */
  answered_by_phone: v.boolean(),
  /** Confirmed, then the days or the meeting point changed: asked again. */
  changed: v.boolean(),
};

export const assignedStaffSchema = v.looseObject({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  /** Days with times on this pair. */
  time_days: v.number(),
  /** Set when removed while they had times: still on the sheet (docs/product/fairs.md). */
  removed_at: nullableString,
  /** The booking (issue 24): requested, confirmed or declined, and how it was answered. */
  ...bookingFields,
});

const personSchema = v.looseObject({ id: v.number(), name: v.string(), email: v.string() });

/** A supervisor on the pair, booked like staff: requested until they answer on the tablet. */
export const assignedSupervisorSchema = v.looseObject({
  ...personSchema.entries,
  ...bookingFields,
});

const countsSchema = v.object({ confirmed: v.number(), open: v.number(), declined: v.number() });

/** GET messen/{id}/kunden/{customerId}: who works on the pair, and who may supervise. */
export const pairAssignmentsSchema = v.looseObject({
  fair: fairSchema,
  customer: customerSchema,
  staff: v.array(assignedStaffSchema),
  /** The bookings by state, of those not removed (open: requested, or changed since confirmed). */
  counts: countsSchema,
  /** Where and when the people meet, and the supervisor's phone (shown to the staff). */
  meeting: v.object({
    meeting_point: nullableString,
    meeting_time: nullableString,
    supervisor_phone: nullableString,
  }),
  supervisors: v.array(assignedSupervisorSchema),
  /** The supervisors' bookings by state, counted like the staff's. */
  supervisor_counts: countsSchema,
  /** Every account with the time-tracking flag (the supervisors to choose from). */
  supervisor_options: v.array(personSchema),
  /** The approving and the copy contact (issue 25), and the customer's contacts to choose from. */
  contacts: pairContactsSchema,
});
export type PairAssignments = v.InferOutput<typeof pairAssignmentsSchema>;

export const proposalSchema = v.looseObject({
  id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  city: nullableString,
  locations: v.array(v.string()),
  languages: levelsOf(APPLICANT_LANGUAGES),
  experience: levelsOf(APPLICANT_EXPERIENCE),
  chose_fair: v.boolean(),
  /**
   * What the pair's days would do to the person's counters (issue 27): the
   * list sorts those within their limits first.
   */
  law: v.optional(v.looseObject({ blocking: v.boolean(), crossed: v.array(lawCounterSchema) })),
});

export const proposalListSchema = v.looseObject({
  items: v.array(proposalSchema),
  next_cursor: nullableString,
});
export type ProposalList = v.InferOutput<typeof proposalListSchema>;

/** PUT messen/{id}/kunden/{customerId}/treffpunkt: all three, '' or null for none. */
export const meetingInputSchema = v.object({
  meeting_point: optionalSingleLineText(MEETING_POINT_MAX),
  meeting_time: meetingTimeSchema,
  supervisor_phone: optionalSingleLineText(SUPERVISOR_PHONE_MAX),
});
export type MeetingInput = v.InferOutput<typeof meetingInputSchema>;

/** Answer of the bulk changes: what changed (ids), so a repeat shows nothing new. */
export const bulkResultSchema = v.looseObject({
  added: v.optional(v.array(v.number())),
  removed: v.optional(v.array(v.number())),
  /** Removed while they had times: kept on the sheet with a mark. */
  kept_with_times: v.optional(v.array(v.number())),
});
export type BulkResult = v.InferOutput<typeof bulkResultSchema>;

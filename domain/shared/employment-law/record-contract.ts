import * as v from 'valibot';
import type { Locale } from '@domain/shared/locale';
import { multiLine, singleLineText, visibleText } from '@domain/shared/validation';
import { commonMessages, type MessageCatalog } from '@domain/shared/validation-messages';
import { daysBetweenInclusive, isIsoDay } from '@domain/shared/times/calendar-days';
import { COUNTER_STATES } from './counter';
import { EMPLOYMENT_STATUSES } from './statuses';

/*
 * What the office and the person write and read of the employment-law data
 * (issue 27, docs/product/employment-law.md): the status and the hourly wage
 * with its history (office only), a student's lecture periods (office only),
 * the earlier short-term jobs of the year (the person in their master data,
 * the office corrects), and the counters as the screens get them. Operations:
 * domain/buero/operations/employment-law.ts (office) and
 * domain/stammdaten/operations.ts (the person's own declarations).
 */

export const EMPLOYER_MAX = 200;
export const DECLARATIONS_MAX = 20;
export const LECTURE_PERIODS_MAX = 20;
/** 1 000 € an hour: the column's check. */
export const WAGE_CENTS_MAX = 100_000;
export const OVERRIDE_REASON_MAX = 500;
/** The column's bound (smallint): a period of decades could otherwise pass the calendar-days check. */
export const DECLARED_WORKING_DAYS_MAX = 32_767;

const MESSAGES = {
  day: { de: 'Bitte ein Datum angeben.', en: 'Please enter a date.' },
  day_order: {
    de: 'Das Ende liegt vor dem Beginn.',
    en: 'The end lies before the start.',
  },
  working_days: {
    de: 'Eine ganze Zahl von 1 bis zur Zahl der Kalendertage des Zeitraums.',
    en: 'A whole number from 1 to the number of calendar days of the period.',
  },
  wage: {
    de: 'Bitte einen Stundenlohn über 0 € mit höchstens zwei Nachkommastellen angeben (z. B. 14,60).',
    en: 'Please enter an hourly wage above €0 with at most two decimals (e.g. 14.60).',
  },
  employment_status: {
    de: 'Bitte einen Beschäftigungsstatus wählen.',
    en: 'Please choose an employment status.',
  },
  override_reason: {
    de: 'Bitte einen Grund angeben, warum die Grenze überschritten werden darf.',
    en: 'Please give a reason why the limit may be crossed.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** The employment-law fields' messages, falling back to the common ones. */
export const employmentLawMessages: MessageCatalog = (code) =>
  Object.hasOwn(MESSAGES, code) ? MESSAGES[code as keyof typeof MESSAGES] : commonMessages(code);

const day = v.pipe(
  v.string('day'),
  v.nonEmpty('day'),
  v.check((value: string) => isIsoDay(value), 'day'),
);

/** PUT buero/personal/{id}/arbeitsrecht/status: the status, or null to clear it. */
export const employmentStatusInputSchema = v.object({
  employment_status: v.nullable(v.picklist(EMPLOYMENT_STATUSES, 'employment_status')),
});
export type EmploymentStatusInput = v.InferOutput<typeof employmentStatusInputSchema>;

/** POST buero/personal/{id}/arbeitsrecht/loehne: a wage valid from a day (the same day replaces it). */
export const wageInputSchema = v.object({
  valid_from: day,
  cents_per_hour: v.pipe(
    v.number('wage'),
    v.integer('wage'),
    v.minValue(1, 'wage'),
    v.maxValue(WAGE_CENTS_MAX, 'wage'),
  ),
});
export type WageInput = v.InferOutput<typeof wageInputSchema>;

/** POST buero/personal/{id}/arbeitsrecht/vorlesungszeiten */
export const lecturePeriodInputSchema = v.pipe(
  v.object({ date_from: day, date_to: day }),
  v.forward(
    v.partialCheck(
      [['date_from'], ['date_to']],
      ({ date_from, date_to }) => date_from <= date_to,
      'day_order',
    ),
    ['date_to'],
  ),
);
export type LecturePeriodInput = v.InferOutput<typeof lecturePeriodInputSchema>;

/**
 * An earlier short-term job at another employer (the person's master data,
 * the office's correction): employer, from–to, and its working days, at most
 * the calendar days of the period.
 */
export const declarationInputSchema = v.pipe(
  v.object({
    employer: singleLineText(EMPLOYER_MAX),
    date_from: day,
    date_to: day,
    working_days: v.pipe(
      v.number('working_days'),
      v.integer('working_days'),
      v.minValue(1, 'working_days'),
      v.maxValue(DECLARED_WORKING_DAYS_MAX, 'working_days'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['date_from'], ['date_to']],
      ({ date_from, date_to }) => date_from <= date_to,
      'day_order',
    ),
    ['date_to'],
  ),
  v.forward(
    v.partialCheck(
      [['date_from'], ['date_to'], ['working_days']],
      ({ date_from, date_to, working_days }) =>
        date_from > date_to || working_days <= daysBetweenInclusive(date_from, date_to),
      'working_days',
    ),
    ['working_days'],
  ),
);
export type DeclarationInput = v.InferOutput<typeof declarationInputSchema>;

/* ---- answers ---- */

export const declarationSchema = v.looseObject({
  id: v.number(),
  employer: v.string(),
  date_from: v.string(),
  date_to: v.string(),
  working_days: v.number(),
  /** Who wrote it last: the person or the office. */
  updated_by_office: v.boolean(),
  updated_at: v.string(),
});
export type Declaration = v.InferOutput<typeof declarationSchema>;

/** GET/PUT stammdaten/kurzfristige-beschaeftigungen: the person's own list. */
export const declarationListSchema = v.looseObject({ items: v.array(declarationSchema) });
export type DeclarationList = v.InferOutput<typeof declarationListSchema>;

/**
 * One counter as the API gives it: LawCounter of domain/shared/employment-law
 * as JSON (code, paragraph, state, value, limit and the counter's own fields).
 */
export const lawCounterSchema = v.looseObject({
  code: v.string(),
  paragraph: v.string(),
  state: v.picklist(COUNTER_STATES),
  value: v.nullable(v.number()),
  limit: v.number(),
});

/** The counters of a scope, on the planned (booked) days and on the worked (timesheet) days. */
export const countersSchema = v.looseObject({
  planned: v.array(lawCounterSchema),
  worked: v.array(lawCounterSchema),
});
export type Counters = v.InferOutput<typeof countersSchema>;

/** GET buero/personal/{id}/arbeitsrecht: everything of the person, and the counters of a year and month. */
export const lawRecordSchema = v.looseObject({
  employment_status: v.nullable(v.picklist(EMPLOYMENT_STATUSES)),
  /** Oldest first. */
  wages: v.array(
    v.looseObject({ valid_from: v.string(), cents_per_hour: v.number(), created_at: v.string() }),
  ),
  lecture_periods: v.array(
    v.looseObject({ id: v.number(), date_from: v.string(), date_to: v.string() }),
  ),
  declarations: v.array(declarationSchema),
  /** yyyy and yyyy-MM the counters were computed for (query `month`, default the current month). */
  year: v.number(),
  month: v.string(),
  counters: countersSchema,
});
export type LawRecord = v.InferOutput<typeof lawRecordSchema>;

/** The staff list's short form of a person's counters (law_snapshots.summary). */
export const lawSummarySchema = v.looseObject({
  /** isNearLimit of any counter, planned or worked. */
  near_limit: v.boolean(),
  employment_status: v.nullable(v.picklist(EMPLOYMENT_STATUSES)),
  /** The counters near or past their limit, or with a missing wage; planned or worked. */
  flagged: v.array(
    v.looseObject({
      basis: v.picklist(['planned', 'worked']),
      counter: lawCounterSchema,
    }),
  ),
});
export type LawSummary = v.InferOutput<typeof lawSummarySchema>;

/** One person's assignment check: what the pair's days would do to each counter (planned). */
export const personCheckSchema = v.looseObject({
  bewerber_id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  employment_status: v.nullable(v.picklist(EMPLOYMENT_STATUSES)),
  /** A counter crossed its limit: adding waits for an override with a reason. */
  blocking: v.boolean(),
  changes: v.array(
    v.looseObject({ before: lawCounterSchema, after: lawCounterSchema, crossed: v.boolean() }),
  ),
});
export type PersonCheck = v.InferOutput<typeof personCheckSchema>;

/** POST messen/{id}/kunden/{customerId}/personal/pruefen */
export const assignmentCheckAnswerSchema = v.looseObject({ items: v.array(personCheckSchema) });
export type AssignmentCheckAnswer = v.InferOutput<typeof assignmentCheckAnswerSchema>;

/** The override of a blocking check: the clerk's reason (audited with the counters). */
export const overrideReasonSchema = v.optional(
  v.pipe(
    v.string('override_reason'),
    // Judged as sent, before the trim: a reason may span lines, other controls are refused.
    multiLine(),
    v.trim(),
    v.nonEmpty('override_reason'),
    visibleText(),
    v.maxLength(OVERRIDE_REASON_MAX, 'too_long'),
  ),
);

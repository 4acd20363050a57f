import { daysBetweenInclusive, yearOf } from '@domain/shared/times/calendar-days';
import { isIsoDay } from '@domain/shared/times/fair-days';
import { workingDays, type WorkingTimeEntry } from '@domain/shared/times/working-days';
import { NEAR_LIMIT, stateOf, type CounterBase } from './counter';
import {
  countedCalendarDays,
  fiveOrMoreDaysAWeek,
  ownPeriods,
  periodInYear,
  type EmploymentPeriod,
} from './short-term-periods';

/*
 * Short-term employment, § 8 (1) no. 2 SGB IV: "innerhalb eines
 * Kalenderjahres auf längstens drei Monate oder 70 Arbeitstage … begrenzt",
 * all short-term jobs of the year added up, at any employer, as the
 * Geringfügigkeits-Richtlinien (B.2.2) count them (docs/product/employment-law.md).
 */

export const SHORT_TERM_PARAGRAPH = '§ 8 Abs. 1 Nr. 2 SGB IV';
/** At most 70 working days in the calendar year… */
export const SHORT_TERM_MAX_WORKING_DAYS = 70;
/** …or three months, which stand as 90 calendar days when periods are added up. */
export const SHORT_TERM_MAX_CALENDAR_DAYS = 90;

/** An earlier short-term job of the year at another employer, as the person declares it. */
export type DeclaredShortTermJob = { from: string; to: string; days: number };

/** The short-term counter of one calendar year. */
export type ShortTermCounter = CounterBase<'short_term_days', typeof SHORT_TERM_PARAGRAPH> & {
  year: number;
  /** The portal's working days in the year (several jobs on one day, and a night shift, are one). */
  ownDays: number;
  /** The days of the declared earlier jobs within the year. */
  declaredDays: number;
  /** ownDays + declaredDays. */
  workingDays: number;
  /**
   * The calendar days of all periods (30 per full month), when every period
   * was worked on five or more days a week; null otherwise (70 working days decide).
   */
  calendarDays: number | null;
  /** The limit that decides: the more favourable one, or working days. */
  measure: 'working_days' | 'calendar_days';
};

/** A declaration as a period of the year; undefined when it cannot be read or lies outside the year. */
function declaredPeriod(job: DeclaredShortTermJob, year: number): EmploymentPeriod | undefined {
  if (!isIsoDay(job.from) || !isIsoDay(job.to) || job.to < job.from) return undefined;
  const calendar = daysBetweenInclusive(job.from, job.to);
  // Days that cannot be read count as every day of the period: never fewer than were worked.
  const days =
    Number.isInteger(job.days) && job.days >= 0 ? Math.min(job.days, calendar) : calendar;
  return periodInYear({ from: job.from, to: job.to, workingDays: days }, year);
}

/**
 * The short-term counter of a calendar year from the portal's entries (planned
 * or worked: the caller decides which) and the person's declared earlier jobs.
 * Working days: the distinct days the portal's shifts start on (a shift
 * across midnight is one day) plus the declared days. Calendar days: every
 * period counted as the Richtlinien do. When every period was worked on five
 * or more days a week, the more favourable of 70 working days and 90 calendar
 * days decides; when weeks of five and more days mix with shorter ones (or
 * all are shorter), 70 working days throughout.
 */
export function shortTermCounter(input: {
  year: number;
  entries: readonly WorkingTimeEntry[];
  declared?: readonly DeclaredShortTermJob[];
}): ShortTermCounter {
  const { year } = input;
  const own = workingDays(input.entries)
    .map((working) => working.day)
    .filter((day) => yearOf(day) === year);
  const declared = (input.declared ?? [])
    .map((job) => declaredPeriod(job, year))
    .filter((period): period is EmploymentPeriod => period !== undefined);
  const periods = [...ownPeriods(own), ...declared];
  const declaredDays = declared.reduce((sum, period) => sum + period.workingDays, 0);
  const working = own.length + declaredDays;
  // Three months (90 calendar days) measure employment on five or more days a week.
  const fiveDayWeeks = periods.length > 0 && periods.every(fiveOrMoreDaysAWeek);
  const calendarDays = fiveDayWeeks
    ? periods.reduce((sum, period) => sum + countedCalendarDays(period.from, period.to), 0)
    : null;
  // The more favourable limit: the one with more room left; past both, the working days show.
  const calendarWins =
    calendarDays !== null &&
    calendarDays <= SHORT_TERM_MAX_CALENDAR_DAYS &&
    SHORT_TERM_MAX_CALENDAR_DAYS - calendarDays > SHORT_TERM_MAX_WORKING_DAYS - working;
  const [value, limit, nearFrom] = calendarWins
    ? [calendarDays, SHORT_TERM_MAX_CALENDAR_DAYS, NEAR_LIMIT.shortTermCalendarDays]
    : [working, SHORT_TERM_MAX_WORKING_DAYS, NEAR_LIMIT.shortTermWorkingDays];
  return {
    code: 'short_term_days',
    paragraph: SHORT_TERM_PARAGRAPH,
    state: stateOf(value, limit, nearFrom),
    value,
    limit,
    year,
    ownDays: own.length,
    declaredDays,
    workingDays: working,
    calendarDays,
    measure: calendarWins ? 'calendar_days' : 'working_days',
  };
}

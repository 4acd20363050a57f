import {
  addDays,
  dayFromNumber,
  dayNumber,
  daysBetweenInclusive,
  daysInMonth,
} from '@domain/shared/times/calendar-days';

/*
 * Periods of short-term employment as the Geringfügigkeits-Richtlinien count
 * them when several are added up (docs/product/employment-law.md): full
 * calendar months as 30 days, a time month (15 May–14 June) that holds no
 * full calendar month as 30 days, other days as they are.
 */

/** A period of employment: first and last day and the days worked in it. */
export type EmploymentPeriod = { from: string; to: string; workingDays: number };

/** Free days between two of the portal's working days that still leave them one period (a weekend). */
export const MAX_FREE_DAYS_IN_PERIOD = 2;

type Parts = { year: number; month: number; day: number };

function parts(day: string): Parts {
  return {
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8, 10)),
  };
}

const monthIndex = (p: Parts) => p.year * 12 + p.month - 1;

/** The last day of the time month that starts on `from` (§ 188 BGB: 31 Jan → 28 Feb). */
function timeMonthEnd(from: string): string {
  const start = parts(from);
  const year = start.month === 12 ? start.year + 1 : start.year;
  const month = start.month === 12 ? 1 : start.month + 1;
  const last = daysInMonth(year, month);
  if (start.day > last)
    return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
  const same = `${year}-${String(month).padStart(2, '0')}-${String(start.day).padStart(2, '0')}`;
  return addDays(same, -1);
}

/**
 * The calendar days of a period as the three-month limit counts them:
 * 1 April–31 May = 60, 1 August–20 September = 30 + 20, 10–31 January = 22,
 * 15 May–14 June = 30.
 */
export function countedCalendarDays(from: string, to: string): number {
  const actual = daysBetweenInclusive(from, to);
  if (actual === 0) return 0;
  const a = parts(from);
  const b = parts(to);
  const firstFull = a.day === 1 ? monthIndex(a) : monthIndex(a) + 1;
  const lastFull = b.day === daysInMonth(b.year, b.month) ? monthIndex(b) : monthIndex(b) - 1;
  const fullMonths = lastFull - firstFull + 1;
  if (fullMonths > 0) {
    const head = a.day === 1 ? 0 : daysInMonth(a.year, a.month) - a.day + 1;
    const tail = b.day === daysInMonth(b.year, b.month) ? 0 : b.day;
    return 30 * fullMonths + head + tail;
  }
  const monthEnd = timeMonthEnd(from);
  if (to < monthEnd) return actual;
  return 30 + daysBetweenInclusive(addDays(monthEnd, 1), to);
}

/**
 * True when a period was worked on five or more days a week: five working days
 * for each seven calendar days, and at least five in all (a three-day fair is
 * no five-day week; Monday to Friday is one).
 */
export function fiveOrMoreDaysAWeek(period: EmploymentPeriod): boolean {
  const calendar = daysBetweenInclusive(period.from, period.to);
  return period.workingDays >= 5 && period.workingDays * 7 >= 5 * calendar;
}

/**
 * The portal's own working days as periods: days with at most two free days
 * between them (a weekend) form one period from the first to the last. The
 * days are distinct and sorted; the periods never hold fewer calendar days
 * than working days, so the three-month limit is never read more kindly than
 * the work was.
 */
export function ownPeriods(days: readonly string[]): EmploymentPeriod[] {
  const periods: EmploymentPeriod[] = [];
  let current: EmploymentPeriod | undefined;
  let last = Number.NaN;
  for (const day of days) {
    const number = dayNumber(day);
    if (current && number - last - 1 <= MAX_FREE_DAYS_IN_PERIOD) {
      current.to = day;
      current.workingDays += 1;
    } else {
      current = { from: day, to: day, workingDays: 1 };
      periods.push(current);
    }
    last = number;
  }
  return periods;
}

/**
 * The part of a period within a calendar year; its working days shrink in
 * proportion, rounded up (the days' dates are not known). Undefined when the
 * period lies outside the year.
 */
export function periodInYear(period: EmploymentPeriod, year: number): EmploymentPeriod | undefined {
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  const from = Math.max(dayNumber(period.from), first);
  const to = Math.min(dayNumber(period.to), last);
  if (!(to >= from)) return undefined;
  const whole = daysBetweenInclusive(period.from, period.to);
  const share = (to - from + 1) / whole;
  return {
    from: dayFromNumber(from),
    to: dayFromNumber(to),
    workingDays: Math.ceil(period.workingDays * share),
  };
}

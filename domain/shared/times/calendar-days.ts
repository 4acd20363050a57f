/*
 * Arithmetic on ISO calendar days (yyyy-MM-dd), which have no time zone: a day
 * is counted from 1970-01-01 in UTC, so no device zone or summer time can move
 * it. The law rules (domain/shared/times/working-time-law.ts, domain/shared/employment-law/) count
 * days, weeks, months and years with these.
 */

/** Milliseconds of a calendar day in UTC (which has no summer time): the one home of the figure. */
export const DAY_MS = 86_400_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first year a day of the portal can lie in; older values are typing errors. */
const FIRST_YEAR = 1900;

/** UTC midnight of a real day written yyyy-MM-dd; undefined for anything else. */
export function utcMidnight(value: string): number | undefined {
  const match = ISO_DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR) return undefined;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC balances 2026-02-31 into March; a real day reads back the same.
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time : undefined;
}

/** True for a real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && utcMidnight(value) !== undefined;
}

/** Day numbers already read: the rules read the same few hundred days many times. */
const numbers = new Map<string, number>();
const MAX_REMEMBERED = 20_000;

/** Days since 1970-01-01 of an ISO day; NaN for anything that is no real day. */
export function dayNumber(day: string): number {
  let number = numbers.get(day);
  if (number === undefined) {
    number = isIsoDay(day) ? Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS) : Number.NaN;
    if (numbers.size >= MAX_REMEMBERED) numbers.clear();
    numbers.set(day, number);
  }
  return number;
}

/** The ISO day of a day number (the inverse of dayNumber). */
export function dayFromNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return dayFromNumber(dayNumber(day) + count);
}

/** ISO weekday of a day number: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function weekdayOfNumber(number: number): number {
  return ((((number + 3) % 7) + 7) % 7) + 1;
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return weekdayOfNumber(dayNumber(day));
}

/** True for a Sunday. */
export function isSunday(day: string): boolean {
  return isoWeekday(day) === 7;
}

/** The Monday of the day's week (weeks run Monday to Sunday); it names the week. */
export function weekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The month of a day, yyyy-MM. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The year of a day. */
export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** Number of days of a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days from `from` to `to`, both included (0 when `to` lies before `from`). */
export function daysBetweenInclusive(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** The month `count` months after a yyyy-MM month. */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

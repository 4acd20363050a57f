import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  clampToFair,
  fairDays as daysOfFair,
  fairToday,
  isDayInFair,
  isIsoDay,
} from '@domain/shared/times/fair-days';
import { isoWeekday } from '@domain/shared/times/calendar-days';

/*
 * The screens' view of a fair's days. The rules (what a real ISO day is, which
 * days a fair covers) live once in domain/shared/times/fair-days.ts, shared with the server;
 * this module adds what only a screen needs: the calendar's CalendarDate.
 */

/** The CalendarDate of an ISO day, or null for anything that is not a real date. */
export function parseIsoDay(value: string | null | undefined): CalendarDate | null {
  return isIsoDay(value) ? parseDate(value) : null;
}

/** Every day from start to end inclusive, as ISO strings (empty for a broken range). */
export function fairDays(dateStart: string, dateEnd: string): string[] {
  return daysOfFair({ date_start: dateStart, date_end: dateEnd });
}

/** True when an ISO day lies within the fair (inclusive). */
export function isFairDay(day: string, dateStart: string, dateEnd: string): boolean {
  return isDayInFair(day, { date_start: dateStart, date_end: dateEnd });
}

/**
 * The day a date view shows: the `date` query value when it is a real day,
 * otherwise today (the fair's, domain/shared/times/fair-days.ts); either way clamped into the fair (docs/product/screens.md,
 * the date view's fallback).
 */
export function chosenFairDay(
  requested: string | null | undefined,
  dateStart: string,
  dateEnd: string,
  now: CalendarDate = parseDate(fairToday()),
): string {
  const day = isIsoDay(requested) ? requested : now.toString();
  return clampToFair(day, { date_start: dateStart, date_end: dateEnd });
}

/** The most weeks the calendar shows at once; a longer fair pages by month. */
const MAX_CALENDAR_WEEKS = 6;

/**
 * How the fair's calendar pages: the Monday-based weeks the fair touches, so a
 * four-day fair is one row of days, not a month of greyed-out ones; a fair of
 * more than MAX_CALENDAR_WEEKS weeks shows a month at a time.
 */
export function calendarSpan(
  dateStart: string,
  dateEnd: string,
): { weeks: number } | { months: number } {
  const days = fairDays(dateStart, dateEnd);
  const first = days[0];
  if (first === undefined) return { months: 1 };
  // 0 = Monday … 6 = Sunday.
  const offset = isoWeekday(first) - 1;
  const weeks = Math.ceil((offset + days.length) / 7);
  return weeks <= MAX_CALENDAR_WEEKS ? { weeks } : { months: 1 };
}

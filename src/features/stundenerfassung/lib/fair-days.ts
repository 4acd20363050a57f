import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import {
  clampToFair,
  fairDays as daysOfFair,
  isDayInFair,
  isIsoDay,
} from '@domain/shared/times/fair-days';

/*
 * The screens' view of a fair's days. The rules (what a real ISO day is, which
 * days a fair covers) live once in domain/shared/times/fair-days.ts, shared with the server;
 * this module adds what only a screen needs: the calendar's CalendarDate and
 * the device's today.
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
 * otherwise today; either way clamped into the fair (docs/product/screens.md,
 * the date view's fallback).
 */
export function chosenFairDay(
  requested: string | null | undefined,
  dateStart: string,
  dateEnd: string,
  now: CalendarDate = today(getLocalTimeZone()),
): string {
  const day = isIsoDay(requested) ? requested : now.toString();
  return clampToFair(day, { date_start: dateStart, date_end: dateEnd });
}

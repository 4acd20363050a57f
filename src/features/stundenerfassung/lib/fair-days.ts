import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';

/*
 * Days of a fair as the time-tracking screens use them. The calendar covers
 * date_start..date_end inclusive (architecture: the old "day after the start"
 * was an off-by-one). Days are ISO strings (yyyy-MM-dd) on the wire and in Dexie.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A fair never spans more days than this; guards the lists against a broken range. */
const MAX_FAIR_DAYS = 366;

/** The CalendarDate of an ISO day, or null for anything that is not a real date. */
export function parseIsoDay(value: string | null | undefined): CalendarDate | null {
  if (!value || !ISO_DAY.test(value)) return null;
  try {
    const date = parseDate(value);
    // parseDate balances 2026-02-31 into March; a real date prints back the same.
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** Every day from start to end inclusive, as ISO strings (empty for a broken range). */
export function fairDays(dateStart: string, dateEnd: string): string[] {
  const start = parseIsoDay(dateStart);
  const end = parseIsoDay(dateEnd);
  if (!start || !end) return [];
  const days: string[] = [];
  for (let day = start; day.compare(end) <= 0 && days.length < MAX_FAIR_DAYS;) {
    days.push(day.toString());
    day = day.add({ days: 1 });
  }
  return days;
}

/** True when an ISO day lies within the fair (inclusive). */
export function isFairDay(day: string, dateStart: string, dateEnd: string): boolean {
  return parseIsoDay(day) !== null && day >= dateStart && day <= dateEnd;
}

/**
 * The day a date view shows: the `date` query value when it is a real day,
 * otherwise today; either way clamped into the fair (spec section 4 fallback).
 */
export function chosenFairDay(
  requested: string | null | undefined,
  dateStart: string,
  dateEnd: string,
  now: CalendarDate = today(getLocalTimeZone()),
): string {
  const day = (parseIsoDay(requested) ?? now).toString();
  if (day < dateStart) return dateStart;
  if (day > dateEnd) return dateEnd;
  return day;
}

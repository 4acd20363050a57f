/*
 * Days of a fair, as the browser and the server both read them. Days are ISO
 * calendar days (yyyy-MM-dd) with no time zone; a fair covers date_start to
 * date_end inclusive (docs/product/rules.md: the old system's 'day after the
 * start' was an off-by-one, not a rule).
 */

import { AGENCY_TIME_ZONE } from '../agency-time';
import { DAY_MS, isIsoDay, utcMidnight } from './calendar-days';

// Callers read the day check beside the fair's days; its home is calendar-days.ts.
export { isIsoDay };

/** A fair never spans more days than this; guards the lists against a broken range. */
export const MAX_FAIR_DAYS = 366;

let todayFormat: Intl.DateTimeFormat | undefined;

/** Today as an ISO day (yyyy-MM-dd) in Germany, whatever zone the device is set to. */
export function fairToday(now: Date = new Date()): string {
  todayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = todayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The dates of a fair (the API's field names, docs/product/api.md, as on the wire). */
export type FairRange = { date_start: string; date_end: string };

/** True when a real day lies within the fair, both ends included. */
export function isDayInFair(day: string, fair: FairRange): boolean {
  return isIsoDay(day) && day >= fair.date_start && day <= fair.date_end;
}

/** Every day of the fair in order (empty for a broken range, at most MAX_FAIR_DAYS). */
export function fairDays(fair: FairRange): string[] {
  const start = utcMidnight(fair.date_start);
  const end = utcMidnight(fair.date_end);
  if (start === undefined || end === undefined) return [];
  const days: string[] = [];
  for (let time = start; time <= end && days.length < MAX_FAIR_DAYS; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The day itself when it lies in the fair, otherwise the fair's nearer end. */
export function clampToFair(day: string, fair: FairRange): string {
  if (day < fair.date_start) return fair.date_start;
  if (day > fair.date_end) return fair.date_end;
  return day;
}

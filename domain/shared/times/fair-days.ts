/*
 * Days of a fair, as the browser and the server both read them. Days are ISO
 * calendar days (yyyy-MM-dd) with no time zone; a fair covers date_start to
 * date_end inclusive (docs/product/rules.md: the old system's 'day after the
 * start' was an off-by-one, not a rule).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first year a day of the portal can lie in; older values are typing errors. */
const FIRST_YEAR = 1900;

/** A fair never spans more days than this; guards the lists against a broken range. */
export const MAX_FAIR_DAYS = 366;

const DAY_MS = 86_400_000;

/** The dates of a fair (the API's field names, docs/product/api.md, as on the wire). */
export type FairRange = { date_start: string; date_end: string };

function utcMidnight(value: string): number | undefined {
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

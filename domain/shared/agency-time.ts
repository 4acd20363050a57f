/*
 * The agency's clock: ages, days and years are counted in its time zone, on
 * the browser and the server alike. Kept apart from the date library so a
 * rule that needs only the year (the fairs' date window) does not load it.
 */

/** The agency's time zone. */
export const AGENCY_TIME_ZONE = 'Europe/Berlin';

const yearFormat = new Intl.DateTimeFormat('en', { timeZone: AGENCY_TIME_ZONE, year: 'numeric' });

/** The current calendar year in the agency's time zone. */
export function agencyYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}

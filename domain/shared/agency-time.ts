/*
 * The agency's clock: ages, days and years are counted in its time zone, on
 * the browser and the server alike. Kept apart from the date library so a
 * rule that needs only the year (the fairs' date window) does not load it.
 */

/** The agency's time zone, the one zone of the portal: ages, a fair's today, shift lengths. */
export const AGENCY_TIME_ZONE = 'Europe/Berlin';

// Made on first use: modules that need only the zone should not pay for it.
let yearFormat: Intl.DateTimeFormat | undefined;

/** The current calendar year in the agency's time zone. */
export function agencyYear(now: Date = new Date()): number {
  yearFormat ??= new Intl.DateTimeFormat('en', { timeZone: AGENCY_TIME_ZONE, year: 'numeric' });
  return Number(yearFormat.format(now));
}

import { getHolidays } from 'feiertagejs';
import type { FederalState } from './federal-states';

/*
 * Public holidays per German federal state, from feiertagejs (ADR 0026): the
 * library knows the 16 states' holidays (Fronleichnam, Reformationstag, Buß-
 * und Bettag, Weltkindertag, Frauentag, ...) and their changes over the years.
 * Only this module imports it, so the library stays in the chunks that ask
 * for holidays (the time form, later the office's review); the state codes
 * live apart in federal-states.ts, so the API contract does not pull it in.
 */

/** A holiday's key as feiertagejs names it (e.g. `FRONLEICHNAM`); the UI words it. */
export type PublicHolidayName = ReturnType<typeof getHolidays>[number]['name'];

/** year:state → (ISO day → holiday); a year of one state is computed once. */
const cache = new Map<string, ReadonlyMap<string, PublicHolidayName>>();

function holidaysOf(year: number, state: FederalState): ReadonlyMap<string, PublicHolidayName> {
  const key = `${year}:${state}`;
  let days = cache.get(key);
  if (!days) {
    const map = new Map<string, PublicHolidayName>();
    // feiertagejs creates each holiday at 12:00 UTC: its UTC calendar day is
    // the holiday in every time zone of the device (its own `dateString` and
    // isHoliday(date) shift with the device's zone, so they are not used).
    for (const holiday of getHolidays(year, state)) {
      map.set(holiday.date.toISOString().slice(0, 10), holiday.name);
    }
    days = map;
    cache.set(key, days);
  }
  return days;
}

/**
 * The statutory public holiday on an ISO day (yyyy-MM-dd) in a state, or
 * undefined. Days the portal cannot read (not yyyy-MM-dd) are no holiday.
 */
export function publicHolidayOn(day: string, state: FederalState): PublicHolidayName | undefined {
  const year = Number(day.slice(0, 4));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isInteger(year)) return undefined;
  return holidaysOf(year, state).get(day);
}

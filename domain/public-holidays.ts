import { getHolidays } from 'feiertagejs';

/*
 * Public holidays per German federal state, from feiertagejs (ADR 0024): the
 * library knows the 16 states' holidays (Fronleichnam, Reformationstag, Buß-
 * und Bettag, Weltkindertag, Frauentag, ...) and their changes over the years.
 * Only this module imports it, so the library stays in the chunks that ask
 * for holidays (time tracking, later the office's review), never in the login.
 */

/** The 16 federal states by the two-letter codes feiertagejs (and messen.federal_state) use. */
export const FEDERAL_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HE',
  'HH',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;

export type FederalState = (typeof FEDERAL_STATES)[number];

/** True for one of the 16 codes. */
export function isFederalState(value: unknown): value is FederalState {
  return typeof value === 'string' && (FEDERAL_STATES as readonly string[]).includes(value);
}

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

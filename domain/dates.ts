/** Weeks start on Monday (ISO 8601), in every locale of the portal. */
export const FIRST_DAY_OF_WEEK = 'mon' as const;

/** Display format of dates in the whole portal (spec section 9). */
export const DATE_DISPLAY_PATTERN = 'dd.MM.yyyy';

/** Formats an ISO date (yyyy-MM-dd) as dd.MM.yyyy without any time-zone shift. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

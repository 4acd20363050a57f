import { formattingTag, type Locale } from './locale';

/**
 * Every date the portal shows, in one style: de 23.11.2026, en (en-GB, like the
 * calendars of react-aria) 23/11/2026, always with a four-digit year; ranges
 * joined by an en dash. Intl does the work, so the order and separators match
 * what the date fields and calendars of the same locale show.
 */

const NUMERIC_DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, variant: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}:${variant}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(formattingTag(locale), options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Noon UTC of an ISO day (yyyy-MM-dd); formatted in UTC, the day cannot shift with the zone. */
function isoDayInstant(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** An ISO day (yyyy-MM-dd): "23.11.2026" / "23/11/2026". */
export function formatDate(isoDate: string, locale: Locale): string {
  return formatter(locale, 'day', { ...NUMERIC_DAY, timeZone: 'UTC' }).format(
    isoDayInstant(isoDate),
  );
}

/** The separator of every date range: an en dash between spaces. */
export const DATE_RANGE_SEPARATOR = ' – ';

/** Two ISO days as a range: "20.11.2026 – 24.11.2026". */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  return `${formatDate(start, locale)}${DATE_RANGE_SEPARATOR}${formatDate(end, locale)}`;
}

/** An ISO day with its short weekday: "Fr., 20.11.2026" / "Fri, 20/11/2026". */
export function formatDateWithWeekday(isoDate: string, locale: Locale): string {
  return formatter(locale, 'weekday', {
    ...NUMERIC_DAY,
    weekday: 'short',
    timeZone: 'UTC',
  }).format(isoDayInstant(isoDate));
}

/** The device's calendar day of an instant (ISO string or epoch ms); '' when it is none. */
export function formatInstantDate(instant: string | number, locale: Locale): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return formatter(locale, 'local-day', NUMERIC_DAY).format(at);
}

/** An instant with the device's clock time: "23.11.2026, 14:05" / "23/11/2026, 14:05". */
export function formatDateTime(instant: string | number, locale: Locale): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return formatter(locale, 'date-time', {
    ...NUMERIC_DAY,
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** A calendar month (yyyy-MM): "Januar 2027" / "January 2027". */
export function formatMonth(isoMonth: string, locale: Locale): string {
  return formatter(locale, 'month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    isoDayInstant(`${isoMonth}-01`),
  );
}

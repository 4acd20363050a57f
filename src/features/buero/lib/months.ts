import { formattingTag, type Locale } from '@domain/shared/locale';

/*
 * Months in the page's language (not the browser's): the payroll page's month
 * field and the audit's payroll entries. Intl names them, so de and en read
 * "November 2026" alike and no name list is kept by hand.
 */

/** The twelve month names, January first: "Januar" … / "January" …. */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(formattingTag(locale), {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 15)));
}

/** A month (yyyy-MM) by name: "November 2026". */
export function formatMonth(isoMonth: string, locale: Locale): string {
  const [year, month] = isoMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(formattingTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 2000, (month ?? 1) - 1, 15));
}

/** The month before `now` as yyyy-MM: payroll is usually done for the month just ended. */
export function previousMonth(now = new Date()): string {
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

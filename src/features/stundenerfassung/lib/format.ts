import { formatIsoDate } from '../../../../domain/dates';
import { formattingTag, type Locale } from '../../../../domain/locale';
import { formatClock, type TimeEntryMinutes } from '../../../../domain/time';

/** An ISO day with its short weekday: "Fr., 20.11.2026" / "Fri, 20.11.2026". */
export function formatDayWithWeekday(isoDay: string, locale: Locale): string {
  // Noon UTC and a UTC formatter: the weekday cannot shift with the device's zone.
  const weekday = new Intl.DateTimeFormat(formattingTag(locale), {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T12:00:00Z`));
  return `${weekday} ${formatIsoDate(isoDay)}`;
}

/** "dd.MM.yyyy – dd.MM.yyyy" of a fair. */
export function formatDateRange(dateStart: string, dateEnd: string): string {
  return `${formatIsoDate(dateStart)} – ${formatIsoDate(dateEnd)}`;
}

/** "09:00–18:00" of an entry. */
export function formatTimeRange(entry: TimeEntryMinutes): string {
  return `${formatClock(entry.time_start)}–${formatClock(entry.time_end)}`;
}

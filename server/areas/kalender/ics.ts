import { parseDateTime, toZoned } from '@internationalized/date';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  ICalCalendar,
  ICalCalendarMethod,
  type ICalDayJsStub,
  ICalEventStatus,
} from 'ical-generator';
import { calendarName, type FeedEvent } from '@domain/kalender/events';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import type { Locale } from '@domain/shared/locale';
import { addDays } from '@domain/shared/times/calendar-days';

/*
 * Writes the feed's events as iCalendar (RFC 5545) with ical-generator and
 * the VTIMEZONE of Europe/Berlin (@touch4it/ical-timezones), ADR 0037.
 */

const STATUS = {
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
} as const;

/**
 * A wall time in Europe/Berlin as ical-generator takes one: it writes
 * DTSTART;TZID=Europe/Berlin from `format`, and compares events by
 * `toDate` (the real instant). A native Date would be written in the server
 * process's own zone, which is no business of the feed.
 */
function wallTime(day: string, time: string | null): ICalDayJsStub {
  const local = parseDateTime(`${day}T${time ?? '00:00'}`);
  const instant = toZoned(local, AGENCY_TIME_ZONE).toDate();
  const date = day.replaceAll('-', '');
  const clock = `${String(local.hour).padStart(2, '0')}${String(local.minute).padStart(2, '0')}00`;
  const stub: ICalDayJsStub = {
    format: (pattern?: string) => (pattern === 'HHmmss' ? clock : date),
    isValid: () => true,
    toDate: () => instant,
    toJSON: () => instant.toISOString(),
    tz: () => stub,
    utc: () => stub,
  };
  return stub;
}

/** The wall time `hours` after `time` on `day` (may pass midnight). */
function endOf(day: string, time: string, hours: number): ICalDayJsStub {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + hours * 60;
  const next = addDays(day, Math.floor(total / 1440));
  const minutes = total % 1440;
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return wallTime(next, clock);
}

/** The whole feed as text. */
export function renderFeed(events: readonly FeedEvent[], locale: Locale, link: string): string {
  const calendar = new ICalCalendar({
    name: calendarName(locale),
    prodId: { company: 'Messe-Personal', product: 'Portal', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would write DTSTAMP in it without a Z. The
    // timed events name Europe/Berlin, and the generator adds its VTIMEZONE for them.
    timezone: { name: null, generator: getVtimezoneComponent },
    x: { 'X-WR-TIMEZONE': AGENCY_TIME_ZONE },
  });
  const stamp = new Date();
  for (const event of events) {
    const timed = event.time !== null;
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      status: STATUS[event.status],
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: link,
      stamp,
      ...(timed
        ? {
            start: wallTime(event.day, event.time),
            end: endOf(event.day, event.time ?? '00:00', event.hours),
            timezone: AGENCY_TIME_ZONE,
          }
        : {
            start: wallTime(event.day, null),
            end: wallTime(addDays(event.day, 1), null),
            allDay: true,
          }),
    });
  }
  return calendar.toString();
}

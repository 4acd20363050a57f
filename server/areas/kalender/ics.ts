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
 * DTSTART;TZID=Europe/Berlin from `format`. A native Date would be written in
 * the server process's own zone, which is no business of the feed.
 * `toDate` only orders an event's start before its end (the library swaps
 * them otherwise): the wall time read as UTC does that, without a zone lookup.
 */
function wallTime(day: string, time: string | null): ICalDayJsStub {
  const [hour = '00', minute = '00'] = (time ?? '00:00').split(':');
  const instant = new Date(`${day}T${hour}:${minute}:00Z`);
  const date = day.replaceAll('-', '');
  const clock = `${hour}${minute}00`;
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

/** The VTIMEZONE of Europe/Berlin, read from its file once. */
let BERLIN: string | undefined;

const UTF8_BYTES = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/**
 * Folds lines longer than 75 octets (RFC 5545 3.1), never inside a character.
 * ical-generator folds the whole calendar with a TextEncoder per character
 * (about 100 ms for 200 events on a busy machine); this is the same rule.
 */
export function foldLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (line.length <= 18 || Buffer.byteLength(line) <= 75) return line;
      let folded = '';
      let bytes = 0;
      for (const char of line) {
        const size = UTF8_BYTES(char.codePointAt(0) ?? 0);
        if (bytes + size > 75) {
          folded += '\r\n ';
          bytes = 1;
        }
        folded += char;
        bytes += size;
      }
      return folded;
    })
    .join('\r\n');
}

/** Line ends as RFC 5545 wants them (the VTIMEZONE file has bare newlines). */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/**
 * The whole feed as text: the calendar's frame from ical-generator, each
 * event's text from it, the VTIMEZONE of Europe/Berlin when an event names
 * it, folded once.
 */
export function renderFeed(events: readonly FeedEvent[], locale: Locale, link: string): string {
  const calendar = new ICalCalendar({
    name: calendarName(locale),
    prodId: { company: 'Messe-Personal', product: 'Portal', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would write DTSTAMP in it without a Z.
    x: { 'X-WR-TIMEZONE': AGENCY_TIME_ZONE },
  });
  const frame = calendar.toString();
  const stamp = new Date();
  const texts = events.map((event) => {
    const timed = event.time !== null;
    return calendar.createEvent({
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
  });
  const timed = events.some((event) => event.time !== null);
  const zone = timed ? (BERLIN ??= getVtimezoneComponent(AGENCY_TIME_ZONE) ?? '') : '';
  const body = crlf(zone + texts.map((event) => event.toString()).join(''));
  const end = frame.lastIndexOf('END:VCALENDAR');
  return `${frame.slice(0, end)}${foldLines(body)}${frame.slice(end)}`;
}

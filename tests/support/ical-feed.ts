import ICAL from 'ical.js';

/*
 * The calendar feed as a calendar app reads it: with ical.js, a parser
 * independent of the generator (ADR 0037). Used by the server tests and e2e.
 */

export type ParsedEvent = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string | null;
  description: string;
  /** TZID of DTSTART, null for an all-day (date) event. */
  tzid: string | null;
  allDay: boolean;
  /** DTSTART as written: yyyy-MM-ddTHH:mm:ss, or yyyy-MM-dd all day. */
  start: string;
  end: string;
};

export type ParsedFeed = { timezones: string[]; events: ParsedEvent[] };

export function parseFeed(text: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar
    .getAllSubcomponents('vtimezone')
    .map((zone) => String(zone.getFirstPropertyValue('tzid')));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty('dtstart');
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      summary: event.summary,
      location: event.location ?? null,
      description: event.description,
      tzid: dtstart?.getParameter('tzid') ?? null,
      allDay: event.startDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    } as ParsedEvent;
  });
  return { timezones, events };
}

import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { FeedLink } from '@domain/kalender/feed';
import { send } from './buero-messen-fixtures';

/*
 * The calendar feed as a calendar app sees it: fetched by its address and
 * read with ical.js, a parser independent of the generator (ADR 0037).
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

/** The person's feed address (made on the first ask). */
export async function feedLink(app: FastifyInstance, cookie: string): Promise<FeedLink> {
  const response = await send(app, 'GET', '/app/api/kalender', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedLink>();
}

/** The path part of a feed address (the app under test answers it). */
export const feedPath = (link: FeedLink) => new URL(link.url).pathname;

/** Fetches and parses a feed as a calendar app would (no cookie, no headers). */
export async function fetchFeed(app: FastifyInstance, link: FeedLink): Promise<ParsedFeed> {
  const response = await app.inject({ method: 'GET', url: feedPath(link) });
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body);
}

export const byUid = (feed: ParsedFeed) => new Map(feed.events.map((event) => [event.uid, event]));

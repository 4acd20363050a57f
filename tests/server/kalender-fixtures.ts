import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { FeedLink } from '@domain/kalender/feed';
import { send } from './buero-messen-fixtures';

import { type ParsedFeed, parseFeed } from '@tests/support/ical-feed';

export { type ParsedEvent, type ParsedFeed, parseFeed } from '@tests/support/ical-feed';

/*
 * The calendar feed as a calendar app sees it: fetched by its address and
 * read with ical.js, a parser independent of the generator (ADR 0037).
 */

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

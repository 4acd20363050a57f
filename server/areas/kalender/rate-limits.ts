import type { FastifyRequest } from 'fastify';
import { kalenderOperations } from '@domain/kalender/operations';
import { refuse } from '@server/platform/api/operation-routes';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';

/*
 * The feed's limits (counted in the database, shared by every instance):
 * a feed's fetches per 15 minutes (CALENDAR_FEED_MAX; calendar apps ask every
 * 15 minutes to once a day), and an address's misses (unknown tokens), so
 * nobody tries tokens in bulk. Not every fetch per address: calendar services
 * (Google's, Apple's) fetch many people's feeds from a few addresses.
 */

const WINDOW_MS = 15 * 60_000;
export const FEED_MISSES_MAX = 30;

function tooMany(retryAfterSeconds: number) {
  return refuse(
    kalenderOperations.feed,
    'too_many_attempts',
    {},
    { headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}

/** Counts one fetch of the feed (by its token's hash); past the limit 429. */
export async function limitFeedFetches(request: FastifyRequest, tokenHash: string) {
  const state = await hitCounter(
    request.server.db,
    throttleKey('kalender-feed', tokenHash),
    WINDOW_MS,
  );
  if (state.count > request.server.config.calendarFeedMax) throw tooMany(state.retryAfterSeconds);
}

/** Counts one miss of the request's address; past the limit 429 instead of 404. */
export async function limitFeedMisses(request: FastifyRequest) {
  const state = await hitCounter(
    request.server.db,
    throttleKey('kalender-miss', request.ip),
    WINDOW_MS,
  );
  if (state.count > FEED_MISSES_MAX) throw tooMany(state.retryAfterSeconds);
}

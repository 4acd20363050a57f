import { bookingEvents, cancelledEvent, type FeedEvent } from '@domain/kalender/events';
import { isFeedTokenShaped } from '@domain/kalender/feed';
import { kalenderOperations } from '@domain/kalender/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { sha256Hex } from '@server/platform/crypto/tokens';
import { renderFeed } from '../ics';
import { limitFeedFetches, limitFeedMisses } from '../rate-limits';
import { feedBookings, feedCancelledDays, findFeedOwner } from '../reads';
import { cachedFeed, feedKey } from '../render-cache';

const { feed } = kalenderOperations;

/**
 * GET /kalender/<token>.ics: the token's person's calendar, nothing else. An
 * unknown, renewed or malformed token is the same 404 (found by its hash, so
 * no secret is compared in code); the address's misses are limited. The
 * rows are read every time; the text is written again only when they changed.
 */
export const serveFeed: OperationHandler<typeof feed> = async ({ app, request, reply, params }) => {
  const tokenHash = sha256Hex(params.token);
  const owner = isFeedTokenShaped(params.token) ? await findFeedOwner(app.db, tokenHash) : null;
  if (!owner) {
    await limitFeedMisses(request);
    throw refuse(feed, 'not_found');
  }
  await limitFeedFetches(request, tokenHash);
  const id = owner.bewerberId;
  const { locale } = owner;
  const [bookings, cancelled] =
    id === null
      ? [[], []]
      : await Promise.all([feedBookings(app.db, id), feedCancelledDays(app.db, id)]);
  const link = `${app.config.publicUrl}/${locale}/einsaetze`;
  const key = feedKey([id, locale, link, bookings, cancelled]);
  const body = cachedFeed(owner.userId, key, () => {
    if (id === null) return renderFeed([], locale, link);
    const events: FeedEvent[] = bookings.flatMap((booking) => bookingEvents(id, booking, locale));
    const shown = new Set(events.map((event) => event.uid));
    for (const day of cancelled) {
      const event = cancelledEvent(id, day, locale);
      if (!shown.has(event.uid)) events.push(event);
    }
    return renderFeed(events, locale, link);
  });
  return reply
    .type('text/calendar; charset=utf-8')
    .header('Cache-Control', 'private, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
};

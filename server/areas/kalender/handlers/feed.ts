import { bookingEvents, cancelledEvent, type FeedEvent } from '@domain/kalender/events';
import { isFeedTokenShaped } from '@domain/kalender/feed';
import { kalenderOperations } from '@domain/kalender/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { sha256Hex } from '@server/platform/crypto/tokens';
import { limitFeedFetches, limitFeedMisses } from '../rate-limits';
import { feedBookings, feedCancelledDays, findFeedOwner } from '../reads';
import { renderFeed } from '../ics';

const { feed } = kalenderOperations;

/**
 * GET /kalender/<token>.ics: the token's person's calendar, nothing else. An
 * unknown, renewed or malformed token is the same 404 (found by its hash, so
 * no secret is compared in code); the address's misses are limited.
 */
export const serveFeed: OperationHandler<typeof feed> = async ({ app, request, reply, params }) => {
  const tokenHash = sha256Hex(params.token);
  const owner = isFeedTokenShaped(params.token) ? await findFeedOwner(app.db, tokenHash) : null;
  if (!owner) {
    await limitFeedMisses(request);
    throw refuse(feed, 'not_found');
  }
  await limitFeedFetches(request, tokenHash);
  const events: FeedEvent[] = [];
  if (owner.bewerberId !== null) {
    const id = owner.bewerberId;
    const [bookings, cancelled] = await Promise.all([
      feedBookings(app.db, id),
      feedCancelledDays(app.db, id),
    ]);
    for (const booking of bookings) events.push(...bookingEvents(id, booking, owner.locale));
    const shown = new Set(events.map((event) => event.uid));
    for (const day of cancelled) {
      const event = cancelledEvent(id, day, owner.locale);
      if (!shown.has(event.uid)) events.push(event);
    }
  }
  const body = renderFeed(
    events,
    owner.locale,
    `${app.config.publicUrl}/${owner.locale}/einsaetze`,
  );
  return reply
    .type('text/calendar; charset=utf-8')
    .header('Cache-Control', 'private, max-age=300')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
};

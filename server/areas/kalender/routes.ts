import { kalenderOperations } from '@domain/kalender/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { serveFeed } from './handlers/feed';
import { renewFeedLink, showFeedLink } from './handlers/link';

/** The private calendar feed and its address, from the area's table. */
export const kalenderRoutes = operationRoutes(kalenderOperations, {
  feed: serveFeed,
  link: showFeedLink,
  renew: renewFeedLink,
});

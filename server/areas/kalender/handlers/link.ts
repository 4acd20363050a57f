import { webcalUrl, type FeedLink } from '@domain/kalender/feed';
import { type kalenderOperations } from '@domain/kalender/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import type { FastifyInstance } from 'fastify';
import { readFeed } from '../reads';
import { createFeed, openToken, renewFeed, type StoredFeed } from '../writes';

function linkOf(app: FastifyInstance, feed: StoredFeed): FeedLink {
  const url = `${app.config.publicUrl}/app/api/kalender/${feed.token}.ics`;
  return { url, webcal_url: webcalUrl(url), created_at: feed.createdAt.toISOString() };
}

/** GET /kalender: the own feed's address, made (and audited) on the first ask. */
export const showFeedLink: OperationHandler<typeof kalenderOperations.link> = async ({
  app,
  request,
}) => {
  const user = requireUser(request);
  const actor = { userId: user.id, ip: request.ip };
  const made = (await readFeed(app.db, user.id)) ?? null;
  if (made) {
    return linkOf(app, {
      token: openToken(app.fieldCipher, made.tokenCipher),
      createdAt: made.createdAt,
    });
  }
  const created = await createFeed(app.db, app.fieldCipher, actor);
  if (created) return linkOf(app, created);
  // Made by a parallel first ask in the meantime: read theirs.
  const stored = await readFeed(app.db, user.id);
  if (!stored) throw new Error('calendar feed vanished');
  return linkOf(app, {
    token: openToken(app.fieldCipher, stored.tokenCipher),
    createdAt: stored.createdAt,
  });
};

/** POST /kalender/erneuern `{confirm: true}`: a new address; the old one answers 404 at once. */
export const renewFeedLink: OperationHandler<typeof kalenderOperations.renew> = async ({
  app,
  request,
}) => {
  const user = requireUser(request);
  return linkOf(app, await renewFeed(app.db, app.fieldCipher, { userId: user.id, ip: request.ip }));
};

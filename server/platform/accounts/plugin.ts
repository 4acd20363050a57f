import type { FastifyInstance } from 'fastify';
import { HttpError } from '@server/platform/http/http-error';
import { readSessionCookie } from './cookie';
import { resolveSession, type SessionPolicy } from './sessions';

export function sessionPolicy(config: FastifyInstance['config']): SessionPolicy {
  return { idleDays: config.sessionIdleDays, absoluteDays: config.sessionAbsoluteDays };
}

/**
 * Registered inside the API scope: resolves the session cookie of every request
 * and denies by default, a route answers 401 without a session unless it is
 * marked `config.public`. Both on the request's arrival: a caller without a
 * session is refused before any body is read or parsed.
 */
export function registerSessionGuard(app: FastifyInstance): void {
  const policy = sessionPolicy(app.config);
  app.addHook('onRequest', async (request) => {
    const token = readSessionCookie(request, app.config);
    const resolved = token
      ? await resolveSession(app.db, token, policy, app.config.sessionCacheMs)
      : null;
    if (resolved) {
      request.authSession = resolved.session;
      request.user = resolved.user;
      return;
    }
    if (request.is404) return;
    if (request.routeOptions.config.public === true) return;
    throw new HttpError(401, 'unauthenticated');
  });
}

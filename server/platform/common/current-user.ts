import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Area } from '@domain/shared/areas';
import type { AuthUser } from '@domain/shared/account';
import { HttpError } from '@server/platform/http/http-error';

/*
 * The signed-in user as every area sees it. server/platform/accounts's session guard
 * (registerSessionGuard) sets request.user; the areas only read it, so this
 * lives here and no area imports server/platform/accounts.
 */

/** The signed-in user; throws 401 without one (for routes that want to say it explicitly). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'unauthenticated');
  return request.user;
}

/**
 * onRequest hook of an area's routes: a signed-in user with the given
 * permission flag, else 401 / 403. In onRequest, so the caller is refused
 * before the body is read or parsed: a stranger cannot make the server parse
 * bodies up to the limit, and a malformed body answers 401/403, not 400.
 */
export function requireFlag(flag: 'timetracking'): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = requireUser(request);
    if (!user[flag]) throw new HttpError(403, 'forbidden');
  };
}

/**
 * onRequest hook of an area's routes: a signed-in user whose areas list
 * `area`, else 401 / 403, decided before the body is read (as requireFlag).
 * The areas come from the account's row (role, flag, staff record;
 * domain/shared/areas.ts), so an area's routes and the app's navigation follow one rule.
 */
export function requireArea(area: Area): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = requireUser(request);
    if (!user.areas.includes(area)) throw new HttpError(403, 'forbidden');
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@server/platform/config/config';

type CookieConfig = Pick<Config, 'cookieName' | 'cookieSecure'>;

/** Sets the session cookie; it lives as long as the session's absolute lifetime. */
export function setSessionCookie(
  reply: FastifyReply,
  config: CookieConfig,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(config.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(config.cookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
  });
}

export function readSessionCookie(request: FastifyRequest, config: CookieConfig): string | null {
  const value = request.cookies[config.cookieName];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

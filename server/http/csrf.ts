import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for URLs of the JSON API. */
export function isApiUrl(url: string): boolean {
  return url === '/app/api' || url.startsWith('/app/api/') || url.startsWith('/app/api?');
}

/**
 * CSRF defence for the cookie-authenticated API, without tokens:
 * - `X-Requested-With: XMLHttpRequest` is a non-simple header, so a foreign page
 *   cannot send it without a CORS preflight, which this server never grants;
 * - Fetch Metadata: browsers mark cross-site requests `Sec-Fetch-Site: cross-site`;
 * - an Origin header, when sent, must be one of ours.
 * Runs in onRequest, before any body is read.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): void {
  const origins = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiUrl(request.url)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new HttpError(403, 'csrf_rejected');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, 'csrf_rejected');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      throw new HttpError(403, 'csrf_rejected');
    }
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the request was sent to, as a browser on that address would name it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence for the cookie-authenticated API, without tokens:
 * - `X-Requested-With: XMLHttpRequest` is a non-simple header, so a foreign page
 *   cannot send it without a CORS preflight, which this server never grants;
 * - Fetch Metadata: browsers mark cross-site requests `Sec-Fetch-Site: cross-site`;
 * - an Origin header, when sent, must be one of ours: PUBLIC_URL's (and the
 *   configured extras) or the address the request itself was sent to, so a
 *   tablet that reaches the portal by its LAN address can log in.
 * Registered inside the API scope; runs in onRequest, before any body is read.
 */
export function registerCsrfProtection(
  api: FastifyInstance,
  allowedOrigins: readonly string[],
): void {
  const origins = new Set(allowedOrigins);
  api.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new HttpError(403, 'csrf_rejected');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new HttpError(403, 'csrf_rejected');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin) && origin !== ownOrigin(request)) {
      throw new HttpError(403, 'csrf_rejected');
    }
  });
}

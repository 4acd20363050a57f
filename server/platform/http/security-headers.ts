import type { FastifyInstance } from 'fastify';

/**
 * The CSP of ADR 0005 (Headers) and ADR 0012, exactly: no inline scripts anywhere
 * (the PWA registers its service worker from a file), nothing framed, no plugins.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * Sets the security headers on every answer, from one list built at start-up.
 * @fastify/helmet built its middleware from the options again on every request
 * (re-parsing the CSP each time: ~5% of the server's CPU on GET /app/api/auth);
 * the list below is exactly what it sent, and the framework errors send it too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  const headers = Object.entries(securityHeaders(isProduction));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response like helmet, so hijacked and streamed answers carry them as well.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers of every answer (helmet's defaults with the options of ADR 0005, as
 * ADR 0012 lists them), as a plain list: the onRequest hook sets them, and the
 * framework and client errors that no hook sees send them too. A test compares
 * both.
 */
export function securityHeaders(isProduction: boolean): Record<string, string> {
  const csp = Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(isProduction
      ? { 'strict-transport-security': `max-age=${HSTS.maxAge}; includeSubDomains` }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

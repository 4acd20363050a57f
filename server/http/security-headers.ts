import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The CSP of security.md, exactly: no inline scripts anywhere (the PWA registers
 * its service worker from a file), nothing framed, no plugins.
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

export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only where the portal is served over HTTPS; on http://localhost it would stick in the browser.
    strictTransportSecurity: isProduction ? HSTS : false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * The headers helmet sets with the options above, as a plain list, for answers
 * that no hook sees (framework and client errors). A test compares both.
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

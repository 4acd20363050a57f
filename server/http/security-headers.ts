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

export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only where the portal is served over HTTPS; on http://localhost it would stick in the browser.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}

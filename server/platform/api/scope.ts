import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerSessionGuard } from '@server/platform/accounts/plugin';
import { registerCsrfProtection } from '@server/platform/http/csrf';
import { API_PREFIX } from '@server/platform/http/api-prefix';
import { sendNotFound } from '@server/platform/http/errors';

/** One area of the API: its routes are registered relative to `${API_PREFIX}${prefix}`. */
export type ApiArea = { prefix: string; routes: FastifyPluginAsync };

/**
 * A route of the API scope, as registered (for the route table and its
 * tests); `fromTable` when an area's operation table registered it.
 */
export type ApiRoute = { method: string; url: string; fromTable: boolean };

/**
 * The one /app/api scope. Its hooks (session, CSRF, deny by default, no-store)
 * apply to every route registered inside it by Fastify's encapsulation, never by
 * matching the URL text: the router decodes `/app/%61pi/...` to the same route,
 * and the route brings its hooks along (ADR 0008).
 */
export function apiScope(areas: readonly ApiArea[], routes: ApiRoute[] = []): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    api.addHook('onRoute', (route) => {
      const fromTable = route.config?.operation === true;
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, fromTable });
      }
    });
    // API answers carry personal data: never stored by the browser or a proxy.
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    registerCsrfProtection(api, api.config.allowedOrigins);
    registerSessionGuard(api);
    api.setNotFoundHandler(sendNotFound);
    for (const area of areas) await api.register(area.routes, { prefix: area.prefix });
  };
}

/**
 * Refuses at start-up any route whose path claims the API prefix but that was
 * registered outside the scope (it would run without the scope's guards).
 */
export function forbidRoutesOutsideApiScope(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const claimsApi = route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`);
    const insideScope = (route.prefix ?? '').startsWith(API_PREFIX);
    if (claimsApi && !insideScope) {
      throw new Error(`${route.method} ${route.url} must be registered inside the /app/api scope`);
    }
  });
}

import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Registry } from 'prom-client';
import { apiError } from '@domain/shared/api-error';
import { registerErrorHandler, sendNotFound } from '@server/platform/http/errors';
import { requestLocale } from '@server/platform/http/locale';
import { message } from '@server/platform/http/messages';
import { hasBearerToken } from './bearer-token';

/** Where the metrics are served; the address of their own listener once it listens (tests use port 0). */
export type MetricsExposure = { listenerAddress: () => AddressInfo | null };

/** GET /metrics: the registry in Prometheus' text format, behind the token when one is set. */
function scrapeHandler(registry: Registry, token: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    if (token !== null && !hasBearerToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send(apiError(message('unauthenticated', requestLocale(request))));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  };
}

// Scrapes every few seconds would fill the log: only warnings and errors are written.
const QUIET = { logLevel: 'warn' as const };

/**
 * Serves GET /metrics (ADR 0020) on the listener METRICS_LISTEN names, or else
 * on the main listener when METRICS_TOKEN is set; with neither, /metrics is a
 * 404 like any unknown path (registered, so the PWA's fallback never answers it).
 * The token, when set, is required on either listener. The own listener starts
 * with the app (onReady) and closes with it, before the database.
 */
export function exposeMetrics(app: FastifyInstance, registry: Registry): MetricsExposure {
  const { metricsListen, metricsToken } = app.config;
  if (!metricsListen) {
    const handler = metricsToken === null ? sendNotFound : scrapeHandler(registry, metricsToken);
    app.get('/metrics', QUIET, handler);
    return { listenerAddress: () => null };
  }
  app.get('/metrics', QUIET, sendNotFound);

  const listener = Fastify({ loggerInstance: app.log.child({ listener: 'metrics' }) });
  registerErrorHandler(listener);
  listener.setNotFoundHandler(sendNotFound);
  listener.get('/metrics', QUIET, scrapeHandler(registry, metricsToken));
  app.addHook('onReady', async () => {
    await listener.listen({ host: metricsListen.host, port: metricsListen.port });
  });
  app.addHook('onClose', async () => listener.close());
  return {
    listenerAddress: () => {
      const address = listener.server.address();
      return typeof address === 'object' ? address : null;
    },
  };
}

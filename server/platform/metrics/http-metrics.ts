import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The route label of requests no route matched: the PWA's pages (answered by
 * the fallback) and 404s, one value, never the URL.
 */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of the built PWA's files: @fastify/static registers a route per file. */
export const STATIC_FILE_ROUTE = 'static file';

function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (url === undefined) return UNMATCHED_ROUTE;
  // Each build names its assets anew (content hashes): a series per file would pile up.
  return 'file' in config ? STATIC_FILE_ROUTE : url;
}

// From a cached sheet (a few ms) to a 5 MiB upload over a slow line (REQUEST_TIMEOUT_MS).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

/**
 * Counts and times every answered request by its route pattern (Fastify's
 * routeOptions.url, e.g. `/app/api/stammdaten/dokumente/:id`), so ids in URLs
 * never become label values and the series stay few.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'messe_http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'messe_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request) };
    requests.inc({ ...labels, status_code: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

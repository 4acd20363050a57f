import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DatabaseHandle } from '@server/platform/db/client';
import { registerDatabaseGauges } from './database-gauges';
import { exposeMetrics, type MetricsExposure } from './expose';
import { registerHttpMetrics } from './http-metrics';

export type PortalMetrics = MetricsExposure & { registry: Registry };

let processRegistry: Registry | undefined;

/**
 * CPU, memory, event-loop lag, GC …: facts of the process, collected once per
 * process however many apps it runs (each collector keeps observers running).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The Prometheus metrics of one app instance: a registry of its own (tests run
 * several apps in one process) with requests per route pattern and the
 * database gauges read at scrape time, merged with the process metrics, and
 * where they are served.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: DatabaseHandle,
  outbox: { maxAttempts: number },
): PortalMetrics {
  const own = new Registry();
  registerHttpMetrics(app, own);
  registerDatabaseGauges(own, database, { ...outbox, logger: app.log });
  // Merged once: the merged registry holds the same metric objects, so values stay live.
  const registry = Registry.merge([processMetrics(), own]);
  return { registry, ...exposeMetrics(app, registry) };
}

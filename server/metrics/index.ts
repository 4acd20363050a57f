import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { registerDatabaseGauges } from './database-gauges';
import { exposeMetrics, type MetricsExposure } from './expose';
import { registerHttpMetrics } from './http-metrics';

export type PortalMetrics = MetricsExposure & { registry: Registry };

/**
 * The Prometheus metrics of one app instance: a registry of its own (tests run
 * several apps in one process), the process metrics, requests per route
 * pattern, the database gauges read at scrape time, and where they are served.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: DatabaseHandle,
  outbox: { maxAttempts: number },
): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerHttpMetrics(app, registry);
  registerDatabaseGauges(registry, database, { ...outbox, logger: app.log });
  return { registry, ...exposeMetrics(app, registry) };
}

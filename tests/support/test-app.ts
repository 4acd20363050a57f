import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { ApiArea } from '@server/platform/api/scope';
import type { Config } from '@server/platform/config/config';
import type { LogStream } from '@server/platform/http/logger';
import type { Database, DatabaseHandle } from '@server/platform/db/client';
import type { OutboxOptions } from '@server/platform/mail/outbox';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Environment variables as the server would read them (parsed by loadConfig). */
  env?: Record<string, string>;
  /** Direct overrides of the parsed config. */
  config?: Partial<Config>;
  /** Probe routes inside the /app/api scope, below `/test` (they meet every API guard). */
  apiTestRoutes?: ApiArea['routes'];
  /** Runs before app.ready(). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Reuse another test app's database (not closed with this app): a second
   * configuration costs milliseconds instead of a fresh database.
   */
  shareDatabaseWith?: TestApp;
  /** Use this open database (not closed with the app), e.g. to start a second app on it. */
  database?: DatabaseHandle;
  /** Mail outbox timing (tests of retries shorten it). */
  outbox?: Partial<OutboxOptions>;
  /** TLS agent for the push services (trusts tests/support/push-service.ts's certificate). */
  pushAgent?: Agent;
  /** Receives the app's log lines (set LOG_LEVEL in env to see them). */
  logStream?: LogStream;
  /** Another worker entry for the export PDFs (tests/support/render-workers). */
  exportWorker?: URL;
};

/** The real app through buildApp on a fresh, migrated, empty database. Use app.inject(). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env, options.config);
  const shared = options.database ?? options.shareDatabaseWith?.handle;
  const handle = shared ?? (await createTestDatabase());
  const app = await buildApp(config, {
    database: handle,
    ownsDatabase: !shared,
    logStream: options.logStream,
    outbox: options.outbox,
    pushAgent: options.pushAgent,
    exportWorker: options.exportWorker,
    extraApiAreas: options.apiTestRoutes
      ? [{ prefix: '/test', routes: options.apiTestRoutes }]
      : [],
  });
  await options.beforeReady?.(app);
  await app.ready();
  return { app, db: handle.db, handle, config, close: () => app.close() };
}

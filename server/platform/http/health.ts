import type { FastifyInstance } from 'fastify';
import { migrationsApplied, shippedMigrationCount } from '@server/platform/db/migrate';

/** A database that does not answer within this long counts as down (a balancer polls often). */
const READY_TIMEOUT_MS = 2_000;

/** The promise's outcome, or a rejection once `ms` have passed (the work itself goes on). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz (the process answers) and GET /readyz (the database answers and
 * holds every shipped migration), for a load balancer or an orchestrator.
 * Outside the /app/api scope: no session, no personal data, one small query.
 * Their requests are logged only at warn and above, so polling does not fill the log.
 */
export function registerHealth(app: FastifyInstance): void {
  const shipped = shippedMigrationCount();
  const plain = { logLevel: 'warn' as const };

  app.get('/healthz', plain, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', plain, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      if (await withTimeout(migrationsApplied(app.db, shipped), READY_TIMEOUT_MS)) {
        return { status: 'ready' };
      }
      request.log.warn('readyz: migrations missing');
      return await reply.code(503).send({ status: 'migrations_missing' });
    } catch (error) {
      request.log.warn({ err: error }, 'readyz: database does not answer');
      return await reply.code(503).send({ status: 'database_unavailable' });
    }
  });
}

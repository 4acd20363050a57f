import { isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '@server/platform/db/client';
import { idempotencyKeys, mailOutbox } from '@server/platform/db/schema/system';
import { withTimeout } from '@server/platform/http/health';

/** A scrape must answer even when the database does not: its gauges are then left out. */
export const DATABASE_READ_TIMEOUT_MS = 1_000;

type Snapshot = {
  outbox: { state: 'pending' | 'failed'; count: number; oldestAgeSeconds: number }[];
  keys: { state: string; count: number }[];
};

/**
 * Two small aggregate queries: unsent mails (on the outbox's (sent_at, …) index)
 * by whether the worker still retries them, and the stored idempotency keys by state.
 */
async function readSnapshot(handle: DatabaseHandle, maxAttempts: number): Promise<Snapshot> {
  const failed = sql<boolean>`${mailOutbox.attempts} >= ${maxAttempts}`;
  const outbox = await handle.db
    .select({
      failed,
      count: sql`count(*)`.mapWith(Number),
      age: sql`extract(epoch from now() - min(${mailOutbox.createdAt}))`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt))
    // By position: the same expression written twice would carry two parameters.
    .groupBy(sql`1`);
  const keys = await handle.db
    .select({ state: idempotencyKeys.state, count: sql`count(*)`.mapWith(Number) })
    .from(idempotencyKeys)
    .groupBy(idempotencyKeys.state);
  return {
    outbox: outbox.map((row) => ({
      state: row.failed ? 'failed' : 'pending',
      count: row.count,
      oldestAgeSeconds: Math.max(0, row.age || 0),
    })),
    keys,
  };
}

/**
 * Gauges read from the database when Prometheus scrapes (their collect()), not
 * kept up to date by the code that writes: one read per scrape, shared by the
 * gauges, bounded by DATABASE_READ_TIMEOUT_MS. The pool gauges exist only on
 * PostgreSQL: PGlite is one connection inside the process, there is no pool.
 */
export function registerDatabaseGauges(
  registry: Registry,
  handle: DatabaseHandle,
  options: { maxAttempts: number; logger: FastifyBaseLogger },
): void {
  let inFlight: Promise<Snapshot | null> | null = null;
  const failures = new Counter({
    name: 'messe_metrics_database_read_failures_total',
    help: 'Scrapes whose database gauges were left out (the database did not answer in time).',
    registers: [registry],
    // Waits for this scrape's read, so its failure is counted in this scrape.
    async collect() {
      await snapshot();
    },
  });
  // The gauges' collect() calls of one scrape run together and share one read.
  const snapshot = () => {
    inFlight ??= withTimeout(readSnapshot(handle, options.maxAttempts), DATABASE_READ_TIMEOUT_MS)
      .catch((error: unknown) => {
        failures.inc();
        options.logger.warn({ err: error }, 'metrics: database gauges not read');
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  new Gauge({
    name: 'messe_mail_outbox_depth',
    help: 'Mails not sent yet: pending (the worker retries) or failed (attempts used up).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const read = await snapshot();
      if (!read) return;
      for (const state of ['pending', 'failed'] as const) {
        this.set({ state }, read.outbox.find((row) => row.state === state)?.count ?? 0);
      }
    },
  });
  new Gauge({
    name: 'messe_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none waits).',
    registers: [registry],
    async collect() {
      this.reset();
      const read = await snapshot();
      if (read) this.set(Math.max(0, ...read.outbox.map((row) => row.oldestAgeSeconds)));
    },
  });
  new Gauge({
    name: 'messe_idempotency_keys',
    help: 'Idempotency keys stored (kept 30 days), by state.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const read = await snapshot();
      if (!read) return;
      for (const state of ['in_progress', 'done']) {
        this.set({ state }, read.keys.find((row) => row.state === state)?.count ?? 0);
      }
    },
  });
  new Gauge({
    name: 'messe_database_info',
    help: 'The database driver in use (1 for the active one).',
    labelNames: ['driver'],
    registers: [registry],
  }).set({ driver: handle.kind }, 1);

  if (handle.kind === 'postgres') registerPoolGauges(registry, handle.client);
}

function registerPoolGauges(
  registry: Registry,
  pool: Extract<DatabaseHandle, { kind: 'postgres' }>['client'],
) {
  new Gauge({
    name: 'messe_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total open and idle of them.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'messe_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the PostgreSQL pool.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}

import { hostname } from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/platform/db/client';
import { jobRuns } from '@server/platform/db/schema/system';

/** A job that runs once per period across every instance on the database (ADR 0021). */
export type PeriodicJob = {
  /** Stable name; the key of its rows in job_runs. */
  name: string;
  periodMs: number;
  /** Does the work; the text it returns is kept as the run's outcome. */
  run: (db: Database) => Promise<string>;
};

/** Rows of a job older than this are deleted when the job claims a new period. */
const HISTORY_KEPT = sql`interval '30 days'`;

/** Who claimed a period, for an operator reading job_runs. */
const INSTANCE = `${hostname()}:${process.pid}`;

/** The start of the database clock's current period (epoch-aligned, so every instance agrees). */
function currentPeriodStart(periodMs: number) {
  return sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${periodMs}) * ${periodMs} / 1000.0)`;
}

/**
 * Claims the current period of a job: true for exactly one caller per period,
 * whichever instance inserts first; the primary key turns every other insert
 * into a no-op. Returns the claimed period start, or null.
 */
export async function claimCurrentPeriod(db: Database, job: PeriodicJob): Promise<Date | null> {
  const [claimed] = await db
    .insert(jobRuns)
    .values({
      job: job.name,
      periodStart: currentPeriodStart(job.periodMs),
      claimedBy: INSTANCE,
    })
    .onConflictDoNothing()
    .returning({ periodStart: jobRuns.periodStart });
  if (!claimed) return null;
  await db
    .delete(jobRuns)
    .where(and(eq(jobRuns.job, job.name), lt(jobRuns.periodStart, sql`now() - ${HISTORY_KEPT}`)));
  return claimed.periodStart;
}

export type JobRun = { ok: boolean; outcome: string };

/** Runs the job if this instance wins the current period (else null); records the outcome. */
export async function runIfDue(db: Database, job: PeriodicJob): Promise<JobRun | null> {
  const periodStart = await claimCurrentPeriod(db, job);
  if (!periodStart) return null;
  let run: JobRun;
  try {
    run = { ok: true, outcome: await job.run(db) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    run = { ok: false, outcome: `failed: ${message}`.slice(0, 500) };
  }
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, outcome: run.outcome })
    .where(and(eq(jobRuns.job, job.name), eq(jobRuns.periodStart, periodStart)));
  return run;
}

/**
 * Looks four times per period whether the current period is still unclaimed,
 * so a period is covered even when instances start and stop; a period missed
 * altogether (no instance running) is not caught up: the jobs are sweeps, the
 * next period does the same work.
 */
export function schedulePeriodicJob(app: FastifyInstance, job: PeriodicJob): void {
  /** The look in progress: a close waits for it, so it never meets a closed database. */
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runIfDue(app.db, job).then(
      (run) => {
        if (run?.ok) app.log.info({ job: job.name }, `job ${job.name} ran: ${run.outcome}`);
        else if (run) app.log.warn({ job: job.name }, `job ${job.name} ${run.outcome}`);
      },
      (error: unknown) => app.log.warn({ err: error, job: job.name }, `job ${job.name} failed`),
    );
    void running.finally(() => (running = null));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, Math.max(250, Math.floor(job.periodMs / 4)));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

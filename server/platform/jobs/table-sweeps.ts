import type { FastifyInstance } from 'fastify';
import { sweepEndedWindows } from '@server/platform/common/throttle';
import { type PeriodicJob, schedulePeriodicJob } from './periodic-job';
import { rejectedRetentionJob } from './rejected-retention';
import { sweepSpentTokens } from './spent-tokens';

/**
 * Sweeps of tables that would otherwise only grow: rate-limit counters and
 * mailed tokens. Their outcomes are counts only, never keys or addresses.
 */
export function tableSweepJobs(periodMs: number): PeriodicJob[] {
  return [
    {
      name: 'rate-limit-sweep',
      periodMs,
      run: async (db) => `${await sweepEndedWindows(db)} ended rate-limit windows deleted`,
    },
    {
      name: 'spent-token-sweep',
      periodMs,
      run: async (db) => `${await sweepSpentTokens(db)} spent tokens deleted`,
    },
  ];
}

/**
 * Each sweep once per KEY_SWEEP_MS across all instances (ADR 0021), and the
 * erasure of rejected applications past REJECTED_RETENTION_DAYS in the same rhythm.
 */
export function scheduleTableSweeps(app: FastifyInstance): void {
  for (const job of tableSweepJobs(app.config.keySweepMs)) schedulePeriodicJob(app, job);
  schedulePeriodicJob(
    app,
    rejectedRetentionJob(app.fileStore, app.config.rejectedRetentionDays, app.config.keySweepMs),
  );
}

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/platform/db/client';
import { jobRuns, rateLimitCounters, tokens } from '@server/platform/db/schema/system';
import { runIfDue } from '@server/platform/jobs/periodic-job';
import { tableSweepJobs } from '@server/platform/jobs/table-sweeps';
import { hitCounter, LONGEST_WINDOW_MS } from '@server/platform/common/throttle';
import { createUser } from '@tests/support/factories';
import { waitUntil } from '@tests/support/http';
import { createTestApp } from '@tests/support/test-app';
import { createTestDatabase } from '@tests/support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DAY_MS = 24 * 60 * 60_000;
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000}::double precision)`;
const ahead = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

function jobNamed(name: string) {
  const job = tableSweepJobs(DAY_MS).find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job;
}

describe('the rate-limit sweep', () => {
  it('deletes windows that ended, keeps the ones still counting, once per period', async () => {
    const { db } = database;
    await db.insert(rateLimitCounters).values([
      { key: 'test:ended', count: 9, windowStart: ago(LONGEST_WINDOW_MS + 60_000) },
      { key: 'test:day-old', count: 3, windowStart: ago(LONGEST_WINDOW_MS - 60_000) },
    ]);
    await hitCounter(db, 'test:live', 15 * 60_000);

    const job = jobNamed('rate-limit-sweep');
    expect(await runIfDue(db, job)).toEqual({
      ok: true,
      outcome: '1 ended rate-limit windows deleted',
    });
    const left = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key).sort()).toEqual(['test:day-old', 'test:live']);
    // A live counter keeps counting where it was.
    expect((await hitCounter(db, 'test:live', 15 * 60_000)).count).toBe(2);

    await db.insert(rateLimitCounters).values({
      key: 'test:ended-later',
      count: 1,
      windowStart: ago(LONGEST_WINDOW_MS + 60_000),
    });
    expect(await runIfDue(db, job)).toBeNull();
    const later = await db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'test:ended-later'));
    expect(later).toHaveLength(1);
    const runs = await db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(runs).toHaveLength(1);
  });

  it('refuses a window longer than the sweep assumes', async () => {
    await expect(hitCounter(database.db, 'test:long', LONGEST_WINDOW_MS + 1)).rejects.toThrow(
      /too long/,
    );
  });
});

describe('the spent-token sweep', () => {
  it('deletes tokens used or expired over a week ago, keeps recent and open ones, once per period', async () => {
    const { db } = database;
    const user = await createUser(db);
    const base = { kind: 'password_reset' as const, userId: user.id };
    const rows = await db
      .insert(tokens)
      .values([
        {
          ...base,
          tokenHash: 'used-long-ago',
          expiresAt: ago(8 * DAY_MS),
          usedAt: ago(8 * DAY_MS),
        },
        { ...base, tokenHash: 'expired-long-ago', expiresAt: ago(8 * DAY_MS) },
        { ...base, tokenHash: 'used-recently', expiresAt: ahead(60_000), usedAt: ago(DAY_MS) },
        { ...base, tokenHash: 'expired-recently', expiresAt: ago(6 * DAY_MS) },
        { ...base, tokenHash: 'open', expiresAt: ahead(60 * 60_000) },
      ])
      .returning({ id: tokens.id });

    const job = jobNamed('spent-token-sweep');
    expect(await runIfDue(db, job)).toEqual({ ok: true, outcome: '2 spent tokens deleted' });
    const left = await db
      .select({ tokenHash: tokens.tokenHash })
      .from(tokens)
      .where(
        inArray(
          tokens.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.tokenHash).sort()).toEqual([
      'expired-recently',
      'open',
      'used-recently',
    ]);

    await db
      .insert(tokens)
      .values({ ...base, tokenHash: 'expired-later', expiresAt: ago(8 * DAY_MS) });
    expect(await runIfDue(db, job)).toBeNull();
    expect(
      await db.select().from(tokens).where(eq(tokens.tokenHash, 'expired-later')),
    ).toHaveLength(1);
  });
});

describe('the running app', () => {
  it('schedules both sweeps and records their counts in job_runs', async () => {
    const { db, close } = await createTestApp({ config: { keySweepMs: 1000 } });
    try {
      const runs = await waitUntil(async () => {
        const rows = await db
          .select({ job: jobRuns.job, outcome: jobRuns.outcome })
          .from(jobRuns)
          .where(inArray(jobRuns.job, ['rate-limit-sweep', 'spent-token-sweep']));
        return rows.filter((row) => row.outcome !== null).length >= 2 && rows;
      });
      expect(new Set(runs.map((row) => row.job))).toEqual(
        new Set(['rate-limit-sweep', 'spent-token-sweep']),
      );
      for (const run of runs) expect(run.outcome).toMatch(/^\d+ [a-z -]+ deleted$/);
    } finally {
      await close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/platform/db/client';
import { jobRuns } from '@server/platform/db/schema/system';
import { runIfDue } from '@server/platform/jobs/periodic-job';
import { createTestDatabase } from '@tests/support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// A period of a day: every call of one test falls into the same period.
const DAY_MS = 24 * 60 * 60_000;

describe('a periodic job', () => {
  it('runs once per period however often it is looked at, and records what it did', async () => {
    let runs = 0;
    const job = {
      name: 'test-once',
      periodMs: DAY_MS,
      run: async () => `run ${++runs}`,
    };
    const looks = await Promise.all(Array.from({ length: 5 }, () => runIfDue(database.db, job)));
    expect(looks.filter((look) => look !== null)).toEqual([{ ok: true, outcome: 'run 1' }]);
    expect(runs).toBe(1);
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(row?.outcome).toBe('run 1');
    expect(row?.finishedAt).toBeInstanceOf(Date);
    expect(row?.periodStart.getTime()).toBe(Math.floor(Date.now() / DAY_MS) * DAY_MS);
    expect(row?.claimedBy).toMatch(/:\d+$/);
  });

  it('keeps a failed run as its outcome and does not retry it within the period', async () => {
    const job = {
      name: 'test-failing',
      periodMs: DAY_MS,
      run: async (): Promise<string> => {
        throw new Error('sweep broke');
      },
    };
    expect(await runIfDue(database.db, job)).toEqual({ ok: false, outcome: 'failed: sweep broke' });
    expect(await runIfDue(database.db, job)).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFair } from '../../server/buero/writes/fairs';
import { times } from '../../server/db/schema/messen';
import { callSaveTime } from '../../server/stundenerfassung/write-calls';
import type { WriteActor } from '../../server/stundenerfassung/writes';
import { createTimetrackingScene, createUser } from '../support/factories';
import { waitUntil } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * The race of a time write with the office shrinking the fair, interleaved for
 * real on PostgreSQL (issue 14): the office's update holds the fair's row and
 * its pairs, the time write's access check has already seen the old range and
 * then waits for the pair's lock. A barrier (a third transaction holding the
 * audit log, which the office writes last) keeps the office's transaction open
 * until the time write is seen waiting on a lock. When the office commits,
 * the time write must read the new range under its lock and refuse the dropped
 * day; before the fix it wrote a time on it. PGlite runs one transaction at a
 * time, so this interleaving cannot happen there (stundenerfassung-fair-range
 * .test.ts covers the check under the lock on both databases).
 */

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
let actor: WriteActor;
let office: { userId: number; ip: string };

beforeAll(async () => {
  t = await createTestApp();
  if (t.handle.kind !== 'postgres') throw new Error('this file runs on PostgreSQL only');
  scene = await createTimetrackingScene(t.db, 1);
  actor = { userId: scene.supervisor.id, ip: '127.0.0.1', route: 'test', locale: 'en' };
  office = { userId: (await createUser(t.db, { role: 'office' })).id, ip: '127.0.0.1' };
});
afterAll(() => t.close());

const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

function pool(): pg.Pool {
  if (t.handle.kind !== 'postgres') throw new Error('PostgreSQL only');
  return t.handle.client;
}

/** How many sessions of this database wait for a lock right now. */
async function waitingOnLocks(client: pg.PoolClient): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return result.rows[0]?.n ?? 0;
}

describe('a time write waiting while the office shrinks the fair', () => {
  it('reads the committed range under the lock and refuses the dropped day', async () => {
    const person = scene.staff[0];
    if (!person) throw new Error('no staff');
    const barrier = await pool().connect();
    const observer = await pool().connect();
    try {
      await barrier.query('begin');
      await barrier.query('lock table audit_log in share mode');

      // The office: locks the fair and its pairs, changes the dates, then waits at the barrier.
      const officeUpdate = updateFair(t.db, office, scene.pair.messeId, {
        name: scene.pair.messe.name,
        city: scene.pair.messe.city,
        description: '',
        date_start: '2026-11-20',
        date_end: '2026-11-23',
        federal_state: scene.pair.messe.federalState,
      });
      await waitUntil(async () => (await waitingOnLocks(observer)) >= 1, 10_000);

      // The time write: its access check still sees 2026-11-24 in the fair, then it waits.
      const timeWrite = callSaveTime(
        t.db,
        {
          actor,
          key: () => randomUUID(),
          params: {
            messe: String(scene.pair.messeId),
            customer: String(scene.pair.customerId),
            staff: String(person.id),
            date: '2026-11-24',
          },
        },
        ENTRY,
      );
      await waitUntil(async () => (await waitingOnLocks(observer)) >= 2, 10_000);

      await barrier.query('commit');
      expect(await officeUpdate).toBe(true);
      expect((await timeWrite).status).toBe(404);
      const written = await t.db
        .select({ day: times.day })
        .from(times)
        .where(and(eq(times.messeId, scene.pair.messeId), eq(times.bewerberId, person.id)));
      expect(written).toEqual([]);
    } finally {
      await barrier.query('rollback').catch(() => undefined);
      barrier.release();
      observer.release();
    }
  });
});

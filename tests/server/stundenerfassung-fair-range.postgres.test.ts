import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFair } from '@server/areas/buero/writes/fairs';
import { times } from '@server/platform/db/schema/messen';
import { callSaveTime } from '@server/areas/stundenerfassung/write-calls';
import type { WriteActor } from '@server/areas/stundenerfassung/writes';
import { createTimetrackingScene, createUser } from '@tests/support/factories';
import { batchResults, entryPath, postBatch } from '@tests/support/time-tracking-batch';
import { waitUntil } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The race of a time write with the office shrinking the fair, interleaved for
 * real on PostgreSQL (docs/product/fairs.md): the office's update holds the fair's row and
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
let office: { userId: number; ip: string };

beforeAll(async () => {
  t = await createTestApp();
  if (t.handle.kind !== 'postgres') throw new Error('this file runs on PostgreSQL only');
  office = { userId: (await createUser(t.db, { role: 'office' })).id, ip: '127.0.0.1' };
});
afterAll(() => t.close());

const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

type Scene = Awaited<ReturnType<typeof createTimetrackingScene>>;

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

/**
 * Shrinks the scene's fair (2026-11-20..24) to end on the 23rd in the office's
 * transaction, held open at the barrier until `write` is seen waiting on a
 * lock too; then lets the office commit and returns what the write answered.
 */
async function whileOfficeShrinks<T>(scene: Scene, write: () => Promise<T>): Promise<T> {
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
    // The write: its access check still sees 2026-11-24 in the fair, then it waits.
    const written = write();
    written.catch(() => undefined);
    await waitUntil(async () => (await waitingOnLocks(observer)) >= 2, 10_000);
    await barrier.query('commit');
    expect(await officeUpdate).toBe(true);
    return await written;
  } finally {
    await barrier.query('rollback').catch(() => undefined);
    barrier.release();
    observer.release();
  }
}

async function daysWritten(scene: Scene, staffId: number) {
  const rows = await t.db
    .select({ day: times.day })
    .from(times)
    .where(and(eq(times.messeId, scene.pair.messeId), eq(times.bewerberId, staffId)));
  return rows.map((row) => row.day).sort();
}

describe('a time write waiting while the office shrinks the fair', () => {
  it('reads the committed range under the lock and refuses the dropped day', async () => {
    const scene = await createTimetrackingScene(t.db, 1);
    const person = scene.staff[0];
    if (!person) throw new Error('no staff');
    const actor: WriteActor = {
      userId: scene.supervisor.id,
      ip: '127.0.0.1',
      route: 'test',
      locale: 'en',
      mail: { enqueue: t.app.enqueueMail, publicUrl: 'http://portal.test' },
    };
    const answer = await whileOfficeShrinks(scene, () =>
      callSaveTime(
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
      ),
    );
    expect(answer.status).toBe(404);
    expect(await daysWritten(scene, person.id)).toEqual([]);
  });

  it('in a batch: the dropped day is refused, the kept day of the same pair is written', async () => {
    const scene = await createTimetrackingScene(t.db, 1);
    const person = scene.staff[0];
    if (!person) throw new Error('no staff');
    const path = (day: string) =>
      entryPath(
        `/app/api/stundenerfassung/staff/${String(scene.pair.messeId)}/${String(scene.pair.customerId)}/${String(person.id)}/${day}`,
      );
    const response = await whileOfficeShrinks(scene, () =>
      postBatch(
        t.app,
        [
          { path: path('2026-11-24'), body: ENTRY },
          { path: path('2026-11-23'), body: ENTRY },
        ],
        { cookie: scene.cookies.supervisor },
      ),
    );
    expect(batchResults(response).map((result) => result.status)).toEqual([404, 200]);
    expect(await daysWritten(scene, person.id)).toEqual(['2026-11-23']);
  });
});

import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messen } from '@server/platform/db/schema/messen';
import { createTimetrackingScene } from '@tests/support/factories';
import { postJson, waitUntil } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { CLOSES, expectPeriodClosed, STUNDEN } from './abschluss-fixtures';
import { createOfficeUser } from './buero-fixtures';

/*
 * The close against a concurrent time write, interleaved for real on
 * PostgreSQL (server/records/period-lock.ts). A barrier (a transaction
 * holding the audit log, which both write last) keeps the first of the two
 * open until the second is seen waiting on a lock. Either way no write ends
 * up inside a closed period unrecorded: a write that checked before the
 * close is in the close's record (nothing changed since), a write that comes
 * during the close is refused 409 period_closed. PGlite runs one transaction
 * at a time, so this cannot happen there.
 */

let t: TestApp;
let officeCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  if (t.handle.kind !== 'postgres') throw new Error('this file runs on PostgreSQL only');
  officeCookie = (await createOfficeUser(t.db)).cookie;
});
afterAll(() => t.close());

const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

function pool(): pg.Pool {
  if (t.handle.kind !== 'postgres') throw new Error('PostgreSQL only');
  return t.handle.client;
}

async function waitingOnLocks(client: pg.PoolClient): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Runs `first` until it waits at the barrier, then `second` until it waits too; then lets both go. */
async function interleave<A, B>(first: () => Promise<A>, second: () => Promise<B>) {
  const barrier = await pool().connect();
  const observer = await pool().connect();
  try {
    await barrier.query('begin');
    await barrier.query('lock table audit_log in share mode');
    const a = first();
    a.catch(() => undefined);
    await waitUntil(async () => (await waitingOnLocks(observer)) >= 1, 10_000);
    const b = second();
    b.catch(() => undefined);
    await waitUntil(async () => (await waitingOnLocks(observer)) >= 2, 10_000);
    await barrier.query('commit');
    return [await a, await b] as const;
  } finally {
    barrier.release();
    observer.release();
  }
}

async function scene(month: string) {
  const s = await createTimetrackingScene(t.db, 1);
  await t.db
    .update(messen)
    .set({ dateStart: `${month}-10`, dateEnd: `${month}-14` })
    .where(eq(messen.id, s.pair.messeId));
  const ids = `${String(s.pair.messeId)}/${String(s.pair.customerId)}/${String(s.staff[0]?.id)}`;
  const save = (day: string) =>
    postJson(t.app, `${STUNDEN}/staff/${ids}/${day}`, ENTRY, { cookie: s.cookies.supervisor });
  const close = () => postJson(t.app, CLOSES, { kind: 'month', month }, { cookie: officeCookie });
  const changes = async (id: number) => {
    const response = await t.app.inject({
      url: `${CLOSES}/${String(id)}/aenderungen`,
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: officeCookie },
    });
    return (JSON.parse(response.body) as { changes: unknown[] }).changes;
  };
  return { save, close, changes };
}

describe('close and time write at once', () => {
  it('a write that checked first is committed first and recorded by the close', async () => {
    const s = await scene('2027-03');
    const [written, closed] = await interleave(
      () => s.save('2027-03-11'),
      () => s.close(),
    );
    expect(written.statusCode, written.body).toBe(200);
    expect(closed.statusCode, closed.body).toBe(201);
    const { id } = JSON.parse(closed.body) as { id: number };
    expect(await s.changes(id)).toEqual([]);
  });

  it('a write during the close waits for it and is refused', async () => {
    const s = await scene('2027-04');
    const [closed, written] = await interleave(
      () => s.close(),
      () => s.save('2027-04-11'),
    );
    expect(closed.statusCode, closed.body).toBe(201);
    expectPeriodClosed(written);
    const { id } = JSON.parse(closed.body) as { id: number };
    expect(await s.changes(id)).toEqual([]);
  });

  it('many writes around a close: each is recorded or refused, never a 500', async () => {
    const s = await scene('2027-05');
    const days = ['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13', '2027-05-14'];
    const writes = days.flatMap((day) => [s.save(day), s.save(day)]);
    const closed = s.close();
    const answers = await Promise.all([...writes, s.save('2027-05-12')]);
    const close = await closed;
    expect(close.statusCode, close.body).toBe(201);
    for (const answer of answers) {
      if (answer.statusCode !== 200) expectPeriodClosed(answer);
    }
    const { id } = JSON.parse(close.body) as { id: number };
    expect(await s.changes(id)).toEqual([]);
  });
});

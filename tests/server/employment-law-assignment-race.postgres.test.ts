import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@domain/shared/times/calendar-days';
import {
  assignStaff,
  createBewerber,
  createMesseCustomer,
  createUser,
} from '@tests/support/factories';
import { waitUntil } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * Two adds of one person to two pairs at once (issue 27), interleaved for
 * real on PostgreSQL: each alone stays within 70 short-term days, both
 * together cross it. The add's per-person lock (writes/assignments.ts) makes
 * the second check see the first add, so one of the two is refused
 * 409 law_limit. Without the lock both checks see 65 days and both pass.
 * PGlite runs one transaction at a time, so this cannot happen there.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  if (t.handle.kind !== 'postgres') throw new Error('this file runs on PostgreSQL only');
  ({ cookie } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

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

type Pair = { messeId: number; customerId: number };
const add = (pair: Pair, id: number) =>
  send(
    t.app,
    'POST',
    `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}/personal`,
    cookie,
    { bewerber_ids: [id] },
  );

describe('one person added to two pairs at once', () => {
  it('the second add sees the first: one is refused for the 70 days', async () => {
    const user = await createUser(t.db);
    const person = await createBewerber(t.db, {
      userId: user.id,
      lastname: 'Parallel',
      employmentStatus: 'short_term',
    });
    // 65 one-day fairs on Mondays, Wednesdays and Fridays of 2028 (70 working days decide).
    for (let i = 0; i < 65; i++) {
      const day = addDays('2028-01-03', Math.floor(i / 3) * 7 + (i % 3) * 2);
      await assignStaff(
        t.db,
        person.id,
        await createMesseCustomer(t.db, { dateStart: day, dateEnd: day }),
      );
    }
    const first = await createMesseCustomer(t.db, {
      dateStart: '2028-09-04',
      dateEnd: '2028-09-06',
    });
    const second = await createMesseCustomer(t.db, {
      dateStart: '2028-09-11',
      dateEnd: '2028-09-13',
    });

    // A barrier holds the audit log, which each add writes last: the first add waits there
    // with its booking written, then the second is started and seen waiting too.
    const barrier = await pool().connect();
    const observer = await pool().connect();
    try {
      await barrier.query('begin');
      await barrier.query('lock table audit_log in share mode');
      const a = add(first, person.id);
      a.catch(() => undefined);
      await waitUntil(async () => (await waitingOnLocks(observer)) >= 1, 10_000);
      const b = add(second, person.id);
      b.catch(() => undefined);
      await waitUntil(async () => (await waitingOnLocks(observer)) >= 2, 10_000);
      await barrier.query('commit');
      const answers = [await a, await b];
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.body).toContain('law_limit');
    } finally {
      barrier.release();
      observer.release();
    }
  });
});

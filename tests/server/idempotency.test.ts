import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { times } from '@server/platform/db/schema/messen';
import { auditLog, idempotencyKeys } from '@server/platform/db/schema/system';
import { HttpError } from '@server/platform/http/http-error';
import { KEY_TTL_MS, sweepExpiredKeys } from '@server/platform/idempotency/key-store';
import { sendKeyedWrite } from '@server/platform/idempotency/keyed-route';
import { payloadHash } from '@server/platform/idempotency/request-hash';
import { createTimetrackingScene } from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const PROBE = '/app/api/test/keyed';
const PROBE_ROUTE = 'POST /app/api/test/keyed {}';

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
/** Calls of the probe's write that committed, and a switch to make the next one fail. */
const probe = { writes: 0, failNext: false, reject422: false };

beforeAll(async () => {
  t = await createTestApp({
    apiTestRoutes: async (app) => {
      // A keyed write with the real helper; the write fails on demand like a crash would.
      app.post('/keyed', async (request, reply) =>
        sendKeyedWrite(request, reply, request.body ?? null, async () => {
          if (probe.failNext) {
            probe.failNext = false;
            throw new Error('simulated crash');
          }
          if (probe.reject422) throw new HttpError(422, 'validation_failed', { x: ['bad'] });
          probe.writes++;
          return { status: 201, body: { success: true, n: probe.writes } };
        }),
      );
    },
  });
  scene = await createTimetrackingScene(t.db, 2);
});
afterAll(() => t.close());

function callProbe(body: unknown, key?: string, cookie = scene.cookies.supervisor) {
  return postJson(t.app, PROBE, body, { cookie, ...(key ? { 'idempotency-key': key } : {}) });
}

async function keyRow(key: string) {
  const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

describe('Idempotency-Key', () => {
  it('stores the answer and replays it for the same key and payload', async () => {
    const key = randomUUID();
    const first = await callProbe({ a: 1, b: [1, 2] }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    // Key order does not change the canonical payload.
    const again = await callProbe({ b: [1, 2], a: 1 }, key.toUpperCase());
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const row = await keyRow(key);
    expect(row).toMatchObject({ state: 'done', status: 201, route: PROBE_ROUTE });
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(KEY_TTL_MS);
  });

  it('answers 422 idempotency_mismatch for the same key with another payload', async () => {
    const key = randomUUID();
    await callProbe({ a: 1 }, key);
    const other = await callProbe({ a: 2 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_mismatch', errors: {} });
    expect(isApiErrorBody(other.json())).toBe(true);
  });

  it('scopes keys by user and route', async () => {
    const key = randomUUID();
    const writes = probe.writes;
    await callProbe({ a: 1 }, key);
    const otherUser = await callProbe({ a: 2 }, key, scene.cookies.otherSupervisor);
    expect(otherUser.statusCode).toBe(201);
    expect(otherUser.headers['idempotency-replayed']).toBeUndefined();
    expect(probe.writes).toBe(writes + 2);
  });

  it('answers 409 request_in_progress while a claim is running, takes over a stale one', async () => {
    const key = randomUUID();
    const base = {
      userId: scene.supervisor.id,
      route: PROBE_ROUTE,
      key,
      requestHash: payloadHash({ a: 1 }),
      state: 'in_progress' as const,
      expiresAt: new Date(Date.now() + KEY_TTL_MS),
    };
    await t.db.insert(idempotencyKeys).values({ ...base, createdAt: new Date() });
    const busy = await callProbe({ a: 1 }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'request_in_progress' });
    expect(busy.headers['retry-after']).toBe('1');

    await t.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    await t.db
      .insert(idempotencyKeys)
      .values({ ...base, createdAt: new Date(Date.now() - 2 * 60_000) });
    const takenOver = await callProbe({ a: 1 }, key);
    expect(takenOver.statusCode).toBe(201);
    expect((await keyRow(key))?.state).toBe('done');
  });

  it('forgets expired keys: lazily on use and by the sweep', async () => {
    const key = randomUUID();
    const old = new Date(Date.now() - KEY_TTL_MS - 60_000);
    await t.db.insert(idempotencyKeys).values({
      userId: scene.supervisor.id,
      route: PROBE_ROUTE,
      key,
      requestHash: payloadHash({ old: true }),
      state: 'done',
      status: 201,
      response: { old: true },
      createdAt: old,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const fresh = await callProbe({ now: true }, key);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotency-replayed']).toBeUndefined();

    const stale = randomUUID();
    await t.db.insert(idempotencyKeys).values({
      userId: scene.supervisor.id,
      route: PROBE_ROUTE,
      key: stale,
      requestHash: 'x',
      createdAt: old,
      expiresAt: new Date(Date.now() - 1),
    });
    expect(await sweepExpiredKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await keyRow(stale)).toBeUndefined();
    expect(await keyRow(key)).toBeDefined();
  });

  it('releases the claim when the write fails, so the retry runs once', async () => {
    const key = randomUUID();
    const writes = probe.writes;
    probe.failNext = true;
    const crashed = await callProbe({ a: 1 }, key);
    expect(crashed.statusCode).toBe(500);
    expect(isApiErrorBody(crashed.json())).toBe(true);
    expect(await keyRow(key)).toBeUndefined();
    const retry = await callProbe({ a: 1 }, key);
    expect(retry.statusCode).toBe(201);
    expect(probe.writes).toBe(writes + 1);
  });

  it('stores a 4xx outcome as final', async () => {
    const key = randomUUID();
    probe.reject422 = true;
    const refused = await callProbe({ a: 1 }, key);
    probe.reject422 = false;
    expect(refused.statusCode).toBe(422);
    const replay = await callProbe({ a: 1 }, key);
    expect(replay.statusCode).toBe(422);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(refused.json());
  });

  it('refuses a malformed key with 400 and accepts a request without one', async () => {
    for (const bad of ['abc', '123e4567-e89b-12d3-a456-42661417400', `${randomUUID()}x`, ' ']) {
      const response = await callProbe({ a: 1 }, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['Idempotency-Key']);
    }
    const before = await t.db.select().from(idempotencyKeys);
    expect((await callProbe({ a: 1 })).statusCode).toBe(201);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(before.length);
  });
});

describe('Idempotency-Key on the time route', () => {
  it('10 concurrent requests with one key write one row and one audit entry', async () => {
    const person = scene.staff[0];
    if (!person) throw new Error('no staff');
    const { messeId, customerId } = scene.pair;
    const url = `/app/api/stundenerfassung/staff/${messeId}/${customerId}/${person.id}/2026-11-22`;
    const key = randomUUID();
    const body = { time_start: 540, time_end: 1020, time_break: 45 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postJson(t.app, url, body, { cookie: scene.cookies.supervisor, 'idempotency-key': key }),
      ),
    );
    const fresh = answers.filter(
      (a) => a.statusCode === 200 && a.headers['idempotency-replayed'] === undefined,
    );
    expect(fresh).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json()).toEqual(fresh[0]?.json());
      else expect(answer.json()).toMatchObject({ code: 'request_in_progress' });
    }
    const rows = await t.db
      .select()
      .from(times)
      .where(and(eq(times.bewerberId, person.id), eq(times.day, '2026-11-22')));
    expect(rows).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'time_changed'),
          like(auditLog.subject, `%/${person.id}/2026-11-22`),
        ),
      );
    expect(audit).toHaveLength(1);

    const mismatch = await postJson(
      t.app,
      url,
      { ...body, time_break: 30 },
      {
        cookie: scene.cookies.supervisor,
        'idempotency-key': key,
      },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ code: 'idempotency_mismatch' });
  });
});

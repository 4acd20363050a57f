import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { OUTBOX_BATCH_MAX_ENTRIES } from '@domain/shared/outbox-batch';
import { times } from '@server/platform/db/schema/messen';
import { auditLog, idempotencyKeys } from '@server/platform/db/schema/system';
import { KEY_TTL_MS } from '@server/platform/idempotency/key-store';
import { runKeyedWriteIn } from '@server/platform/idempotency/keyed-write';
import { payloadHash } from '@server/platform/idempotency/request-hash';
import { uploadPayload } from '@server/areas/stundenerfassung/signature-upload';
import {
  createTime,
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import {
  batchResults,
  entryPath,
  postBatch,
  VIAS,
  writeVia,
} from '@tests/support/time-tracking-batch';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The batch call (ADR 0018). The idempotency and lock matrix runs once per way
 * in (`via`: the single call or a one-entry batch) with the same expectations;
 * then what only a batch has: several entries, mixed outcomes, replays across
 * the two ways, concurrency and the envelope's refusals.
 */

const BASE = '/app/api/stundenerfassung';
const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };
type Scene = Awaited<ReturnType<typeof createTimetrackingScene>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh pair per test: signatures lock sheets for good. */
async function setup() {
  const scene = await createTimetrackingScene(t.db, 3);
  const pair = `${scene.pair.messeId}/${scene.pair.customerId}`;
  const staff = (index: number) => scene.staff[index]?.id ?? 0;
  return {
    scene,
    timeUrl: (index: number, day: string) => `${BASE}/staff/${pair}/${staff(index)}/${day}`,
    staffSignUrl: (index: number) => `${BASE}/staff/${pair}/${staff(index)}/sign`,
    customerSignUrl: `${BASE}/customer/${pair}/sign`,
    cookie: { cookie: scene.cookies.supervisor },
    stored: () =>
      t.db
        .select()
        .from(times)
        .where(
          and(eq(times.messeId, scene.pair.messeId), eq(times.customerId, scene.pair.customerId)),
        ),
  };
}

const changesBy = (scene: Scene) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'time_changed'), eq(auditLog.userId, scene.supervisor.id)));

describe.each(VIAS)('the write rules, via %s', (via) => {
  it('a key replays its stored answer (marked replayed) and writes once', async () => {
    const { scene, timeUrl, cookie } = await setup();
    const key = randomUUID();
    const first = await writeVia(t.app, via, timeUrl(0, '2026-11-21'), ENTRY, {
      ...cookie,
      'idempotency-key': key,
    });
    expect(first).toMatchObject({ status: 200, replayed: false });
    const again = await writeVia(t.app, via, timeUrl(0, '2026-11-21'), ENTRY, {
      ...cookie,
      'idempotency-key': key.toUpperCase(),
    });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await changesBy(scene)).toHaveLength(1);
  });

  it('the same key with another body is 422 idempotency_mismatch', async () => {
    const { timeUrl, cookie } = await setup();
    const key = randomUUID();
    await writeVia(t.app, via, timeUrl(0, '2026-11-21'), ENTRY, {
      ...cookie,
      'idempotency-key': key,
    });
    const other = await writeVia(
      t.app,
      via,
      timeUrl(0, '2026-11-21'),
      { ...ENTRY, time_break: 0 },
      { ...cookie, 'idempotency-key': key },
    );
    expect(other).toMatchObject({
      status: 422,
      body: { code: 'idempotency_mismatch', errors: {} },
    });
  });

  it('invalid values are 422 with field errors in the request language, final for the key', async () => {
    const { timeUrl, cookie, stored } = await setup();
    const key = randomUUID();
    const headers = { ...cookie, 'accept-language': 'en', 'idempotency-key': key };
    const bad = { time_start: 600, time_end: 540, time_break: 70 };
    const refused = await writeVia(t.app, via, timeUrl(0, '2026-11-21'), bad, headers);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.time_break).toBeDefined();
    expect(isApiErrorBody(refused.body)).toBe(true);
    expect(await writeVia(t.app, via, timeUrl(0, '2026-11-21'), bad, headers)).toEqual({
      ...refused,
      replayed: true,
    });
    for (const wrong of [null, [], 'x', { time_start: '540', time_end: 600, time_break: 0 }]) {
      const answer = await writeVia(t.app, via, timeUrl(0, '2026-11-22'), wrong, cookie);
      expect(answer.status, JSON.stringify(wrong)).toBe(422);
    }
    expect(await stored()).toHaveLength(0);
  });

  it('404 for a day outside the fair, a person not on the pair, another supervisor’s pair; 400 for a malformed id', async () => {
    const { scene, timeUrl, cookie } = await setup();
    expect((await writeVia(t.app, via, timeUrl(0, '2026-11-25'), ENTRY, cookie)).status).toBe(404);
    const pair = `${scene.pair.messeId}/${scene.pair.customerId}`;
    const foreignPerson = `${BASE}/staff/${pair}/${scene.foreignStaff.id}/2026-11-21`;
    expect((await writeVia(t.app, via, foreignPerson, ENTRY, cookie)).status).toBe(404);
    const otherSupervisor = { cookie: scene.cookies.otherSupervisor };
    const theirs = await writeVia(t.app, via, timeUrl(0, '2026-11-21'), ENTRY, otherSupervisor);
    expect(theirs).toMatchObject({ status: 404, body: { errors: {} } });
    const malformed = await writeVia(
      t.app,
      via,
      `${BASE}/staff/${pair}/0/2026-11-21`,
      ENTRY,
      cookie,
    );
    expect(malformed).toMatchObject({
      status: 400,
      body: { errors: { staff: [expect.any(String)] } },
    });
  });

  it('a signature locks (409 sheet_signed); a key accepted before replays its 2xx; others stay open', async () => {
    const { timeUrl, staffSignUrl, customerSignUrl, cookie } = await setup();
    const key = randomUUID();
    const before = await writeVia(t.app, via, timeUrl(1, '2026-11-21'), ENTRY, {
      ...cookie,
      'idempotency-key': key,
    });
    const signed = await writeVia(
      t.app,
      via,
      staffSignUrl(1),
      { signature: SAMPLE_SIGNATURE_SVG },
      cookie,
    );
    expect(signed).toMatchObject({
      status: 200,
      body: { signature: expect.stringMatching(/^data:/) },
    });
    const locked = await writeVia(
      t.app,
      via,
      timeUrl(1, '2026-11-21'),
      { ...ENTRY, time_break: 0 },
      {
        ...cookie,
        'accept-language': 'en',
      },
    );
    expect(locked).toEqual({
      status: 409,
      body: { message: 'Timesheet already signed', errors: {}, code: 'sheet_signed' },
      replayed: false,
    });
    expect(
      await writeVia(t.app, via, timeUrl(1, '2026-11-21'), ENTRY, {
        ...cookie,
        'idempotency-key': key,
      }),
    ).toEqual({ ...before, replayed: true });
    expect((await writeVia(t.app, via, timeUrl(2, '2026-11-21'), ENTRY, cookie)).status).toBe(200);
    const noName = await writeVia(
      t.app,
      via,
      customerSignUrl,
      { signature: SAMPLE_SIGNATURE_SVG },
      cookie,
    );
    expect(noName).toMatchObject({
      status: 422,
      body: { errors: { signatureName: [expect.any(String)] } },
    });
    const empty = await writeVia(
      t.app,
      via,
      staffSignUrl(2),
      { signature: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
      cookie,
    );
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['signature']);
  });

  it('409 request_in_progress (Retry-After 1) while the key’s claim runs', async () => {
    const { scene, timeUrl, cookie } = await setup();
    const key = randomUUID();
    const url = timeUrl(0, '2026-11-21');
    const [, messe, customer, staff, date] =
      /staff\/(\d+)\/(\d+)\/(\d+)\/([\d-]+)$/.exec(url) ?? [];
    await t.db.insert(idempotencyKeys).values({
      userId: scene.supervisor.id,
      route: `POST ${BASE}/staff/:messe/:customer/:staff/:date ${JSON.stringify({ customer, date, messe, staff })}`,
      key,
      requestHash: payloadHash(ENTRY),
      state: 'in_progress',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + KEY_TTL_MS),
    });
    const busy = await writeVia(t.app, via, url, ENTRY, { ...cookie, 'idempotency-key': key });
    expect(busy).toMatchObject({
      status: 409,
      body: { code: 'request_in_progress' },
      retryAfter: 1,
    });
  });

  it('a body nested too deeply is 422 payload_too_deep', async () => {
    const { timeUrl, cookie } = await setup();
    let deep: unknown = 1;
    for (let level = 0; level < 40; level++) deep = [deep];
    const answer = await writeVia(t.app, via, timeUrl(0, '2026-11-21'), deep, {
      ...cookie,
      'idempotency-key': randomUUID(),
    });
    expect(answer).toMatchObject({ status: 422, body: { code: 'payload_too_deep' } });
  });
});

describe('a batch of several entries', () => {
  it('answers one result per entry in order; a refused entry does not block the others', async () => {
    const { scene, timeUrl, staffSignUrl, cookie, stored } = await setup();
    const theirs = `${BASE}/staff/${scene.otherPair.messeId}/${scene.otherPair.customerId}/${scene.foreignStaff.id}/2026-11-21`;
    // Person 2 worked on the 20th and signed: that day is locked (ADR 0017).
    await createTime(t.db, {
      messeId: scene.pair.messeId,
      customerId: scene.pair.customerId,
      bewerberId: scene.staff[2]!.id,
      day: '2026-11-20',
    });
    const signed = await writeVia(
      t.app,
      'single',
      staffSignUrl(2),
      { signature: SAMPLE_SIGNATURE_SVG },
      cookie,
    );
    expect(signed.status).toBe(200);
    const entries = [
      { path: entryPath(timeUrl(0, '2026-11-20')), body: ENTRY },
      { path: entryPath(timeUrl(0, '2026-11-21')), body: { ...ENTRY, time_break: 99 } },
      { path: entryPath(theirs), body: ENTRY },
      { path: 'stundenerfassung/nothing/here', body: ENTRY },
      { path: entryPath(timeUrl(2, '2026-11-20')), body: ENTRY },
      { path: entryPath(timeUrl(1, '2026-11-20')), body: ENTRY },
      {
        path: entryPath(staffSignUrl(1)),
        body: { signature: `data:image/svg+xml,${encodeURIComponent(SAMPLE_SIGNATURE_SVG)}` },
      },
      { path: entryPath(timeUrl(1, '2026-11-21')), body: ENTRY },
      // The day the signature in this batch covers is locked for the entries after it.
      { path: entryPath(timeUrl(1, '2026-11-20')), body: { ...ENTRY, time_break: 45 } },
    ].map((entry) => ({ ...entry, key: randomUUID() }));
    const results = batchResults(await postBatch(t.app, entries, cookie));
    expect(results.map((result) => [result.key, result.status])).toEqual(
      entries.map((entry, index) => [
        entry.key,
        [200, 422, 404, 404, 409, 200, 200, 200, 409][index],
      ]),
    );
    expect(results[4]?.body).toMatchObject({ code: 'sheet_signed' });
    expect(results[8]?.body).toMatchObject({ code: 'sheet_signed' });
    // The signature in the batch covers the days with work time before it (ADR 0017):
    // a later day stays open, so the last entry is written.
    expect((results[6]?.body as { days?: string[] }).days).toEqual(['2026-11-20']);
    expect((await stored()).map((row) => [row.bewerberId, row.day]).sort()).toEqual(
      [
        [scene.staff[0]?.id, '2026-11-20'],
        [scene.staff[1]?.id, '2026-11-20'],
        [scene.staff[1]?.id, '2026-11-21'],
        [scene.staff[2]?.id, '2026-11-20'],
      ].sort(),
    );
    // The lock refusal is audited with the single call's route as its subject.
    const refusals = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'sheet_lock_refused'), eq(auditLog.userId, scene.supervisor.id)),
      );
    expect(JSON.stringify(refusals.at(-1))).toContain('/staff/:messe/:customer/:staff/:date');
  });

  it('a key sent singly replays in a batch, and one sent in a batch replays singly (JSON and multipart)', async () => {
    const { timeUrl, customerSignUrl, cookie } = await setup();
    const singleKey = randomUUID();
    const single = await writeVia(t.app, 'single', timeUrl(0, '2026-11-20'), ENTRY, {
      ...cookie,
      'idempotency-key': singleKey,
    });
    const batchKey = randomUUID();
    const [replayed, fresh] = batchResults(
      await postBatch(
        t.app,
        [
          { key: singleKey, path: entryPath(timeUrl(0, '2026-11-20')), body: ENTRY },
          { key: batchKey, path: entryPath(timeUrl(0, '2026-11-21')), body: ENTRY },
        ],
        cookie,
      ),
    );
    expect(replayed).toMatchObject({ status: 200, replayed: true, body: single.body });
    expect(fresh?.replayed).toBeUndefined();
    const back = await writeVia(t.app, 'single', timeUrl(0, '2026-11-21'), ENTRY, {
      ...cookie,
      'idempotency-key': batchKey,
    });
    expect(back).toEqual({ status: 200, body: fresh?.body, replayed: true });

    // The customer signature sent as multipart (the documented single call) replays from JSON.
    const signKey = randomUUID();
    const form = multipartBody([
      { name: 'signatureName', value: 'Frau Kundin' },
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ]);
    const signed = await t.app.inject({
      method: 'POST',
      url: customerSignUrl,
      payload: form.payload,
      headers: { ...XHR, ...form.headers, ...cookie, 'idempotency-key': signKey },
    });
    expect(signed.statusCode).toBe(200);
    const [again] = batchResults(
      await postBatch(
        t.app,
        [
          {
            key: signKey,
            path: entryPath(customerSignUrl),
            body: { signature: SAMPLE_SIGNATURE_SVG, signatureName: 'Frau Kundin' },
          },
        ],
        cookie,
      ),
    );
    expect(again).toMatchObject({ status: 200, replayed: true, body: signed.json() });
    expect(uploadPayload({ signature: SAMPLE_SIGNATURE_SVG })).toMatchObject({
      signatureName: null,
    });
  });

  it('the same key in two concurrent batches writes once', async () => {
    const { scene, timeUrl, cookie, stored } = await setup();
    const key = randomUUID();
    const entry = [{ key, path: entryPath(timeUrl(0, '2026-11-20')), body: ENTRY }];
    const answers = await Promise.all([
      postBatch(t.app, entry, cookie),
      postBatch(t.app, entry, cookie),
      postBatch(t.app, entry, cookie),
    ]);
    const results = answers.map((answer) => batchResults(answer)[0]);
    for (const result of results) {
      expect(result?.status === 200 || result?.body).toBeTruthy();
      if (result?.status !== 200)
        expect(result?.body).toMatchObject({ code: 'request_in_progress' });
    }
    expect(results.filter((result) => result?.status === 200 && !result.replayed)).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
    expect(await changesBy(scene)).toHaveLength(1);
  });

  it('an entry that must be retried stops the batch: the later ones are 503 not_attempted, unwritten', async () => {
    const { scene, timeUrl, cookie, stored } = await setup();
    const key = randomUUID();
    const url = timeUrl(0, '2026-11-20');
    const [, messe, customer, staff, date] =
      /staff\/(\d+)\/(\d+)\/(\d+)\/([\d-]+)$/.exec(url) ?? [];
    await t.db.insert(idempotencyKeys).values({
      userId: scene.supervisor.id,
      route: `POST ${BASE}/staff/:messe/:customer/:staff/:date ${JSON.stringify({ customer, date, messe, staff })}`,
      key,
      requestHash: payloadHash(ENTRY),
      state: 'in_progress',
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + KEY_TTL_MS),
    });
    const results = batchResults(
      await postBatch(
        t.app,
        [
          { path: entryPath(timeUrl(1, '2026-11-20')), body: ENTRY },
          { key, path: entryPath(url), body: ENTRY },
          { path: entryPath(timeUrl(2, '2026-11-20')), body: ENTRY },
        ],
        cookie,
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 409, 503]);
    expect(results[2]?.body).toMatchObject({ code: 'not_attempted', errors: {} });
    expect((await stored()).map((row) => row.bewerberId)).toEqual([scene.staff[1]?.id]);
  });
});

describe('a key inside a running batch transaction (ADR 0018)', () => {
  it('a request with that key waits for the batch to commit, then replays its answer', async () => {
    const { scene, timeUrl, cookie, stored } = await setup();
    const key = randomUUID();
    const url = timeUrl(0, '2026-11-21');
    const [, messe, customer, staff, date] =
      /staff\/(\d+)\/(\d+)\/(\d+)\/([\d-]+)$/.exec(url) ?? [];
    const scope = {
      userId: scene.supervisor.id,
      route: `POST ${BASE}/staff/:messe/:customer/:staff/:date ${JSON.stringify({ customer, date, messe, staff })}`,
      key,
    };
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const answer = { status: 200, body: { from: 'the batch' } };
    // A batch that has claimed the key and is still writing (its transaction open).
    const batch = t.db.transaction((tx) =>
      runKeyedWriteIn(tx, scope, payloadHash(ENTRY), {
        write: async () => {
          await held;
          return answer;
        },
        clientOutcome: () => null,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    let settled = false;
    const single = writeVia(t.app, 'single', url, ENTRY, { ...cookie, 'idempotency-key': key });
    void single.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Not 409 request_in_progress: the claim is not visible (nor takeable) before the commit.
    expect(settled).toBe(false);
    finish();
    await expect(batch).resolves.toEqual({ kind: 'fresh', outcome: answer });
    expect(await single).toMatchObject({ status: 200, body: answer.body, replayed: true });
    expect(await stored()).toHaveLength(0);
  });
});

describe('the batch envelope', () => {
  const key = () => randomUUID();

  it('refuses what is not a list of entries with 422 in the error shape', async () => {
    const { cookie } = await setup();
    const path = 'stundenerfassung/staff/1/1/1/2026-11-20';
    const duplicate = key();
    const cases: [unknown, string[]][] = [
      [[], ['entries']],
      [{ entries: 'x' }, ['entries']],
      [{ entries: { 0: {} } }, ['entries']],
      [null, ['entries']],
      [
        {
          entries: Array.from({ length: OUTBOX_BATCH_MAX_ENTRIES + 1 }, () => ({
            key: key(),
            path,
          })),
        },
        ['entries'],
      ],
      [{ entries: [1, 'x', null] }, ['entries.0', 'entries.1', 'entries.2']],
      [
        {
          entries: [
            { key: 'not-a-uuid', path },
            { key: 42, path },
          ],
        },
        ['entries.0.key', 'entries.1.key'],
      ],
      [
        {
          entries: [
            { key: duplicate, path },
            { key: duplicate.toUpperCase(), path },
          ],
        },
        ['entries.1.key'],
      ],
      [
        { entries: [{ key: key(), path: 7 }, { key: key() }] },
        ['entries.0.path', 'entries.1.path'],
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${BASE}/batch`,
        headers: { ...XHR, 'content-type': 'application/json', ...cookie },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      const body = response.json<{ errors: Record<string, string[]> }>();
      expect(isApiErrorBody(body)).toBe(true);
      expect(Object.keys(body.errors).sort()).toEqual(fields);
    }
    const empty = await postBatch(t.app, [], cookie);
    expect(empty.json()).toEqual({ results: [] });
  });

  it('answers hostile input in the error shape, never 500', async () => {
    const { timeUrl, cookie } = await setup();
    const send = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/batch`,
        headers: { ...XHR, 'content-type': type, ...cookie },
        payload,
      });
    const broken = await send('{"entries": [');
    expect(broken.statusCode).toBe(400);
    const deepEnvelope = await send(`{"entries":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(deepEnvelope.statusCode).toBe(422);
    const deepBody = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const path = JSON.stringify(entryPath(timeUrl(0, '2026-11-20')));
    const deepEntry = await send(
      `{"entries":[{"key":"${key()}","path":${path},"body":${deepBody}}]}`,
    );
    expect(batchResults(deepEntry)[0]).toMatchObject({
      status: 422,
      body: { code: 'payload_too_deep' },
    });
    const tooLarge = await send(
      JSON.stringify({ entries: [{ key: key(), path: 'x', body: 'x'.repeat(5 * 1024 * 1024) }] }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(isApiErrorBody(tooLarge.json())).toBe(true);
    const paths = [
      '',
      '/',
      '../../auth/logout',
      `${entryPath(timeUrl(0, '2026-11-20'))}?x=1`,
      'stundenerfassung/staff/%E0%A4%A/1/1/2026-11-20',
      'x'.repeat(5000),
    ];
    const results = batchResults(
      await postBatch(
        t.app,
        paths.map((p) => ({ path: p, body: ENTRY })),
        cookie,
      ),
    );
    expect(results.map((result) => result.status)).toEqual(paths.map(() => 404));
    const form = multipartBody([{ name: 'entries', value: '[]' }]);
    const multipart = await t.app.inject({
      method: 'POST',
      url: `${BASE}/batch`,
      payload: form.payload,
      headers: { ...XHR, ...form.headers, ...cookie },
    });
    expect(multipart.statusCode).toBe(422);
  });

  it('needs a session (401), the flag (403) and the CSRF header', async () => {
    const { scene } = await setup();
    expect((await postBatch(t.app, [])).statusCode).toBe(401);
    expect((await postBatch(t.app, [], { cookie: scene.cookies.staffUser })).statusCode).toBe(403);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `${BASE}/batch`,
      headers: { 'content-type': 'application/json', cookie: scene.cookies.supervisor },
      payload: '{"entries":[]}',
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

import 'fake-indexeddb/auto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@src/api/client';
import {
  pairKey,
  staffKey,
  timeKey,
  timeTrackingDb,
  VALUE_KINDS,
} from '@src/features/stundenerfassung/data/db';
import { timeTrackingAnswers } from '@src/features/stundenerfassung/data/answers';
import { createOutboxDrainer } from '@src/offline/outbox-drainer';
import { createOutboxTransport } from '@src/offline/outbox-transport';
import { pullAssignedPairs } from '@src/features/stundenerfassung/data/pull';
import { createSyncStore } from '@src/offline/sync-store';
import {
  saveCustomerSignature,
  saveStaffSignature,
  saveTimeEntry,
} from '@src/features/stundenerfassung/data/writes';
import { auditLog } from '@server/platform/db/schema/system';
import { signatureDays, signatures, times } from '@server/platform/db/schema/messen';
import type { OutboxBatchAnswer } from '@domain/shared/outbox-batch';
import { timeTrackingBatch } from '@src/features/stundenerfassung/data/batch';
import {
  createTime,
  createTimetrackingScene,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The offline engine (src/offline) against the real server and database: the
 * browser's fetch is replaced by app.inject, everything else is the code the
 * page runs (Dexie on fake-indexeddb, the API client, the outbox drainer).
 */

const PREFIX = 'http://portal.test/app/api';
let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
/** How the drainer sends: through the batch call (the app's way) or one request per entry. */
let via: 'batch' | 'single' = 'batch';

/** One answer the device got; `request` numbers the HTTP request that carried it. */
type Seen = { path: string; status: number; replayed: boolean; request: number };
let requests = 0;

/**
 * A fetch served by the app; `loseAnswer` drops a response after the server
 * handled it. A batch answer is recorded as its entries' answers, in order.
 */
function appFetch(cookie: () => string, seen: Seen[], loseAnswer: (index: number) => boolean) {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers.entries());
    const response = await t.app.inject({
      method: request.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: { ...headers, cookie: cookie() },
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const first = seen.length;
    const number = ++requests;
    const path = url.pathname.replace('/app/api/', '');
    if (path === timeTrackingBatch.path && response.statusCode === 200) {
      const sent = JSON.parse(String(init?.body)) as { entries: { path: string }[] };
      const { results } = response.json<OutboxBatchAnswer>();
      results.forEach((result, index) =>
        seen.push({
          path: sent.entries[index]?.path ?? '',
          status: result.status,
          replayed: result.replayed === true,
          request: number,
        }),
      );
    } else {
      seen.push({
        path,
        status: response.statusCode,
        replayed: response.headers['idempotency-replayed'] === 'true',
        request: number,
      });
    }
    if (loseAnswer(first)) throw new TypeError('connection reset');
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
  return fetch;
}

function device(options: { loseAnswer?: (index: number) => boolean; cookie?: () => string } = {}) {
  const seen: Seen[] = [];
  const fetch = appFetch(
    options.cookie ?? (() => scene.cookies.supervisor),
    seen,
    options.loseAnswer ?? (() => false),
  );
  const store = createSyncStore();
  const drainer = createOutboxDrainer({
    db: timeTrackingDb,
    answers: timeTrackingAnswers(),
    transport: createOutboxTransport({
      prefixUrl: PREFIX,
      fetch,
      ...(via === 'batch' ? { batch: timeTrackingBatch } : {}),
    }),
    valueKinds: VALUE_KINDS,
    store,
    locks: null,
    random: () => 0,
    setTimer: () => 0,
    clearTimer: () => undefined,
  });
  const client = createApiClient({ prefixUrl: PREFIX, fetch });
  return { drainer, store, seen, pull: () => pullAssignedPairs({ client }) };
}

const ids = () => ({ messeId: scene.pair.messeId, customerId: scene.pair.customerId });
const staffId = (index: number) => scene.staff[index]!.id;
const entry = (start: number) => ({ time_start: start, time_end: 17 * 60, time_break: 30 });

async function serverTimes() {
  return t.db
    .select()
    .from(times)
    .where(and(eq(times.messeId, scene.pair.messeId), eq(times.customerId, scene.pair.customerId)));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  // A fresh pair per test: signatures lock sheets for good.
  scene = await createTimetrackingScene(t.db, 3);
  if (!timeTrackingDb.isOpen()) await timeTrackingDb.open();
  await Promise.all(timeTrackingDb.tables.map((table) => table.clear()));
});

describe.each(['batch', 'single'] as const)('offline engine against the server, %s', (way) => {
  beforeEach(() => {
    via = way;
  });

  it('entries made offline arrive exactly once each, in order, and the outbox empties', async () => {
    const tablet = device();
    await tablet.pull();
    expect(await timeTrackingDb.staff.count()).toBe(3);

    for (const day of ['2026-11-20', '2026-11-21']) {
      for (const index of [0, 1, 2]) {
        await saveTimeEntry({
          ...ids(),
          staffId: staffId(index),
          day,
          entry: entry(8 * 60 + index * 15),
        });
      }
    }
    await saveStaffSignature({ ...ids(), staffId: staffId(0), svg: SAMPLE_SIGNATURE_SVG });
    await saveCustomerSignature({ ...ids(), svg: SAMPLE_SIGNATURE_SVG, signerName: 'Frau Kunde' });

    await tablet.drainer.drain();

    expect(
      tablet.seen
        .filter((s) => s.path.includes('/staff/') || s.path.endsWith('/sign'))
        .map((s) => s.status),
    ).toEqual(Array(8).fill(200));
    // Through the batch call the eight writes take one request, singly eight.
    const writeRequests = new Set(tablet.seen.slice(2).map((s) => s.request));
    expect(writeRequests.size).toBe(way === 'batch' ? 1 : 8);
    expect(await timeTrackingDb.outbox.count()).toBe(0);
    const rows = await serverTimes();
    expect(rows).toHaveLength(6);
    expect(
      rows.find((row) => row.bewerberId === staffId(2) && row.day === '2026-11-21'),
    ).toMatchObject({
      timeStart: 8 * 60 + 30,
    });
    const pair = await timeTrackingDb.pairs.get(pairKey(scene.pair.messeId, scene.pair.customerId));
    expect(pair?.customer.pivot).toEqual({ signed: true, signed_by: 'Frau Kunde' });
    expect(pair?.signature).toMatch(/^data:image\/svg\+xml/);
    // Each queued signature now holds the days the server says it covers.
    expect(pair?.signatures?.map((item) => [item.days, item.pendingId])).toEqual([
      [['2026-11-20', '2026-11-21'], undefined],
    ]);
    const signedPerson = await timeTrackingDb.staff.get(
      staffKey(scene.pair.messeId, scene.pair.customerId, staffId(0)),
    );
    expect(signedPerson?.signatures?.map((item) => item.days)).toEqual([
      ['2026-11-20', '2026-11-21'],
    ]);
    expect(tablet.store.get()).toBe('idle');
  });

  it('a queued signature naming its days covers only those; the other day stays open', async () => {
    const tablet = device();
    await tablet.pull();
    for (const day of ['2026-11-20', '2026-11-21']) {
      await saveTimeEntry({ ...ids(), staffId: staffId(0), day, entry: entry(8 * 60) });
    }
    await saveStaffSignature({
      ...ids(),
      staffId: staffId(0),
      svg: SAMPLE_SIGNATURE_SVG,
      days: ['2026-11-20'],
    });
    await tablet.drainer.drain();
    expect(tablet.seen.slice(2).map((s) => s.status)).toEqual([200, 200, 200]);
    expect(new Set(tablet.seen.slice(2).map((s) => s.request)).size).toBe(way === 'batch' ? 1 : 3);

    const stored = await t.db
      .select({ day: signatureDays.day })
      .from(signatureDays)
      .innerJoin(signatures, eq(signatures.id, signatureDays.signatureId))
      .where(
        and(eq(signatures.messeId, scene.pair.messeId), eq(signatures.bewerberId, staffId(0))),
      );
    expect(stored.map((row) => row.day)).toEqual(['2026-11-20']);
    const person = await timeTrackingDb.staff.get(
      staffKey(scene.pair.messeId, scene.pair.customerId, staffId(0)),
    );
    expect(person?.signatures?.map((item) => item.days)).toEqual([['2026-11-20']]);

    // The uncovered day still takes a change, through whichever way the drainer sends.
    await saveTimeEntry({ ...ids(), staffId: staffId(0), day: '2026-11-21', entry: entry(9 * 60) });
    await tablet.drainer.drain();
    expect(tablet.seen.at(-1)?.status).toBe(200);
    const rows = await serverTimes();
    expect(rows.find((row) => row.day === '2026-11-21')).toMatchObject({ timeStart: 9 * 60 });
    expect(await timeTrackingDb.outbox.count()).toBe(0);
  });

  it('a lost answer is retried with the same key and replayed, not written twice', async () => {
    let lost = false;
    // The server commits the first write, then the connection drops before the answer.
    const tablet = device({
      loseAnswer: (index) => {
        const post = Boolean(tablet.seen[index]?.path.includes('/staff/')) && !lost;
        if (post) lost = true;
        return post;
      },
    });
    await tablet.pull();
    await saveTimeEntry({ ...ids(), staffId: staffId(0), day: '2026-11-22', entry: entry(9 * 60) });

    await tablet.drainer.drain();
    expect((await timeTrackingDb.outbox.toArray())[0]?.state).toBe('retry');
    await tablet.drainer.drain({ force: true });

    expect(tablet.seen.slice(2).map((s) => [s.status, s.replayed])).toEqual([
      [200, false],
      [200, true],
    ]);
    expect(await timeTrackingDb.outbox.count()).toBe(0);
    const changes = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'time_changed'), eq(auditLog.userId, scene.supervisor.id)));
    expect(changes).toHaveLength(1);
  });

  it('a tap after a lost answer folds into the waiting entry under a fresh key, and the server takes the new value', async () => {
    let lost = false;
    const tablet = device({
      loseAnswer: (index) => {
        const post = Boolean(tablet.seen[index]?.path.includes('/staff/')) && !lost;
        if (post) lost = true;
        return post;
      },
    });
    await tablet.pull();
    const day = { ...ids(), staffId: staffId(0), day: '2026-11-22' };
    await saveTimeEntry({ ...day, entry: entry(9 * 60) });
    // The server stores the key with 09:00, the answer is lost: the entry waits to be retried.
    await tablet.drainer.drain();
    const [waiting] = await timeTrackingDb.outbox.toArray();
    expect(waiting?.state).toBe('retry');

    await saveTimeEntry({ ...day, entry: entry(9 * 60 + 15) });
    await saveTimeEntry({ ...day, entry: entry(9 * 60 + 30) });
    const queued = await timeTrackingDb.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.id).not.toBe(waiting?.id);
    await tablet.drainer.drain({ force: true });

    expect(tablet.seen.slice(2).map((s) => [s.status, s.replayed])).toEqual([
      [200, false],
      [200, false],
    ]);
    expect(await timeTrackingDb.outbox.count()).toBe(0);
    expect((await serverTimes()).map((row) => row.timeStart)).toEqual([9 * 60 + 30]);
    // Why the key had to change: the old key with the new body is refused.
    const reused = await t.app.inject({
      method: 'POST',
      url: `/app/api/${waiting?.path ?? ''}`,
      headers: {
        cookie: scene.cookies.supervisor,
        'x-requested-with': 'XMLHttpRequest',
        'idempotency-key': waiting?.id ?? '',
      },
      payload: entry(9 * 60 + 30),
    });
    expect([reused.statusCode, reused.json<{ code?: string }>().code]).toEqual([
      422,
      'idempotency_mismatch',
    ]);
  });

  it('an edit to a sheet signed elsewhere meanwhile ends parked with the 409, the rest arrives', async () => {
    await createTime(t.db, {
      messeId: scene.pair.messeId,
      customerId: scene.pair.customerId,
      bewerberId: staffId(0),
      day: '2026-11-20',
    });
    const tablet = device();
    await tablet.pull();
    // Another tablet collects the staff signature (of the 20th) first.
    const other = device();
    await timeTrackingDb.outbox.clear();
    await saveStaffSignature({ ...ids(), staffId: staffId(0), svg: SAMPLE_SIGNATURE_SVG });
    await other.drainer.drain();
    // This tablet still shows the day unsigned and edits it.
    await timeTrackingDb.staff.update(staffKey(ids().messeId, ids().customerId, staffId(0)), {
      signed: false,
      signature: null,
      signatures: [],
    });
    await saveTimeEntry({ ...ids(), staffId: staffId(0), day: '2026-11-20', entry: entry(7 * 60) });
    await saveTimeEntry({ ...ids(), staffId: staffId(1), day: '2026-11-20', entry: entry(7 * 60) });

    await tablet.drainer.drain();

    const parked = await timeTrackingDb.outbox.toArray();
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({
      state: 'rejected',
      rowKey: timeKey(ids().messeId, ids().customerId, staffId(0), '2026-11-20'),
      error: { status: 409, code: 'sheet_signed', message: expect.any(String) },
    });
    expect(parked[0]?.error?.message).not.toBe('');
    const stored = (await serverTimes()).map((row) => [row.bewerberId, row.timeStart] as const);
    expect(stored.sort((a, b) => a[0] - b[0])).toEqual([
      [staffId(0), 540],
      [staffId(1), 7 * 60],
    ]);
  });

  it('a lost session pauses the queue; after a new login everything is sent', async () => {
    let cookie = 'mp_session=expired';
    const tablet = device({ cookie: () => cookie });
    await device().pull();
    await saveTimeEntry({ ...ids(), staffId: staffId(0), day: '2026-11-20', entry: entry(9 * 60) });
    await saveTimeEntry({ ...ids(), staffId: staffId(1), day: '2026-11-20', entry: entry(9 * 60) });

    await tablet.drainer.drain();
    expect(tablet.store.get()).toBe('needs-login');
    expect((await timeTrackingDb.outbox.toArray()).map((row) => row.state)).toEqual([
      'needs-login',
      'needs-login',
    ]);

    cookie = scene.cookies.supervisor;
    await tablet.drainer.resume();
    expect(await timeTrackingDb.outbox.count()).toBe(0);
    expect(await serverTimes()).toHaveLength(2);
  });
});

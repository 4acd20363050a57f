import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeTrackingCustomerSheet } from '@domain/stundenerfassung/stundenerfassung';
import { createSheetCache } from '@server/areas/stundenerfassung/sheet-cache';
import { bumpSheetRevision } from '@server/areas/stundenerfassung/writes/sheet-lock';
import {
  createTime,
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The customer sheet's revision cache (ADR 0011): instance A serves the sheet,
 * instance B (another app on the same database, with its own cache) writes.
 */

const BASE = '/app/api/stundenerfassung';
const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ shareDatabaseWith: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

type Scene = Awaited<ReturnType<typeof createTimetrackingScene>>;

async function scene() {
  const s = await createTimetrackingScene(a.db, 2);
  const ids = `${s.pair.messeId}/${s.pair.customerId}`;
  const staffId = (index: number) => s.staff[index]?.id ?? 0;
  return { s, ids, staffId };
}

function get(app: TestApp, url: string, cookie: string, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
}

function sheetOf(app: TestApp, s: Scene, ids: string, day?: string) {
  const url = day ? `${BASE}/customer/${ids}/${day}` : `${BASE}/customer/${ids}`;
  return get(app, url, s.cookies.supervisor);
}

function signAs(app: TestApp, s: Scene, url: string, fields: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = multipartBody(fields);
  return app.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...XHR, ...headers, cookie: s.cookies.supervisor },
  });
}

const timesOf = (sheet: TimeTrackingCustomerSheet, staffId: number) =>
  sheet.staff.find((person) => person.id === staffId)?.times;

describe('customer sheet cache across instances', () => {
  it('a time written on B shows on A at once, in the sheet and the date view', async () => {
    const { s, ids, staffId } = await scene();
    const before = await sheetOf(a, s, ids);
    const dayBefore = await sheetOf(a, s, ids, '2026-11-21');
    expect(timesOf(before.json<TimeTrackingCustomerSheet>(), staffId(0))).toEqual([]);
    expect(timesOf(dayBefore.json<TimeTrackingCustomerSheet>(), staffId(0))).toEqual([]);

    const saved = await postJson(b.app, `${BASE}/staff/${ids}/${staffId(0)}/2026-11-21`, ENTRY, {
      cookie: s.cookies.supervisor,
    });
    expect(saved.statusCode).toBe(200);

    const after = await sheetOf(a, s, ids);
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(timesOf(after.json<TimeTrackingCustomerSheet>(), staffId(0))).toEqual([
      { day: '2026-11-21', ...ENTRY },
    ]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const dayAfter = await sheetOf(a, s, ids, '2026-11-21');
    expect(timesOf(dayAfter.json<TimeTrackingCustomerSheet>(), staffId(0))).toEqual([
      { day: '2026-11-21', ...ENTRY },
    ]);
    // Another day's view holds no time of the 21st, cached or not.
    const otherDay = await sheetOf(a, s, ids, '2026-11-22');
    expect(timesOf(otherDay.json<TimeTrackingCustomerSheet>(), staffId(0))).toEqual([]);
  });

  it('a staff signature on B shows on A at once', async () => {
    const { s, ids, staffId } = await scene();
    await createTime(a.db, {
      messeId: s.pair.messeId,
      customerId: s.pair.customerId,
      bewerberId: staffId(1),
      day: '2026-11-21',
    });
    const before = await sheetOf(a, s, ids);
    expect(before.json<TimeTrackingCustomerSheet>().staff.every((person) => !person.signed)).toBe(
      true,
    );
    const signed = await signAs(b, s, `${BASE}/staff/${ids}/${staffId(1)}/sign`, [
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ]);
    expect(signed.statusCode).toBe(200);
    const after = (await sheetOf(a, s, ids)).json<TimeTrackingCustomerSheet>();
    expect(after.staff.find((person) => person.id === staffId(1))?.signed).toBe(true);
    expect(after.staff.find((person) => person.id === staffId(0))?.signed).toBe(false);
  });

  it('a customer signature on B shows on A at once, in the sheet and the date view', async () => {
    const { s, ids, staffId } = await scene();
    await createTime(a.db, {
      messeId: s.pair.messeId,
      customerId: s.pair.customerId,
      bewerberId: staffId(0),
      day: '2026-11-21',
    });
    await sheetOf(a, s, ids);
    await sheetOf(a, s, ids, '2026-11-20');
    const signed = await signAs(b, s, `${BASE}/customer/${ids}/sign`, [
      { name: 'signatureName', value: 'Frau Kundin' },
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG },
    ]);
    expect(signed.statusCode).toBe(200);
    for (const day of [undefined, '2026-11-20']) {
      const after = (await sheetOf(a, s, ids, day)).json<TimeTrackingCustomerSheet>();
      expect(after.customer.pivot).toEqual({ signed: true, signed_by: 'Frau Kundin' });
      expect(after.signature).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    }
  });

  it('serves the cached body while the revision holds, and rebuilds when it moves', async () => {
    const { s, ids, staffId } = await scene();
    const pair = { messeId: s.pair.messeId, customerId: s.pair.customerId };
    const first = await sheetOf(a, s, ids);
    // Written behind the routes' back, without a bump: A keeps its body (the cache is real) ...
    await createTime(a.db, { ...pair, bewerberId: staffId(0), day: '2026-11-24' });
    const cached = await sheetOf(a, s, ids);
    expect(cached.body).toBe(first.body);
    expect(cached.headers.etag).toBe(first.headers.etag);
    // ... and B, with no entry yet, shows the row: the two instances disagree until a bump.
    expect(
      timesOf((await sheetOf(b, s, ids)).json<TimeTrackingCustomerSheet>(), staffId(0)),
    ).toHaveLength(1);
    await bumpSheetRevision(a.db, pair);
    const fresh = await sheetOf(a, s, ids);
    expect(timesOf(fresh.json<TimeTrackingCustomerSheet>(), staffId(0))).toHaveLength(1);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('authorization before the cache', () => {
  it('never hands a cached body (or a 304) to anyone else', async () => {
    const { s, ids } = await scene();
    const cached = await sheetOf(a, s, ids);
    const dayCached = await sheetOf(a, s, ids, '2026-11-21');
    expect(cached.statusCode).toBe(200);
    const etags = [cached.headers.etag, dayCached.headers.etag].join(', ');
    for (const day of ['', '/2026-11-21']) {
      const url = `${BASE}/customer/${ids}${day}`;
      const foreign = await get(a, url, s.cookies.otherSupervisor, { 'if-none-match': etags });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(s.pair.customer.name);
      expect(foreign.headers.etag).toBeUndefined();
      const noFlag = await get(a, url, s.cookies.staffUser, { 'if-none-match': etags });
      expect(noFlag.statusCode).toBe(403);
      const anonymous = await a.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etags },
      });
      expect(anonymous.statusCode).toBe(401);
    }
    // A day outside the fair stays 404 for the pair's own supervisor.
    const outside = await get(a, `${BASE}/customer/${ids}/2026-12-24`, s.cookies.supervisor);
    expect(outside.statusCode).toBe(404);
  });
});

describe('ETag and If-None-Match', () => {
  it('answers 304 for the current revision and 200 after a write', async () => {
    const { s, ids, staffId } = await scene();
    const first = await sheetOf(a, s, ids);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(a, `${BASE}/customer/${ids}`, s.cookies.supervisor, {
        'if-none-match': String(header),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    // The same revision on the other instance carries the same tag (nothing cached there yet).
    const onB = await get(b, `${BASE}/customer/${ids}`, s.cookies.supervisor, {
      'if-none-match': String(etag),
    });
    expect(onB.statusCode).toBe(304);

    await postJson(b.app, `${BASE}/staff/${ids}/${staffId(0)}/2026-11-20`, ENTRY, {
      cookie: s.cookies.supervisor,
    });
    const changed = await get(a, `${BASE}/customer/${ids}`, s.cookies.supervisor, {
      'if-none-match': String(etag),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(timesOf(changed.json<TimeTrackingCustomerSheet>(), staffId(0))).toHaveLength(1);
  });

  it('tags the date view apart from the sheet and from other days', async () => {
    const { s, ids } = await scene();
    const sheet = await sheetOf(a, s, ids);
    const day = await sheetOf(a, s, ids, '2026-11-21');
    const otherDay = await sheetOf(a, s, ids, '2026-11-22');
    const tags = new Set([sheet.headers.etag, day.headers.etag, otherDay.headers.etag]);
    expect(tags.size).toBe(3);
    const notModified = await get(a, `${BASE}/customer/${ids}/2026-11-21`, s.cookies.supervisor, {
      'if-none-match': String(day.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    const fullWithDayTag = await get(a, `${BASE}/customer/${ids}`, s.cookies.supervisor, {
      'if-none-match': String(day.headers.etag),
    });
    expect(fullWithDayTag.statusCode).toBe(200);
  });
});

describe('sheet cache bounds', () => {
  const built = (rev: number, text: string) => async () => ({ rev, body: Buffer.from(text) });
  const text = (body: Buffer | undefined) => body?.toString();

  it('serves only the asked revision and never replaces a newer one with an older one', async () => {
    const cache = createSheetCache(100);
    await cache.load('k', 2, built(2, 'two'));
    expect(text(cache.get('k', 2))).toBe('two');
    expect(cache.get('k', 1)).toBeUndefined();
    expect(cache.get('k', 3)).toBeUndefined();
    await cache.load('k', 1, built(1, 'one'));
    expect(text(cache.get('k', 2))).toBe('two');
  });

  it('drops the least recently used bodies past its size', async () => {
    const cache = createSheetCache(10);
    await cache.load('a', 0, built(0, 'aaaa'));
    await cache.load('b', 0, built(0, 'bbbb'));
    expect(text(cache.get('a', 0))).toBe('aaaa'); // a is now the most recent
    await cache.load('c', 0, built(0, 'cccc'));
    expect(cache.get('b', 0)).toBeUndefined();
    expect(text(cache.get('a', 0))).toBe('aaaa');
    expect(text(cache.get('c', 0))).toBe('cccc');
    await cache.load('huge', 0, built(0, 'x'.repeat(11)));
    expect(cache.get('huge', 0)).toBeUndefined();
  });

  it('builds once for concurrent misses of one revision, and again after a failure', async () => {
    const cache = createSheetCache(100);
    let builds = 0;
    const slow = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { rev: 1, body: Buffer.from('one') };
    };
    const bodies = await Promise.all([1, 2, 3].map(() => cache.load('k', 1, slow)));
    expect(bodies.map((entry) => text(entry.body))).toEqual(['one', 'one', 'one']);
    expect(builds).toBe(1);
    await expect(cache.load('f', 1, () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(text((await cache.load('f', 1, built(1, 'ok'))).body)).toBe('ok');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { signatures, times } from '@server/platform/db/schema/messen';
import { idempotencyKeys } from '@server/platform/db/schema/system';
import { nestsDeeperThan } from '@server/platform/idempotency/request-hash';
import { createTimetrackingScene, SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The Idempotency-Key's request hash walks the payload. A JSON body nested
 * 100,000 deep overflowed the stack there (500), where the same body without
 * a key got the route's 422. Too deep is now a 422 before anything is hashed.
 */
const BASE = '/app/api/stundenerfassung';
const DEPTH = 100_000;
const deepArray = (depth = DEPTH) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth = DEPTH) => `${'{"":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** As deep as the 64 KiB JSON body limit of the other API routes lets an array go. */
const FITS_JSON_LIMIT = 32_000;

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 2);
});
afterAll(() => t.close());

/**
 * Each idempotent route with bodies that nest deeply somewhere: 100,000 deep
 * where the route's body limit allows it (the sign routes take 0.5 MiB), as
 * deep as it allows elsewhere.
 */
function routes(): Record<string, { url: string; bodies: string[] }> {
  const { messeId, customerId } = scene.pair;
  const staffId = scene.staff[0]?.id;
  const svg = JSON.stringify(SAMPLE_SIGNATURE_SVG);
  return {
    'save time': {
      url: `${BASE}/staff/${messeId}/${customerId}/${staffId}/2026-11-21`,
      bodies: [
        deepArray(FITS_JSON_LIMIT),
        deepObject(FITS_JSON_LIMIT / 2.5),
        `{"time_start":${deepArray(FITS_JSON_LIMIT - 10)}}`,
      ],
    },
    'staff signature': {
      url: `${BASE}/staff/${messeId}/${customerId}/${staffId}/sign`,
      // The staff route ignores signatureName, but the key's payload holds it.
      bodies: [deepArray(), `{"signatureName":${deepObject()}}`],
    },
    'customer signature': {
      url: `${BASE}/customer/${messeId}/${customerId}/sign`,
      bodies: [`{"signature":${svg},"signatureName":${deepArray()}}`, deepObject()],
    },
  };
}

function post(url: string, payload: string, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...XHR,
      'content-type': 'application/json',
      cookie: scene.cookies.supervisor,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

describe('deeply nested JSON on idempotent routes', () => {
  it.each(['save time', 'staff signature', 'customer signature'])(
    '%s: 422 in the error shape with and without Idempotency-Key, nothing written',
    async (name) => {
      const route = routes()[name];
      if (!route) throw new Error(name);
      for (const body of route.bodies) {
        const without = await post(route.url, body);
        expect(without.statusCode, body.slice(0, 30)).toBe(422);
        const key = randomUUID();
        const keyed = await post(route.url, body, key);
        expect(keyed.statusCode, body.slice(0, 30)).toBe(422);
        expect(isApiErrorBody(keyed.json())).toBe(true);
      }
      // Nothing signed or saved; a key is kept only with its 422 answer.
      expect(await t.db.select().from(signatures)).toEqual([]);
      expect(await t.db.select().from(times)).toEqual([]);
      for (const row of await t.db.select().from(idempotencyKeys)) expect(row.status).toBe(422);
    },
  );

  it('save time: 100,000 deep is over the body limit (413) before anything is parsed', async () => {
    const url = routes()['save time']?.url ?? '';
    const response = await post(url, deepArray(), randomUUID());
    expect(response.statusCode).toBe(413);
    expect(isApiErrorBody(response.json())).toBe(true);
  });
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not scalars, without recursion', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan('x', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan([], 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
    expect(nestsDeeperThan([[], [[[]]]], 3)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(deepArray()), 32)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(deepObject()), 32)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(deepArray(32)), 32)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(deepArray(33)), 32)).toBe(true);
    // Wide is fine, also the same object seen twice.
    const leaf = { x: 1 };
    expect(
      nestsDeeperThan(
        Array.from({ length: 100_000 }, () => leaf),
        2,
      ),
    ).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import {
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { BATCH_URL, batchResults, entryPath } from '@tests/support/time-tracking-batch';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const BASE = '/app/api/stundenerfassung';

type Scene = Awaited<ReturnType<typeof createTimetrackingScene>>;
type Call = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** Sent as a one-entry batch (ADR 0018): the entry's result stands for the answer. */
  batched?: boolean;
};
type Pair = { messeId: number; customerId: number };

/** Every route of the area, for a pair and a person on it; the signed-in expectation is 2xx. */
function routes(pair: Pair, staffId: number): Record<string, Call> {
  const ids = `${pair.messeId}/${pair.customerId}`;
  const json = { 'content-type': 'application/json' };
  const staffSign = multipartBody([
    { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
  ]);
  const customerSign = multipartBody([
    { name: 'signatureName', value: 'Kundin' },
    { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
  ]);
  const asBatch = (path: string, body: unknown): Call => ({
    method: 'POST',
    url: BATCH_URL,
    headers: json,
    payload: JSON.stringify({ entries: [{ key: randomUUID(), path: entryPath(path), body }] }),
    batched: true,
  });
  const signature = SAMPLE_SIGNATURE_SVG;
  return {
    list: { method: 'GET', url: BASE },
    customer: { method: 'GET', url: `${BASE}/customer/${ids}` },
    customerDay: { method: 'GET', url: `${BASE}/customer/${ids}/2026-11-21` },
    staff: { method: 'GET', url: `${BASE}/staff/${ids}/${staffId}?date=2026-11-21` },
    saveTime: {
      method: 'POST',
      url: `${BASE}/staff/${ids}/${staffId}/2026-11-21`,
      headers: json,
      payload: JSON.stringify({ time_start: 540, time_end: 1080, time_break: 30 }),
    },
    signStaff: {
      method: 'POST',
      url: `${BASE}/staff/${ids}/${staffId}/sign`,
      headers: staffSign.headers,
      payload: staffSign.payload,
    },
    signCustomer: {
      method: 'POST',
      url: `${BASE}/customer/${ids}/sign`,
      headers: customerSign.headers,
      payload: customerSign.payload,
    },
    batchSaveTime: asBatch(`${BASE}/staff/${ids}/${staffId}/2026-11-22`, {
      time_start: 540,
      time_end: 1080,
      time_break: 30,
    }),
    batchSignStaff: asBatch(`${BASE}/staff/${ids}/${staffId}/sign`, { signature }),
    batchSignCustomer: asBatch(`${BASE}/customer/${ids}/sign`, {
      signature,
      signatureName: 'Kundin',
    }),
  };
}

let t: TestApp;
let scene: Scene;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 1);
});
afterAll(() => t.close());

/** The answer's status and body; a batch's own refusal, else its one entry's result. */
async function send(call: Call, cookie?: string) {
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...XHR, ...(call.headers ?? {}), ...(cookie ? { cookie } : {}) },
    payload: call.payload,
  });
  if (!call.batched || response.statusCode !== 200) {
    return {
      statusCode: response.statusCode,
      json: <T = unknown>() => response.json<T>(),
      raw: response,
    };
  }
  const [result] = batchResults(response);
  return {
    statusCode: result?.status ?? 0,
    json: <T = unknown>() => result?.body as T,
    raw: response,
  };
}

describe('time-tracking authorization matrix', () => {
  const names = Object.keys(routes({ messeId: 1, customerId: 1 }, 1));

  it.each(names)('%s: anonymous 401, without the flag 403', async (name) => {
    const call = routes(scene.pair, scene.staff[0]?.id ?? 0)[name];
    if (!call) throw new Error(name);
    const anonymous = await send(call);
    expect(anonymous.statusCode).toBe(401);
    expect(isApiErrorBody(anonymous.json())).toBe(true);
    const noFlag = await send(call, scene.cookies.staffUser);
    expect(noFlag.statusCode).toBe(403);
    expect(isApiErrorBody(noFlag.json())).toBe(true);
  });

  it.each(names.filter((name) => name !== 'list'))(
    '%s: a supervisor of another pair gets 404, for this pair and with this pair’s person on theirs',
    async (name) => {
      const mine = routes(scene.pair, scene.staff[0]?.id ?? 0)[name];
      const mixed = routes(scene.otherPair, scene.staff[0]?.id ?? 0)[name];
      if (!mine || !mixed) throw new Error(name);
      const foreign = await send(mine, scene.cookies.otherSupervisor);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(
        (
          await send(
            routes({ messeId: 999999, customerId: 999999 }, 999999)[name] ?? mine,
            scene.cookies.otherSupervisor,
          )
        ).json(),
      );
      if (name.startsWith('staff') || /^(?:batch)?(?:saveTime|signStaff)$/i.test(name)) {
        // Their own pair, but a person who is not on it.
        expect((await send(mixed, scene.cookies.otherSupervisor)).statusCode).toBe(404);
      }
    },
  );

  it('the list of another supervisor shows only their own pair', async () => {
    const response = await send({ method: 'GET', url: BASE }, scene.cookies.otherSupervisor);
    expect(response.json<{ id: number }[]>().map((messe) => messe.id)).toEqual([
      scene.otherPair.messeId,
    ]);
  });

  // Customer signature last: it locks. The batched writes run on a pair of their own.
  it.each([
    ['single', (name: string) => !name.startsWith('batch')],
    ['batch', (name: string) => name.startsWith('batch')],
  ] as const)('the assigned supervisor reaches every route (%s)', async (_, included) => {
    const own = await createTimetrackingScene(t.db, 1);
    const all = routes(own.pair, own.staff[0]?.id ?? 0);
    for (const name of names.filter(included)) {
      const call = all[name];
      if (!call) throw new Error(name);
      const response = await send(call, own.cookies.supervisor);
      expect(response.statusCode, `${name}: ${response.raw.body}`).toBe(200);
    }
  });
});

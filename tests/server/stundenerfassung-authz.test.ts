import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '../../domain/api-error';
import { createTimetrackingScene, multipartBody, SAMPLE_SIGNATURE_SVG } from '../support/factories';
import { XHR } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

const BASE = '/app/api/stundenerfassung';

type Scene = Awaited<ReturnType<typeof createTimetrackingScene>>;
type Call = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
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
  };
}

let t: TestApp;
let scene: Scene;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 1);
});
afterAll(() => t.close());

function send(call: Call, cookie?: string) {
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...XHR, ...(call.headers ?? {}), ...(cookie ? { cookie } : {}) },
    payload: call.payload,
  });
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
      if (name.startsWith('staff') || name === 'saveTime' || name === 'signStaff') {
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

  it('the assigned supervisor reaches every route (customer signature last: it locks)', async () => {
    const all = routes(scene.pair, scene.staff[0]?.id ?? 0);
    for (const name of names) {
      const call = all[name];
      if (!call) throw new Error(name);
      const response = await send(call, scene.cookies.supervisor);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
  });
});

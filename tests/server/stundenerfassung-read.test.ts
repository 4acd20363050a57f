import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingMessenList,
  TimeTrackingStaffSheet,
} from '@domain/stundenerfassung/stundenerfassung';
import { createTime, createTimetrackingScene } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const BASE = '/app/api/stundenerfassung';

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db);
  const [anna, ben] = scene.staff;
  if (!anna || !ben) throw new Error('scene without staff');
  const ids = { messeId: scene.pair.messeId, customerId: scene.pair.customerId };
  await createTime(t.db, { ...ids, bewerberId: anna.id, day: '2026-11-20' });
  await createTime(t.db, { ...ids, bewerberId: anna.id, day: '2026-11-21', timeStart: 600 });
  await createTime(t.db, { ...ids, bewerberId: ben.id, day: '2026-11-21', timeBreak: 0 });
  await createTime(t.db, {
    messeId: scene.otherPair.messeId,
    customerId: scene.otherPair.customerId,
    bewerberId: scene.foreignStaff.id,
    day: '2026-11-21',
  });
});
afterAll(() => t.close());

function get(url: string, cookie = scene.cookies.supervisor) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

describe('time-tracking reads', () => {
  it('lists only the pairs assigned to the supervisor', async () => {
    const response = await get(BASE);
    expect(response.statusCode).toBe(200);
    const list = response.json<TimeTrackingMessenList>();
    expect(list).toEqual([
      {
        id: scene.pair.messeId,
        name: scene.pair.messe.name,
        city: 'Hannover',
        date_start: '2026-11-20',
        date_end: '2026-11-24',
        federal_state: null,
        customers: [
          {
            id: scene.pair.customerId,
            name: scene.pair.customer.name,
            pivot: { signed: false, signed_by: null },
            // The supervisor's booking (issue 24): assigned, not yet answered.
            booking: { state: 'requested', decline_reason: null, changed: false },
          },
        ],
      },
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('returns the customer sheet with every assigned person and their times', async () => {
    const { messeId, customerId } = scene.pair;
    const response = await get(`${BASE}/customer/${messeId}/${customerId}`);
    expect(response.statusCode).toBe(200);
    const sheet = response.json<TimeTrackingCustomerSheet>();
    expect(sheet.signature).toBeNull();
    expect(sheet.customer.pivot).toEqual({ signed: false, signed_by: null });
    expect(sheet.staff.map((s) => s.id).sort()).toEqual(scene.staff.map((s) => s.id).sort());
    const anna = sheet.staff.find((s) => s.id === scene.staff[0]?.id);
    expect(anna).toMatchObject({ signed: false, pivot: { signed: false } });
    expect(anna?.name).toBe(`${anna?.firstname} ${anna?.lastname}`);
    expect(anna?.times).toEqual([
      { day: '2026-11-20', time_start: 540, time_end: 1080, time_break: 30 },
      { day: '2026-11-21', time_start: 600, time_end: 1080, time_break: 30 },
    ]);
    expect(JSON.stringify(sheet)).not.toContain(String(scene.foreignStaff.lastname));
  });

  it('limits each person’s times to the chosen day', async () => {
    const { messeId, customerId } = scene.pair;
    const response = await get(`${BASE}/customer/${messeId}/${customerId}/2026-11-21`);
    expect(response.statusCode).toBe(200);
    const sheet = response.json<TimeTrackingCustomerSheet>();
    expect(sheet.staff).toHaveLength(3);
    expect(sheet.staff.flatMap((s) => s.times.map((time) => time.day))).toEqual([
      '2026-11-21',
      '2026-11-21',
    ]);
  });

  it('accepts the first and last fair day and answers 404 for days outside the fair', async () => {
    const { messeId, customerId } = scene.pair;
    for (const day of ['2026-11-20', '2026-11-24'])
      expect((await get(`${BASE}/customer/${messeId}/${customerId}/${day}`)).statusCode).toBe(200);
    for (const day of ['2026-11-19', '2026-11-25', '2025-11-21']) {
      const response = await get(`${BASE}/customer/${messeId}/${customerId}/${day}`);
      expect(response.statusCode, day).toBe(404);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('returns one person’s sheet, optionally of one day', async () => {
    const { messeId, customerId } = scene.pair;
    const staffId = scene.staff[0]?.id;
    const all = await get(`${BASE}/staff/${messeId}/${customerId}/${staffId}`);
    expect(all.statusCode).toBe(200);
    const sheet = all.json<TimeTrackingStaffSheet>();
    expect(sheet.times).toHaveLength(2);
    expect(sheet.staff.times).toEqual(sheet.times);
    expect(sheet.signature).toBeNull();
    const oneDay = await get(`${BASE}/staff/${messeId}/${customerId}/${staffId}?date=2026-11-20`);
    expect(oneDay.json<TimeTrackingStaffSheet>().times.map((time) => time.day)).toEqual([
      '2026-11-20',
    ]);
    const outside = await get(`${BASE}/staff/${messeId}/${customerId}/${staffId}?date=2026-12-01`);
    expect(outside.statusCode).toBe(404);
  });

  it('answers 404 for a person who is not on the pair', async () => {
    const { messeId, customerId } = scene.pair;
    const response = await get(`${BASE}/staff/${messeId}/${customerId}/${scene.foreignStaff.id}`);
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 in the error shape for malformed ids and dates', async () => {
    const { messeId, customerId } = scene.pair;
    const staffId = scene.staff[0]?.id;
    for (const url of [
      `${BASE}/customer/abc/${customerId}`,
      `${BASE}/customer/${messeId}/0`,
      `${BASE}/customer/${messeId}/-1`,
      `${BASE}/customer/${messeId}/1e3`,
      `${BASE}/customer/99999999999/${customerId}`,
      `${BASE}/customer/${messeId}/${customerId}/2026-02-30`,
      `${BASE}/customer/${messeId}/${customerId}/21.11.2026`,
      `${BASE}/staff/${messeId}/${customerId}/x`,
      `${BASE}/staff/${messeId}/${customerId}/${staffId}?date=tomorrow`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body: unknown = response.json();
      expect(isApiErrorBody(body), url).toBe(true);
      expect(Object.keys((body as { errors: object }).errors).length, url).toBeGreaterThan(0);
    }
  });
});

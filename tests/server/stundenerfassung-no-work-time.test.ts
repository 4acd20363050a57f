import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingStaffSheet,
  TimeTrackingTimeSaved,
} from '@domain/stundenerfassung/stundenerfassung';
import { times } from '@server/platform/db/schema/messen';
import { createTimetrackingScene, SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * 'No work time' (a cleared day: no-show or mistake): a times row with start
 * and end null and break 0 (docs/product/rules.md, docs/product/api.md).
 */

const BASE = '/app/api/stundenerfassung';
const CLEARED = { time_start: null, time_end: null, time_break: 0 };
const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;
let pairUrl = '';

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 3);
  pairUrl = `${scene.pair.messeId}/${scene.pair.customerId}`;
});
afterAll(() => t.close());

const staffId = (index: number) => {
  const person = scene.staff[index];
  if (!person) throw new Error(`no staff ${index}`);
  return person.id;
};

function saveTime(index: number, day: string, body: unknown, headers: Record<string, string> = {}) {
  return postJson(t.app, `${BASE}/staff/${pairUrl}/${staffId(index)}/${day}`, body, {
    cookie: scene.cookies.supervisor,
    ...headers,
  });
}

async function getJson<T>(url: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...XHR, cookie: scene.cookies.supervisor },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function storedRow(index: number, day: string) {
  const [row] = await t.db
    .select()
    .from(times)
    .where(and(eq(times.bewerberId, staffId(index)), eq(times.day, day)));
  return row;
}

describe('clearing a day (no work time)', () => {
  it('stores start and end null with break 0, answers it and reads it back', async () => {
    expect((await saveTime(0, '2026-11-21', ENTRY)).statusCode).toBe(200);
    const cleared = await saveTime(0, '2026-11-21', CLEARED);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<TimeTrackingTimeSaved>()).toEqual({
      success: true,
      time: { day: '2026-11-21', ...CLEARED },
    });
    expect(await storedRow(0, '2026-11-21')).toMatchObject({
      timeStart: null,
      timeEnd: null,
      timeBreak: 0,
    });

    const sheet = await getJson<TimeTrackingCustomerSheet>(`${BASE}/customer/${pairUrl}`);
    const person = sheet.staff.find((s) => s.id === staffId(0));
    expect(person?.times).toEqual([{ day: '2026-11-21', ...CLEARED }]);
    const ofDay = await getJson<TimeTrackingCustomerSheet>(
      `${BASE}/customer/${pairUrl}/2026-11-21`,
    );
    expect(ofDay.staff.find((s) => s.id === staffId(0))?.times).toEqual([
      { day: '2026-11-21', ...CLEARED },
    ]);
    const staffSheet = await getJson<TimeTrackingStaffSheet>(
      `${BASE}/staff/${pairUrl}/${staffId(0)}`,
    );
    expect(staffSheet.times).toEqual([{ day: '2026-11-21', ...CLEARED }]);
  });

  it('clears a day that had no row yet, and a cleared day takes a time again', async () => {
    expect((await saveTime(1, '2026-11-22', CLEARED)).statusCode).toBe(200);
    expect(await storedRow(1, '2026-11-22')).toMatchObject({ timeStart: null, timeEnd: null });
    const again = await saveTime(1, '2026-11-22', ENTRY);
    expect(again.json<TimeTrackingTimeSaved>().time).toEqual({ day: '2026-11-22', ...ENTRY });
    expect(await storedRow(1, '2026-11-22')).toMatchObject({ timeStart: 540, timeEnd: 1080 });
  });

  it('answers 422 with field errors for half a time or a break without a time', async () => {
    const cases: [unknown, string][] = [
      [{ time_start: null, time_end: 600, time_break: 0 }, 'time_start'],
      [{ time_start: 540, time_end: null, time_break: 0 }, 'time_end'],
      [{ time_start: null, time_end: null, time_break: 30 }, 'time_break'],
      [{ time_start: null, time_end: null }, 'time_break'],
      [{ time_end: null, time_break: 0 }, 'time_start'],
    ];
    for (const [body, field] of cases) {
      const response = await saveTime(2, '2026-11-21', body, { 'accept-language': 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const answer = response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(answer.message).toEqual(expect.any(String));
      expect(Object.keys(answer.errors), JSON.stringify(body)).toContain(field);
    }
    const half = await saveTime(2, '2026-11-21', {
      time_start: null,
      time_end: 600,
      time_break: 0,
    });
    expect(half.json<{ errors: Record<string, string[]> }>().errors.time_start).toEqual([
      'Beginn und Ende gehören zusammen: beide angeben oder beide leeren.',
    ]);
    expect(await storedRow(2, '2026-11-21')).toBeUndefined();
  });

  it('the database refuses half a time and a break on a cleared day', async () => {
    const base = { ...scene.pair, bewerberId: staffId(2), day: '2026-11-23' };
    await expect(
      t.db.insert(times).values({ ...base, timeStart: null, timeEnd: 600, timeBreak: 0 }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(times).values({ ...base, timeStart: null, timeEnd: null, timeBreak: 15 }),
    ).rejects.toThrow();
    await t.db.insert(times).values({ ...base, timeStart: null, timeEnd: null, timeBreak: 0 });
    expect(await storedRow(2, '2026-11-23')).toMatchObject({ timeStart: null, timeBreak: 0 });
  });

  it('a cleared day is no day with work time: a signature leaves it out and it stays open', async () => {
    expect((await saveTime(2, '2026-11-21', ENTRY)).statusCode).toBe(200);
    expect((await saveTime(2, '2026-11-22', CLEARED)).statusCode).toBe(200);
    const signing = await postJson(
      t.app,
      `${BASE}/staff/${pairUrl}/${staffId(2)}/sign`,
      { signature: SAMPLE_SIGNATURE_SVG },
      { cookie: scene.cookies.supervisor },
    );
    expect(signing.statusCode, signing.body).toBe(200);
    expect(signing.json<{ days: string[] }>().days).toEqual(['2026-11-21']);
    // The cleared day can still be given a time after the signature.
    expect((await saveTime(2, '2026-11-22', ENTRY)).statusCode).toBe(200);
    expect((await saveTime(2, '2026-11-21', CLEARED)).statusCode).toBe(409);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { times } from '@server/platform/db/schema/messen';
import { createTimetrackingScene } from '@tests/support/factories';
import { VIAS, writeVia } from '@tests/support/time-tracking-batch';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * Night shifts as one shift (issue 27, ADR 0032): a shift across midnight is
 * saved as one entry of its start day (end past 24:00), by the tablet's route
 * and in a batch alike; a slip such as 08:00–07:00 (23 hours) is refused with
 * the 16-hour rule on the end field; an entry of the shape before night shifts
 * is accepted as it always was. The check constraint (migration 0024) holds
 * the same rule below the schema.
 */

const BASE = '/app/api/stundenerfassung';
const NIGHT = { time_start: 22 * 60, time_end: 30 * 60, time_break: 30 };
const SLIP = { time_start: 8 * 60, time_end: 31 * 60, time_break: 0 };
const OLD_SHAPE = { time_start: 540, time_end: 1080, time_break: 30 };

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 2);
});
afterAll(() => t.close());

const staffId = (index: number) => {
  const person = scene.staff[index];
  if (!person) throw new Error(`no staff ${index}`);
  return person.id;
};
const timeUrl = (index: number, day: string) =>
  `${BASE}/staff/${scene.pair.messeId}/${scene.pair.customerId}/${staffId(index)}/${day}`;

async function storedRow(index: number, day: string) {
  const [row] = await t.db
    .select()
    .from(times)
    .where(and(eq(times.bewerberId, staffId(index)), eq(times.day, day)));
  return row;
}

describe.each(VIAS)('a night shift via %s', (via) => {
  const index = via === 'single' ? 0 : 1;
  const cookie = () => ({ cookie: scene.cookies.supervisor });

  it('stores 22:00–06:00 as one entry of its start day', async () => {
    const answer = await writeVia(t.app, via, timeUrl(index, '2026-11-21'), NIGHT, cookie());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ time: { day: '2026-11-21', ...NIGHT } });
    expect(await storedRow(index, '2026-11-21')).toMatchObject({
      timeStart: 1320,
      timeEnd: 1800,
      timeBreak: 30,
    });
    // Nothing is written on the next day: the shift is one entry.
    expect(await storedRow(index, '2026-11-22')).toBeUndefined();
  });

  it('refuses 08:00–07:00 with a field error on the end', async () => {
    const answer = await writeVia(t.app, via, timeUrl(index, '2026-11-23'), SLIP, cookie());
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.time_end?.[0]).toMatch(/16/);
    expect(await storedRow(index, '2026-11-23')).toBeUndefined();
  });

  it('accepts an entry of the shape before night shifts', async () => {
    const answer = await writeVia(t.app, via, timeUrl(index, '2026-11-24'), OLD_SHAPE, cookie());
    expect(answer.status).toBe(200);
    expect(await storedRow(index, '2026-11-24')).toMatchObject({ timeStart: 540, timeEnd: 1080 });
  });
});

describe('the times range check (migration 0024)', () => {
  const row = (timeStart: number, timeEnd: number) => ({
    messeId: scene.pair.messeId,
    customerId: scene.pair.customerId,
    bewerberId: staffId(0),
    day: '2026-11-20',
    timeStart,
    timeEnd,
    timeBreak: 0,
  });

  it('holds the 16-hour rule below the schema', async () => {
    await expect(t.db.insert(times).values(row(480, 1860))).rejects.toThrow();
    await t.db.insert(times).values(row(1320, 1800));
    expect(await storedRow(0, '2026-11-20')).toMatchObject({ timeEnd: 1800 });
  });
});

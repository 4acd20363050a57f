import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyHours } from '@domain/meine-stunden/my-hours';
import { signatureDays, signatures } from '@server/platform/db/schema/messen';
import {
  assignStaff,
  createMesseCustomer,
  createStaffUser,
  createTime,
  createUser,
  SAMPLE_SIGNATURE_SVG,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * GET /app/api/meine-stunden (issue 24): the signed-in person's own hours,
 * each day's signature state (ADR 0027: a superseded signature covers
 * nothing, the day shows as reopened with the office's reason) and the
 * totals per fair and per month.
 */

let t: TestApp;
let me: { cookie: string; bewerberId: number };
let other: { cookie: string; bewerberId: number };
let winter: { messeId: number; customerId: number };
let spring: { messeId: number; customerId: number };

async function person() {
  const staff = await createStaffUser(t.db);
  return { cookie: await sessionCookieFor(t.db, staff.user.id), bewerberId: staff.bewerber.id };
}

async function sign(
  pair: { messeId: number; customerId: number },
  kind: 'staff' | 'customer',
  days: string[],
  options: { staffId?: number; reopened?: string } = {},
) {
  const [row] = await t.db
    .insert(signatures)
    .values({
      kind,
      svg: SAMPLE_SIGNATURE_SVG,
      contentSha256: 'c'.repeat(64),
      signerName: kind === 'customer' ? 'Kundin' : 'Ich',
      messeId: pair.messeId,
      customerId: pair.customerId,
      bewerberId: kind === 'staff' ? (options.staffId ?? null) : null,
      ...(options.reopened ? { supersededAt: new Date(), supersededReason: options.reopened } : {}),
    })
    .returning();
  await t.db.insert(signatureDays).values(days.map((day) => ({ signatureId: row!.id, day })));
}

const mine = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/app/api/meine-stunden', headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  me = await person();
  other = await person();
  // A fair across the turn of January to February (Berlin's calendar days).
  winter = await createMesseCustomer(t.db, {
    name: 'Winter',
    dateStart: '2027-01-30',
    dateEnd: '2027-02-02',
  });
  spring = await createMesseCustomer(t.db, {
    name: 'Frühling',
    dateStart: '2027-04-10',
    dateEnd: '2027-04-11',
  });
  for (const pair of [winter, spring]) {
    await assignStaff(t.db, me.bewerberId, pair);
    await assignStaff(t.db, other.bewerberId, pair);
  }
  const time = (pair: typeof winter, bewerberId: number, day: string, extra = {}) =>
    createTime(t.db, { ...pair, bewerberId, day, ...extra });
  // 09:00–18:00, 30 min break: 510 minutes.
  await time(winter, me.bewerberId, '2027-01-30');
  // The last day of January until midnight (Berlin): counts for January, not February.
  await time(winter, me.bewerberId, '2027-01-31', {
    timeStart: 16 * 60,
    timeEnd: 24 * 60,
    timeBreak: 30,
  });
  await time(winter, me.bewerberId, '2027-02-01');
  // A cleared day.
  await time(winter, me.bewerberId, '2027-02-02', { timeStart: null, timeEnd: null, timeBreak: 0 });
  await time(spring, me.bewerberId, '2027-04-10');
  // The other person's times on the same days, longer, never mine.
  await time(winter, other.bewerberId, '2027-01-30', { timeStart: 6 * 60, timeEnd: 20 * 60 });
  await time(spring, other.bewerberId, '2027-04-11');

  // My own signature of 30 Jan, in force; the customer's of 31 Jan, reopened by the office.
  await sign(winter, 'staff', ['2027-01-30'], { staffId: me.bewerberId });
  await sign(winter, 'customer', ['2027-01-31'], { reopened: 'Pause falsch' });
  // The other person's own signature of 1 Feb says nothing about my day.
  await sign(winter, 'staff', ['2027-02-01'], { staffId: other.bewerberId });
  // A signature of mine the office reopened and that nothing replaced.
  await sign(spring, 'staff', ['2027-04-10'], { staffId: me.bewerberId, reopened: 'Ende 17 Uhr' });
});
afterAll(() => t.close());

describe('GET /app/api/meine-stunden', () => {
  it('answers 401 without a session', async () => {
    expect((await mine()).statusCode).toBe(401);
  });

  it('answers an empty list to an account without a staff record', async () => {
    const office = await createUser(t.db);
    const response = await mine(await sessionCookieFor(t.db, office.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fairs: [], months: [], total_minutes: 0 });
  });

  it('shows only my own days, per fair, newest fair first', async () => {
    const response = await mine(me.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<MyHours>();
    expect(body.fairs.map((fair) => fair.messe_name)).toEqual(['Frühling', 'Winter']);
    const [springFair, winterFair] = body.fairs;
    expect(winterFair!.days.map((d) => d.day)).toEqual([
      '2027-01-30',
      '2027-01-31',
      '2027-02-01',
      '2027-02-02',
    ]);
    // The other person's longer day (6:00–20:00) and their 11 April never appear.
    expect(winterFair!.days[0]).toMatchObject({
      time_start: 540,
      time_end: 1080,
      worked_minutes: 510,
    });
    expect(springFair!.days.map((d) => d.day)).toEqual(['2027-04-10']);
    expect(JSON.stringify(body)).not.toContain('2027-04-11');
  });

  it('states each day: signed by me, reopened with the reason, open, no work time', async () => {
    const body = (await mine(me.cookie)).json<MyHours>();
    const days = new Map(body.fairs.flatMap((fair) => fair.days).map((d) => [d.day, d]));
    expect(days.get('2027-01-30')).toMatchObject({
      state: 'signed',
      signed_by_me: true,
      signed_by_customer: false,
      reopened: null,
    });
    // The superseded customer signature covers nothing: reopened, with its reason.
    expect(days.get('2027-01-31')).toMatchObject({
      state: 'reopened',
      signed_by_me: false,
      signed_by_customer: false,
      reopened: { reason: 'Pause falsch' },
    });
    // Another person's signature does not cover my day.
    expect(days.get('2027-02-01')).toMatchObject({ state: 'open', signed_by_me: false });
    expect(days.get('2027-02-02')).toMatchObject({ state: 'no_work_time', worked_minutes: 0 });
    expect(days.get('2027-04-10')).toMatchObject({
      state: 'reopened',
      reopened: { reason: 'Ende 17 Uhr' },
    });
  });

  it('sums per fair and per month by the day a time starts on', async () => {
    const body = (await mine(me.cookie)).json<MyHours>();
    // 31 Jan 16:00–24:00 less 30 min: 450 minutes.
    expect(body.fairs.map((fair) => fair.total_minutes)).toEqual([510, 510 + 450 + 510]);
    expect(body.months).toEqual([
      { month: '2027-04', total_minutes: 510 },
      { month: '2027-02', total_minutes: 510 },
      { month: '2027-01', total_minutes: 510 + 450 },
    ]);
    expect(body.total_minutes).toBe(510 * 3 + 450);
  });

  it('takes no person from the request: a query naming another person changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/app/api/meine-stunden?bewerber_id=${String(other.bewerberId)}`,
      headers: { cookie: me.cookie },
    });
    expect([200, 400]).toContain(response.statusCode);
    if (response.statusCode === 200) {
      expect(response.json()).toEqual((await mine(me.cookie)).json());
    }
  });

  it('shows the other person their own hours, not mine', async () => {
    const body = (await mine(other.cookie)).json<MyHours>();
    expect(body.fairs.flatMap((fair) => fair.days.map((d) => d.day))).toEqual([
      '2027-04-11',
      '2027-01-30',
    ]);
    expect(body.fairs[1]!.days[0]).toMatchObject({ worked_minutes: 14 * 60 - 30 });
  });
});

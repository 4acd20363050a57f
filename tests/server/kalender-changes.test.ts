import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventUid } from '@domain/kalender/events';
import { todayIso } from '@server/areas/einsaetze/today';
import {
  createMesseCustomer,
  createStaffUser,
  createTime,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';
import { byUid, feedLink, fetchFeed } from './kalender-fixtures';

/*
 * The feed follows every write that changes what it shows (issue 24): the
 * same UIDs with a rising SEQUENCE, and days that left the calendar as
 * STATUS:CANCELLED with a higher SEQUENCE until they come back.
 */

let t: TestApp;
let office: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(() => t.close());

const shift = (days: number) => {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
type Pair = { messeId: number; customerId: number };
const pairUrl = (pair: Pair) => `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
const own = (pair: Pair, verb: string) =>
  `/app/api/einsaetze/${String(pair.messeId)}/${String(pair.customerId)}/${verb}`;

async function booked(days = 2) {
  const { user, bewerber } = await createStaffUser(t.db);
  const cookie = await sessionCookieFor(t.db, user.id);
  const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(9 + days) });
  const added = await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
    bewerber_ids: [bewerber.id],
  });
  expect(added.statusCode, added.body).toBe(200);
  const link = await feedLink(t.app, cookie);
  const uid = (day: string) => eventUid(bewerber.id, pair.messeId, pair.customerId, day);
  return { bewerber, cookie, pair, link, uid };
}

const statuses = (feed: Awaited<ReturnType<typeof fetchFeed>>) =>
  feed.events.map(
    (event) => `${event.start.slice(0, 10)} ${event.status} ${String(event.sequence)}`,
  );

describe('changes', () => {
  it('keeps UIDs across fetches and raises SEQUENCE when the meeting point moves', async () => {
    const me = await booked();
    const before = await fetchFeed(t.app, me.link);
    expect(before.events.map((e) => e.uid)).toEqual([me.uid(shift(10)), me.uid(shift(11))]);
    expect((await fetchFeed(t.app, me.link)).events).toEqual(before.events);
    const moved = await send(t.app, 'PUT', `${pairUrl(me.pair)}/treffpunkt`, office, {
      meeting_point: 'Eingang Nord',
      meeting_time: '08:15',
      supervisor_phone: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = byUid(await fetchFeed(t.app, me.link));
    const day = after.get(me.uid(shift(10)));
    expect(day?.sequence).toBeGreaterThan(before.events[0]?.sequence ?? Infinity);
    expect(day).toMatchObject({ start: `${shift(10)}T08:15:00`, tzid: 'Europe/Berlin' });
    expect(day?.location).toContain('Eingang Nord');
  });

  it('confirm, decline, confirm again: TENTATIVE → CONFIRMED → CANCELLED → CONFIRMED, SEQUENCE rising', async () => {
    const me = await booked(1);
    const seen: string[] = [];
    const sequences: number[] = [];
    const look = async () => {
      const [event] = (await fetchFeed(t.app, me.link)).events;
      seen.push(event?.status ?? 'none');
      sequences.push(event?.sequence ?? -1);
    };
    await look();
    await send(t.app, 'POST', own(me.pair, 'zusagen'), me.cookie);
    await look();
    await send(t.app, 'POST', own(me.pair, 'absagen'), me.cookie, { reason: 'krank' });
    await look();
    await send(t.app, 'POST', own(me.pair, 'zusagen'), me.cookie);
    await look();
    expect(seen).toEqual(['TENTATIVE', 'CONFIRMED', 'CANCELLED', 'CONFIRMED']);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(4);
  });

  it('a person removed by the office keeps the days as CANCELLED; taken back, they return', async () => {
    const me = await booked();
    const first = await fetchFeed(t.app, me.link);
    const removed = await send(t.app, 'POST', `${pairUrl(me.pair)}/personal/entfernen`, office, {
      bewerber_ids: [me.bewerber.id],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await fetchFeed(t.app, me.link);
    expect(gone.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
    expect(gone.events.every((e) => e.status === 'CANCELLED')).toBe(true);
    expect(gone.events[0]?.sequence).toBeGreaterThan(first.events[0]?.sequence ?? Infinity);
    await send(t.app, 'POST', `${pairUrl(me.pair)}/personal`, office, {
      bewerber_ids: [me.bewerber.id],
    });
    const back = await fetchFeed(t.app, me.link);
    expect(statuses(back)).toEqual(
      back.events.map((e) => `${e.start.slice(0, 10)} TENTATIVE ${String(e.sequence)}`),
    );
    expect(back.events).toHaveLength(2);
    expect(back.events[0]?.sequence).toBeGreaterThan(gone.events[0]?.sequence ?? Infinity);
  });

  it('a person removed while they have times (kept on the sheet) leaves the calendar too', async () => {
    const me = await booked(1);
    await createTime(t.db, { ...me.pair, bewerberId: me.bewerber.id, day: shift(10) });
    await send(t.app, 'POST', `${pairUrl(me.pair)}/personal/entfernen`, office, {
      bewerber_ids: [me.bewerber.id],
    });
    const feed = await fetchFeed(t.app, me.link);
    expect(feed.events.map((e) => e.status)).toEqual(['CANCELLED']);
  });

  it('a shortened fair cancels the dropped day; lengthened again, the day returns', async () => {
    const me = await booked(3);
    const fair = `/app/api/buero/messen/${String(me.pair.messeId)}`;
    const edit = (dateEnd: string) =>
      send(t.app, 'PATCH', fair, office, {
        name: me.pair.messe.name,
        city: me.pair.messe.city,
        date_start: shift(10),
        date_end: dateEnd,
      });
    const before = byUid(await fetchFeed(t.app, me.link));
    expect((await edit(shift(11))).statusCode).toBe(200);
    const short = byUid(await fetchFeed(t.app, me.link));
    expect(short.get(me.uid(shift(12)))?.status).toBe('CANCELLED');
    expect(short.get(me.uid(shift(12)))?.sequence).toBeGreaterThan(
      before.get(me.uid(shift(12)))?.sequence ?? Infinity,
    );
    expect(short.get(me.uid(shift(11)))?.status).toBe('TENTATIVE');
    expect((await edit(shift(12))).statusCode).toBe(200);
    const long = byUid(await fetchFeed(t.app, me.link));
    expect(long.get(me.uid(shift(12)))?.status).toBe('TENTATIVE');
    expect(long.get(me.uid(shift(12)))?.sequence).toBeGreaterThan(
      short.get(me.uid(shift(12)))?.sequence ?? Infinity,
    );
    expect(long.size).toBe(3);
  });

  it('a renamed fair shows its new name with a higher SEQUENCE', async () => {
    const me = await booked(1);
    const [before] = (await fetchFeed(t.app, me.link)).events;
    await send(t.app, 'PATCH', `/app/api/buero/messen/${String(me.pair.messeId)}`, office, {
      name: 'Umbenannte Messe',
      city: me.pair.messe.city,
      date_start: shift(10),
      date_end: shift(10),
    });
    const [after] = (await fetchFeed(t.app, me.link)).events;
    expect(after?.summary).toContain('Umbenannte Messe');
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });

  it('a confirmation by phone turns the day CONFIRMED with a higher SEQUENCE', async () => {
    const me = await booked(1);
    const [before] = (await fetchFeed(t.app, me.link)).events;
    const phoned = await send(
      t.app,
      'POST',
      `${pairUrl(me.pair)}/personal/${String(me.bewerber.id)}/telefonisch`,
      office,
    );
    expect(phoned.statusCode, phoned.body).toBeLessThan(300);
    const [after] = (await fetchFeed(t.app, me.link)).events;
    expect(after).toMatchObject({ status: 'CONFIRMED' });
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });

  it('a customer detached from the fair leaves its people’s calendars', async () => {
    const me = await booked(1);
    const detached = await send(t.app, 'DELETE', pairUrl(me.pair), office);
    expect(detached.statusCode, detached.body).toBeLessThan(300);
    const feed = await fetchFeed(t.app, me.link);
    expect(feed.events.map((e) => e.status)).toEqual(['CANCELLED']);
  });
});

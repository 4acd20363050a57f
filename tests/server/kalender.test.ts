import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFeedTokenShaped } from '@domain/kalender/feed';
import { isApiErrorBody } from '@domain/shared/api-error';
import { todayIso } from '@server/areas/einsaetze/today';
import { messeCustomers } from '@server/platform/db/schema/messen';
import { calendarFeeds } from '@server/platform/db/schema/season';
import { auditLog } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import {
  assignStaff,
  assignSupervisor,
  createMesseCustomer,
  createStaffUser,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { send } from './buero-messen-fixtures';
import { feedLink, feedPath, fetchFeed, parseFeed } from './kalender-fixtures';

/*
 * The private calendar feed (issue 24): its address, what it holds (read back
 * with ical.js), and who gets nothing. Changes over time: kalender-changes.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shift = (days: number) => {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function person(locale: 'de' | 'en' = 'de') {
  const { user, bewerber } = await createStaffUser(t.db, { user: { locale } });
  return { user, bewerber, cookie: await sessionCookieFor(t.db, user.id) };
}

describe('the feed', () => {
  it('holds one event per day of each requested or confirmed booking, in Europe/Berlin', async () => {
    const me = await person();
    const timed = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    await t.db
      .update(messeCustomers)
      .set({ meetingPoint: 'Halle 3, Stand B12', meetingTime: '07:30', supervisorPhone: '0171 1' })
      .where(eq(messeCustomers.messeId, timed.messeId));
    const boss = await createUser(t.db, { timetracking: true, firstname: 'Bea', lastname: 'Boss' });
    await assignSupervisor(t.db, boss.id, timed);
    await assignStaff(t.db, me.bewerber.id, timed);
    const allDay = await createMesseCustomer(t.db, { dateStart: shift(20), dateEnd: shift(20) });
    await assignStaff(t.db, me.bewerber.id, allDay);
    expect(
      (
        await send(
          t.app,
          'POST',
          `/app/api/einsaetze/${String(allDay.messeId)}/${String(allDay.customerId)}/zusagen`,
          me.cookie,
        )
      ).statusCode,
    ).toBe(200);
    // Another person's booking never appears.
    const other = await person();
    const theirs = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(11) });
    await assignStaff(t.db, other.bewerber.id, theirs);

    const link = await feedLink(t.app, me.cookie);
    const response = await t.app.inject({ method: 'GET', url: feedPath(link) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^private/);
    const feed = parseFeed(response.body);
    expect(feed.timezones).toEqual(['Europe/Berlin']);
    expect(feed.events).toHaveLength(4);
    const [first, , third, fourth] = feed.events;
    expect(first).toMatchObject({
      status: 'TENTATIVE',
      summary: `${timed.messe.name} – ${timed.customer.name}`,
      location: `Halle 3, Stand B12, ${timed.messe.city}`,
      tzid: 'Europe/Berlin',
      allDay: false,
      start: `${shift(10)}T07:30:00`,
      end: `${shift(10)}T16:30:00`,
    });
    expect(first?.description).toContain('Bea Boss');
    expect(first?.description).toContain('0171 1');
    expect(first?.description).toContain('angefragt');
    expect(third?.start).toBe(`${shift(12)}T07:30:00`);
    expect(fourth).toMatchObject({
      status: 'CONFIRMED',
      allDay: true,
      start: shift(20),
      tzid: null,
    });
    expect(new Set(feed.events.map((event) => event.uid)).size).toBe(4);
    expect(response.body).not.toContain(theirs.messe.name);
  });

  it('speaks the person’s language', async () => {
    const me = await person('en');
    const pair = await createMesseCustomer(t.db, { dateStart: shift(5), dateEnd: shift(5) });
    await assignStaff(t.db, me.bewerber.id, pair);
    const feed = await fetchFeed(t.app, await feedLink(t.app, me.cookie));
    expect(feed.events[0]?.description).toContain('requested');
  });

  it('is empty, not missing, for a person without bookings', async () => {
    const me = await person();
    const feed = await fetchFeed(t.app, await feedLink(t.app, me.cookie));
    expect(feed.events).toEqual([]);
  });
});

describe('the address', () => {
  it('is made once, audited, and shown again the same; the token is stored only hashed and encrypted', async () => {
    const me = await person();
    const first = await feedLink(t.app, me.cookie);
    const again = await feedLink(t.app, me.cookie);
    expect(again).toEqual(first);
    const token = feedPath(first).replace('/app/api/kalender/', '').replace('.ics', '');
    expect(isFeedTokenShaped(token)).toBe(true);
    expect(first.webcal_url).toBe(first.url.replace(/^https?:/, 'webcal:'));
    const [row] = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, me.user.id));
    expect(JSON.stringify(row)).not.toContain(token);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.userId, me.user.id));
    expect(audits.map((a) => a.action)).toEqual(['calendar_feed_created']);
    expect(JSON.stringify(audits)).not.toContain(token);
  });

  it('renews: the old address answers 404 at once, the new one serves, audited', async () => {
    const me = await person();
    const old = await feedLink(t.app, me.cookie);
    const renewed = await send(t.app, 'POST', '/app/api/kalender/erneuern', me.cookie, {
      confirm: true,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<typeof old>();
    expect(fresh.url).not.toBe(old.url);
    const dead = await t.app.inject({ method: 'GET', url: feedPath(old) });
    expect(dead.statusCode).toBe(404);
    expect(isApiErrorBody(dead.json())).toBe(true);
    await fetchFeed(t.app, fresh);
    expect(await feedLink(t.app, me.cookie)).toEqual(fresh);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.userId, me.user.id));
    expect(audits.map((a) => a.action)).toEqual(['calendar_feed_created', 'calendar_feed_renewed']);
  });

  it('answers 404 in the error shape for a wrong, malformed or deactivated person’s token', async () => {
    const me = await person();
    const link = await feedLink(t.app, me.cookie);
    const wrong = `/app/api/kalender/${'A'.repeat(43)}.ics`;
    for (const url of [
      wrong,
      '/app/api/kalender/short.ics',
      '/app/api/kalender/not%20a%20token.ics',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(isApiErrorBody(response.json()), url).toBe(true);
    }
    await send(t.app, 'GET', '/app/api/kalender', me.cookie);
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, me.user.id));
    expect((await t.app.inject({ method: 'GET', url: feedPath(link) })).statusCode).toBe(404);
  });

  it('refuses bad input with 422, no session with 401, an account without staff area with 403', async () => {
    const me = await person();
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, []]) {
      const response = await send(t.app, 'POST', '/app/api/kalender/erneuern', me.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        errors: expect.any(Object),
      });
    }
    expect(
      (await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.user.id))).length,
    ).toBe(0);
    for (const [method, url] of [
      ['GET', '/app/api/kalender'],
      ['POST', '/app/api/kalender/erneuern'],
    ] as const) {
      expect((await send(t.app, method, url, '', { confirm: true })).statusCode).toBe(401);
      const supervisor = await createUser(t.db, { timetracking: true });
      const cookie = await sessionCookieFor(t.db, supervisor.id);
      expect((await send(t.app, method, url, cookie, { confirm: true })).statusCode).toBe(403);
    }
  });
});

describe('limits', () => {
  it('answers 429 with Retry-After to an address that keeps missing', async () => {
    let last = 0;
    let retryAfter: unknown;
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/app/api/kalender/${String(i).padStart(43, 'x')}.ics`,
        remoteAddress: '203.0.113.9',
      });
      last = response.statusCode;
      retryAfter = response.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('answers 429 to a feed fetched more often than CALENDAR_FEED_MAX in 15 minutes', async () => {
    const limited = await createTestApp({ env: { CALENDAR_FEED_MAX: '2' } });
    try {
      const { user } = await createStaffUser(limited.db);
      const link = await feedLink(limited.app, await sessionCookieFor(limited.db, user.id));
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await limited.app.inject({ method: 'GET', url: feedPath(link) })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

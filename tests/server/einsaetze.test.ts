import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingList } from '@domain/einsaetze/booking';
import { isApiErrorBody } from '@domain/shared/api-error';
import { todayIso } from '@server/areas/einsaetze/today';
import { messeCustomers, staffAssignments } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import {
  assignStaff,
  assignSupervisor,
  createMesseCustomer,
  createStaffUser,
  createTime,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { send } from './buero-messen-fixtures';

/*
 * "Meine Einsätze" (issue 24): a person sees only their own bookings, upcoming
 * first, and confirms or declines them; a decline takes them off the tablet's
 * sheet unless they have times there.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/app/api/einsaetze';
const shift = (days: number) => {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const at = (pair: { messeId: number; customerId: number }, verb: string) =>
  `${API}/${String(pair.messeId)}/${String(pair.customerId)}/${verb}`;

async function person() {
  const { user, bewerber } = await createStaffUser(t.db);
  return { user, bewerber, cookie: await sessionCookieFor(t.db, user.id) };
}

async function futurePair(startIn = 10) {
  return createMesseCustomer(t.db, { dateStart: shift(startIn), dateEnd: shift(startIn + 2) });
}

describe('GET /einsaetze', () => {
  it('lists the own bookings, upcoming soonest first then past latest first, with meeting and supervisor', async () => {
    const me = await person();
    const later = await futurePair(30);
    const sooner = await futurePair(5);
    const past = await createMesseCustomer(t.db, { dateStart: shift(-20), dateEnd: shift(-18) });
    const older = await createMesseCustomer(t.db, { dateStart: shift(-60), dateEnd: shift(-58) });
    for (const pair of [later, past, sooner, older]) await assignStaff(t.db, me.bewerber.id, pair);
    await t.db
      .update(messeCustomers)
      .set({
        meetingPoint: 'Halle 3, Stand B12',
        meetingTime: '07:30',
        supervisorPhone: '0171 123',
      })
      .where(eq(messeCustomers.messeId, sooner.messeId));
    const boss = await createUser(t.db, { timetracking: true, firstname: 'Bea', lastname: 'Boss' });
    await assignSupervisor(t.db, boss.id, sooner);
    // Another person's booking never shows.
    const other = await person();
    await assignStaff(t.db, other.bewerber.id, await futurePair(1));

    const response = await send(t.app, 'GET', API, me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<BookingList>();
    expect(items.map((b) => b.fair.id)).toEqual([
      sooner.messeId,
      later.messeId,
      past.messeId,
      older.messeId,
    ]);
    expect(items.map((b) => b.past)).toEqual([false, false, true, true]);
    expect(items[0]).toMatchObject({
      customer: { id: sooner.customerId, name: sooner.customer.name },
      meeting_point: 'Halle 3, Stand B12',
      meeting_time: '07:30',
      supervisors: ['Bea Boss'],
      supervisor_phone: '0171 123',
      state: 'requested',
      decline_reason: null,
      changed: false,
    });
    expect(items[1]).toMatchObject({ supervisors: [], meeting_point: null });
  });

  it('leaves out a removed booking; an account without a staff record gets 403', async () => {
    const me = await person();
    const pair = await futurePair();
    await assignStaff(t.db, me.bewerber.id, pair);
    await t.db
      .update(staffAssignments)
      .set({ removedAt: new Date() })
      .where(eq(staffAssignments.messeId, pair.messeId));
    expect((await send(t.app, 'GET', API, me.cookie)).json<BookingList>().items).toEqual([]);
    const supervisor = await createUser(t.db, { timetracking: true });
    const denied = await send(t.app, 'GET', API, await sessionCookieFor(t.db, supervisor.id));
    expect(denied.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await send(t.app, 'GET', API, '')).statusCode).toBe(401);
  });
});

describe('confirm and decline', () => {
  it('confirms, audited; declines with a reason; confirms again', async () => {
    const me = await person();
    const pair = await futurePair();
    await assignStaff(t.db, me.bewerber.id, pair);
    const confirmed = await send(t.app, 'POST', at(pair, 'zusagen'), me.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Booking>()).toMatchObject({ state: 'confirmed', changed: false });
    const declined = await send(t.app, 'POST', at(pair, 'absagen'), me.cookie, {
      reason: '  Krank  ',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Booking>()).toMatchObject({ state: 'declined', decline_reason: 'Krank' });
    const noReason = await send(t.app, 'POST', at(pair, 'absagen'), me.cookie, {});
    expect(noReason.json<Booking>()).toMatchObject({ state: 'declined', decline_reason: null });
    const again = await send(t.app, 'POST', at(pair, 'zusagen'), me.cookie);
    expect(again.json<Booking>()).toMatchObject({ state: 'confirmed', decline_reason: null });
    const [row] = await t.db
      .select()
      .from(staffAssignments)
      .where(
        and(
          eq(staffAssignments.messeId, pair.messeId),
          eq(staffAssignments.bewerberId, me.bewerber.id),
        ),
      );
    expect(row).toMatchObject({ answeredBy: me.user.id, answeredByPhone: false });
    const audits = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subject, `pair:${String(pair.messeId)}-${String(pair.customerId)}`));
    expect(audits.map((a) => a.action)).toEqual([
      'booking_confirmed',
      'booking_declined',
      'booking_declined',
      'booking_confirmed',
    ]);
    expect(audits[1]?.details).toMatchObject({ bewerber_id: me.bewerber.id, with_reason: true });
    expect(JSON.stringify(audits)).not.toContain('Krank');
  });

  it("answers 404 for another person's booking and for an unknown pair, changing nothing", async () => {
    const me = await person();
    const other = await person();
    const pair = await futurePair();
    await assignStaff(t.db, other.bewerber.id, pair);
    for (const verb of ['zusagen', 'absagen']) {
      const response = await send(t.app, 'POST', at(pair, verb), me.cookie, {});
      expect(response.statusCode).toBe(404);
      expect(isApiErrorBody(response.json())).toBe(true);
      const unknown = await send(
        t.app,
        'POST',
        at({ messeId: 999999, customerId: 1 }, verb),
        me.cookie,
        {},
      );
      expect(unknown.statusCode).toBe(404);
    }
    const [row] = await t.db
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.messeId, pair.messeId));
    expect(row?.state).toBe('requested');
  });

  it('refuses a bad reason with 422 in the error shape', async () => {
    const me = await person();
    const pair = await futurePair();
    await assignStaff(t.db, me.bewerber.id, pair);
    for (const reason of ['x'.repeat(201), 'zwei\nZeilen', 42]) {
      const response = await send(t.app, 'POST', at(pair, 'absagen'), me.cookie, { reason });
      expect(response.statusCode, String(reason)).toBe(422);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        errors: { reason: expect.any(Array) },
      });
    }
    const malformed = await send(t.app, 'POST', `${API}/abc/1/zusagen`, me.cookie);
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 401 and 403 before reading the body', async () => {
    const pair = await futurePair();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: at(pair, 'absagen'),
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{not json',
    });
    expect(anonymous.statusCode).toBe(401);
    const supervisor = await createUser(t.db, { timetracking: true });
    const denied = await t.app.inject({
      method: 'POST',
      url: at(pair, 'absagen'),
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: await sessionCookieFor(t.db, supervisor.id),
      },
      payload: '{not json',
    });
    expect(denied.statusCode).toBe(403);
  });

  it("a decline takes the person off the tablet's sheet unless they have times", async () => {
    const pair = await futurePair(0);
    const supervisor = await createUser(t.db, { timetracking: true });
    await assignSupervisor(t.db, supervisor.id, pair);
    const tablet = await sessionCookieFor(t.db, supervisor.id);
    const idle = await person();
    const worked = await person();
    await assignStaff(t.db, idle.bewerber.id, pair);
    await assignStaff(t.db, worked.bewerber.id, pair);
    await createTime(t.db, { ...pair, bewerberId: worked.bewerber.id, day: shift(0) });
    for (const who of [idle, worked]) {
      expect((await send(t.app, 'POST', at(pair, 'absagen'), who.cookie, {})).statusCode).toBe(200);
    }
    const sheet = await t.app.inject({
      url: `/app/api/stundenerfassung/customer/${String(pair.messeId)}/${String(pair.customerId)}`,
      headers: { cookie: tablet },
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(sheet.json<{ staff: { id: number }[] }>().staff.map((s) => s.id)).toEqual([
      worked.bewerber.id,
    ]);
  });
});

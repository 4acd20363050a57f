import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@domain/einsaetze/booking';
import { isApiErrorBody } from '@domain/shared/api-error';
import { todayIso } from '@server/areas/einsaetze/today';
import { staffAssignments } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import {
  assignStaff,
  createMesseCustomer,
  createStaffUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { send } from './buero-messen-fixtures';

/*
 * A fair that is over takes no answer any more (issue 24): confirming or
 * declining it is refused with 409 `booking_fair_over` (the operation table's
 * refusal), nothing changes and nothing is audited. A fair's last day is still
 * answerable; another person's past pair stays a plain 404.
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
type Pair = { messeId: number; customerId: number };
const at = (pair: Pair, verb: string) =>
  `${API}/${String(pair.messeId)}/${String(pair.customerId)}/${verb}`;
const subject = (pair: Pair) => `pair:${String(pair.messeId)}-${String(pair.customerId)}`;

async function person() {
  const { user, bewerber } = await createStaffUser(t.db);
  return { user, bewerber, cookie: await sessionCookieFor(t.db, user.id) };
}

async function stateOf(bewerberId: number, pair: Pair) {
  const [row] = await t.db
    .select({ state: staffAssignments.state, answeredAt: staffAssignments.answeredAt })
    .from(staffAssignments)
    .where(
      and(
        eq(staffAssignments.bewerberId, bewerberId),
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
      ),
    );
  return row;
}

describe('answers to a fair that is over', () => {
  it('refuses confirm and decline with 409 in the error shape, in the caller’s language, changing nothing', async () => {
    const me = await person();
    const pair = await createMesseCustomer(t.db, { dateStart: shift(-5), dateEnd: shift(-1) });
    await assignStaff(t.db, me.bewerber.id, pair);
    const cases = [
      { verb: 'zusagen', body: undefined, lang: 'de', text: 'Diese Messe ist vorbei' },
      { verb: 'absagen', body: { reason: 'Zu spät' }, lang: 'en', text: 'This fair is over' },
    ] as const;
    for (const { verb, body, lang, text } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: at(pair, verb),
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'accept-language': lang,
          cookie: me.cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      expect(response.statusCode, response.body).toBe(409);
      const error: unknown = response.json();
      expect(isApiErrorBody(error)).toBe(true);
      expect((error as { message: string }).message).toContain(text);
    }
    expect(await stateOf(me.bewerber.id, pair)).toEqual({ state: 'requested', answeredAt: null });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, subject(pair)));
    expect(audits).toEqual([]);
  });

  it('still takes an answer on the fair’s last day (today)', async () => {
    const me = await person();
    const pair = await createMesseCustomer(t.db, { dateStart: shift(-2), dateEnd: shift(0) });
    await assignStaff(t.db, me.bewerber.id, pair);
    const response = await send(t.app, 'POST', at(pair, 'zusagen'), me.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Booking>()).toMatchObject({ state: 'confirmed', past: false });
  });

  it("answers 404, not 409, for another person's booking on a past fair", async () => {
    const me = await person();
    const other = await person();
    const pair = await createMesseCustomer(t.db, { dateStart: shift(-9), dateEnd: shift(-7) });
    await assignStaff(t.db, other.bewerber.id, pair);
    for (const verb of ['zusagen', 'absagen']) {
      const response = await send(t.app, 'POST', at(pair, verb), me.cookie, {});
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await stateOf(other.bewerber.id, pair)).toEqual({
      state: 'requested',
      answeredAt: null,
    });
  });
});

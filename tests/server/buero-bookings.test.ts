import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairAssignments } from '@domain/buero/messen-contract';
import type { Booking, BookingList } from '@domain/einsaetze/booking';
import { isApiErrorBody } from '@domain/shared/api-error';
import { todayIso } from '@server/areas/einsaetze/today';
import { staffAssignments } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { createMesseCustomer, createStaffUser, sessionCookieFor } from '@tests/support/factories';
import {
  decodeQuotedPrintable,
  type SmtpCapture,
  startSmtpCapture,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * The office's side of bookings (issue 24): each person's state and the
 * counts on the pair page, the confirmation by phone (audited), the meeting
 * point (a change after a confirmation asks again), and the mails of a
 * request, a change and a cancellation in the person's locale.
 */

let t: TestApp;
let smtp: SmtpCapture;
let office: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const shift = (days: number) => {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
type Pair = { messeId: number; customerId: number };
const pairUrl = (pair: Pair) => `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
const own = (pair: Pair, verb: string) =>
  `/app/api/einsaetze/${String(pair.messeId)}/${String(pair.customerId)}/${verb}`;

async function person(locale: 'de' | 'en' = 'de') {
  const { user, bewerber } = await createStaffUser(t.db, { user: { locale } });
  return { user, bewerber, cookie: await sessionCookieFor(t.db, user.id) };
}

async function mailsTo(email: string, after: number) {
  await t.app.mailOutbox.drain();
  return smtp.messages
    .slice(after)
    .filter((m) => m.to.includes(email.toLowerCase()))
    .map((m) => decodeQuotedPrintable(m.raw));
}

async function view(pair: Pair) {
  const response = await send(t.app, 'GET', pairUrl(pair), office);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PairAssignments>();
}

describe('states on the pair page', () => {
  it('assigns as requested (mailed in the locale), counts per state, keeps a decline with its reason', async () => {
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    const anna = await person('de');
    const ben = await person('en');
    const cleo = await person('de');
    const before = smtp.messages.length;
    const added = await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
      bewerber_ids: [anna.bewerber.id, ben.bewerber.id, cleo.bewerber.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [german] = await mailsTo(anna.user.email, before);
    expect(german).toContain('für einen Einsatz eingeplant');
    expect(german).toContain(pair.messe.name);
    expect(german).toContain('/de/einsaetze');
    const [english] = await mailsTo(ben.user.email, before);
    expect(english).toContain('the office has booked you');
    expect(english).toContain('/en/einsaetze');

    expect((await view(pair)).counts).toEqual({ confirmed: 0, open: 3, declined: 0 });
    await send(t.app, 'POST', own(pair, 'zusagen'), anna.cookie);
    await send(t.app, 'POST', own(pair, 'absagen'), ben.cookie, { reason: 'Urlaub' });
    const state = await view(pair);
    expect(state.counts).toEqual({ confirmed: 1, open: 1, declined: 1 });
    expect(state.staff.find((s) => s.id === ben.bewerber.id)).toMatchObject({
      state: 'declined',
      decline_reason: 'Urlaub',
    });
  });

  it('records a confirmation by phone, audited as such; 404 for someone not on the pair', async () => {
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    const anna = await person();
    const stranger = await person();
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
      bewerber_ids: [anna.bewerber.id],
    });
    const byPhone = await send(
      t.app,
      'POST',
      `${pairUrl(pair)}/personal/${String(anna.bewerber.id)}/telefonisch`,
      office,
    );
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const answer = byPhone.json<PairAssignments>();
    expect(answer.staff[0]).toMatchObject({ state: 'confirmed', answered_by_phone: true });
    expect(answer.counts).toEqual({ confirmed: 1, open: 0, declined: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'booking_confirmed_by_phone'),
          eq(auditLog.subject, `pair:${String(pair.messeId)}-${String(pair.customerId)}`),
        ),
      );
    expect(audit?.details).toMatchObject({ bewerber_id: anna.bewerber.id });
    const missing = await send(
      t.app,
      'POST',
      `${pairUrl(pair)}/personal/${String(stranger.bewerber.id)}/telefonisch`,
      office,
    );
    expect(missing.statusCode).toBe(404);
    expect(isApiErrorBody(missing.json())).toBe(true);
    // Only the office: a staff member's session is refused before anything happens.
    const denied = await send(
      t.app,
      'POST',
      `${pairUrl(pair)}/personal/${String(anna.bewerber.id)}/telefonisch`,
      anna.cookie,
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('meeting point and changes', () => {
  it('a changed meeting point marks the confirmed booking changed and mails it; the person confirms again', async () => {
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    const anna = await person();
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
      bewerber_ids: [anna.bewerber.id],
    });
    await send(t.app, 'POST', own(pair, 'zusagen'), anna.cookie);
    await t.app.mailOutbox.drain();
    const before = smtp.messages.length;
    const set = await send(t.app, 'PUT', `${pairUrl(pair)}/treffpunkt`, office, {
      meeting_point: 'Eingang Nord',
      meeting_time: '07:45',
      supervisor_phone: '0171 555',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<PairAssignments>().meeting).toEqual({
      meeting_point: 'Eingang Nord',
      meeting_time: '07:45',
      supervisor_phone: '0171 555',
    });
    const [changed] = await mailsTo(anna.user.email, before);
    expect(changed).toContain('an Ihrem Einsatz hat sich etwas geändert');
    expect(changed).toContain('Eingang Nord, 07:45');
    const mine = (await send(t.app, 'GET', '/app/api/einsaetze', anna.cookie)).json<BookingList>();
    expect(mine.items[0]).toMatchObject({
      state: 'confirmed',
      changed: true,
      meeting_time: '07:45',
    });
    const again = await send(t.app, 'POST', own(pair, 'zusagen'), anna.cookie);
    expect(again.json<Booking>()).toMatchObject({ changed: false });
    // Only the phone changed: no one is asked again.
    await send(t.app, 'PUT', `${pairUrl(pair)}/treffpunkt`, office, {
      meeting_point: 'Eingang Nord',
      meeting_time: '07:45',
      supervisor_phone: '',
    });
    const [row] = await t.db
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.messeId, pair.messeId));
    expect(row?.changedSinceConfirmation).toBe(false);
  });

  it('new fair days mark confirmed bookings changed and mail them', async () => {
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    const anna = await person();
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
      bewerber_ids: [anna.bewerber.id],
    });
    await send(t.app, 'POST', own(pair, 'zusagen'), anna.cookie);
    await t.app.mailOutbox.drain();
    const before = smtp.messages.length;
    const edited = await send(t.app, 'PATCH', `messen/${String(pair.messeId)}`, office, {
      name: pair.messe.name,
      city: pair.messe.city,
      date_start: shift(11),
      date_end: shift(13),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await view(pair)).staff[0]).toMatchObject({ state: 'confirmed', changed: true });
    const [changed] = await mailsTo(anna.user.email, before);
    expect(changed).toContain('an Ihrem Einsatz hat sich etwas geändert');
  });

  it('refuses a bad meeting with 422 in the error shape', async () => {
    const pair = await createMesseCustomer(t.db);
    for (const body of [
      { meeting_point: 'a\nb', meeting_time: '', supervisor_phone: '' },
      { meeting_point: '', meeting_time: '25:00', supervisor_phone: '' },
      { meeting_point: 'x'.repeat(201), meeting_time: '', supervisor_phone: '' },
      { meeting_point: '', meeting_time: '', supervisor_phone: '1'.repeat(41) },
    ]) {
      const response = await send(t.app, 'PUT', `${pairUrl(pair)}/treffpunkt`, office, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
    const unknown = await send(t.app, 'PUT', 'messen/999999/kunden/1/treffpunkt', office, {});
    expect(unknown.statusCode).toBe(404);
  });
});

describe('removal', () => {
  it('mails a cancellation to who had not declined', async () => {
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    const anna = await person('en');
    const ben = await person();
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
      bewerber_ids: [anna.bewerber.id, ben.bewerber.id],
    });
    await send(t.app, 'POST', own(pair, 'absagen'), ben.cookie, {});
    await t.app.mailOutbox.drain();
    const before = smtp.messages.length;
    const removed = await send(t.app, 'POST', `${pairUrl(pair)}/personal/entfernen`, office, {
      bewerber_ids: [anna.bewerber.id, ben.bewerber.id],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [cancelled] = await mailsTo(anna.user.email, before);
    expect(cancelled).toContain('taken you off this job');
    expect(await mailsTo(ben.user.email, before)).toEqual([]);
  });
});

describe('erasure', () => {
  it("clears the person's decline reason; the audit log never held it", async () => {
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    const anna = await person();
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
      bewerber_ids: [anna.bewerber.id],
    });
    await send(t.app, 'POST', own(pair, 'absagen'), anna.cookie, { reason: 'Privater Grund' });
    const erased = await send(
      t.app,
      'POST',
      `personen/${String(anna.bewerber.id)}/loeschen`,
      office,
      {
        confirm: `${anna.bewerber.firstname} ${anna.bewerber.lastname}`,
      },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.messeId, pair.messeId));
    expect(row).toMatchObject({ state: 'declined', declineReason: null });
    const audits = await t.db.select({ details: auditLog.details }).from(auditLog);
    expect(JSON.stringify(audits)).not.toContain('Privater Grund');
  });
});

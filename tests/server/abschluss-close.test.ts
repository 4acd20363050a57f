import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeChangesSchema,
  closeListSchema,
  closePreflightSchema,
  closeSummarySchema,
} from '@domain/abschluss/close-contract';
import { approvalPageSchema } from '@domain/freigabe/approval';
import { approveDueTacitly } from '@server/areas/freigabe/jobs';
import { approvalDisputes, approvalRequests } from '@server/platform/db/schema/customer-side';
import { periodCloses } from '@server/platform/db/schema/billing';
import { signatures, times } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { postJson, XHR } from '@tests/support/http';
import { startSmtpCapture, type SmtpCapture } from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { batchResults, postBatch } from '@tests/support/time-tracking-batch';
import {
  CLOSES,
  createDecemberPair,
  expectPeriodClosed,
  insertInvoice,
} from './abschluss-fixtures';
import { ENTRY } from './buero-timesheets-fixtures';
import { API, approvalLinkFrom, createApprovalScene, D3, pagePath } from './freigabe-fixtures';

/*
 * The month close (issue 26, docs/product/month-close.md) through the routes,
 * on both databases: the preflight's findings, the close's record (minutes,
 * payroll file, invoices), the lock on every write path (tablet save, batch
 * entry, signatures, the office's supersede and dispute correction, the
 * approval by link), other months untouched, reopening with a reason, and
 * what changed since the close.
 */

const D4 = '2026-11-23';
const DEC = '2026-12-02';

let smtp: SmtpCapture;
let t: TestApp;
let s: Awaited<ReturnType<typeof createApprovalScene>>;
let dec: Awaited<ReturnType<typeof createDecemberPair>>;
let approveToken: string;
let disputeId: number;
let invoiceId: number;
let cancelledId: number;
let closeId: number;

const office = (url: string, body?: unknown) => s.asOffice(url, body);
const json = (response: { body: string }) => JSON.parse(response.body) as unknown;
const pageOf = (body: string) => v.parse(approvalPageSchema, JSON.parse(body));
const publicPost = (token: string, action: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${pagePath(token)}/${action}`,
    headers: { ...XHR, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: '10.9.0.1',
  });

async function requestToken(days: string[]) {
  const before = smtp.messages.length;
  const sent = await s.asOffice(s.pairPath, { days, contact_id: s.contact.id });
  expect(sent.statusCode, sent.body).toBe(201);
  await t.app.mailOutbox.drain();
  const mail = smtp.messages.slice(before).find((m) => m.to.includes(s.contact.email));
  if (!mail) throw new Error('no approval mail');
  return approvalLinkFrom(mail.raw).token;
}

async function minutesOf(staffId: number, day: string) {
  const [row] = await t.db
    .select()
    .from(times)
    .where(
      and(eq(times.messeId, s.pair.messeId), eq(times.bewerberId, staffId), eq(times.day, day)),
    );
  return row ? (row.timeEnd ?? 0) - (row.timeStart ?? 0) - row.timeBreak : null;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  s = await createApprovalScene(t);
  dec = await createDecemberPair(t.app, t.db, s.supervisor.id);
  expect((await dec.saveTime(DEC, ENTRY)).statusCode).toBe(200);
  // A dispute of the first person's D3 (open), then a second request of D3 to approve later.
  const disputeToken = await requestToken([D3]);
  const page = pageOf((await t.app.inject({ url: pagePath(disputeToken), headers: XHR })).body);
  const disputed = await publicPost(disputeToken, 'beanstanden', {
    rows: [{ staff_id: s.first, day: D3, comment: 'zu lang' }],
    content_sha256: page.content_sha256,
  });
  expect(disputed.statusCode, disputed.body).toBe(200);
  const [dispute] = await t.db.select().from(approvalDisputes);
  disputeId = dispute?.id ?? 0;
  approveToken = await requestToken([D3]);
  invoiceId = (await insertInvoice(t.db, { pair: s.pair, staffId: s.first, day: '2026-11-20' })).id;
  cancelledId = (await insertInvoice(t.db, { pair: s.pair, staffId: s.second, day: '2026-11-20' }))
    .id;
  await insertInvoice(t.db, {
    pair: s.pair,
    staffId: s.second,
    day: '2026-11-20',
    cancels: cancelledId,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('access and inputs', () => {
  it('answers 403 to a supervisor on every call', async () => {
    const cookie = s.cookies.supervisor;
    for (const url of [CLOSES, `${CLOSES}/vorpruefung?month=2026-11`, `${CLOSES}/1`]) {
      const response = await t.app.inject({ url, headers: { ...XHR, cookie } });
      expect(response.statusCode, url).toBe(403);
    }
    const close = await postJson(t.app, CLOSES, { kind: 'month', month: '2026-11' }, { cookie });
    expect(close.statusCode).toBe(403);
    const reopen = await postJson(
      t.app,
      `${CLOSES}/1/wiedereroeffnen`,
      { reason: 'x' },
      { cookie },
    );
    expect(reopen.statusCode).toBe(403);
  });

  it('wants exactly one of month and fair, and a known fair', async () => {
    for (const query of ['', '?month=2026-11&messe_id=1', '?month=2026-13', '?messe_id=abc']) {
      const response = await office(`${CLOSES}/vorpruefung${query}`);
      expect(response.statusCode, query).toBe(422);
    }
    expect((await office(`${CLOSES}/vorpruefung?messe_id=999999`)).statusCode).toBe(404);
    expect((await office(CLOSES, { kind: 'messe', messe_id: 999999 })).statusCode).toBe(404);
    expect((await office(CLOSES, { kind: 'month', month: '2026-1' })).statusCode).toBe(422);
    expect((await office(CLOSES, { kind: 'year' })).statusCode).toBe(422);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    for (const path of ['', '/aenderungen', '/lohndatei']) {
      expect((await office(`${CLOSES}/abc${path}`)).statusCode).toBe(400);
      expect((await office(`${CLOSES}/999999${path}`)).statusCode).toBe(404);
    }
    expect((await office(`${CLOSES}/999999/wiedereroeffnen`, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('preflight', () => {
  it('lists each kind of finding for the month', async () => {
    const response = await office(`${CLOSES}/vorpruefung?month=2026-11`);
    expect(response.statusCode, response.body).toBe(200);
    const preflight = v.parse(closePreflightSchema, json(response));
    expect(preflight.closed_id).toBeNull();
    // D3 (a Sunday) has no customer signature, for both people.
    expect(preflight.unsigned.map((row) => [row.staff_id, row.days])).toEqual([
      [s.first, [D3]],
      [s.second, [D3]],
    ]);
    expect(preflight.unsigned[0]?.messe_name).toBe(s.pair.messe.name);
    expect(preflight.open_disputes).toEqual([
      expect.objectContaining({ staff_id: s.first, day: D3, dispute_id: disputeId }),
    ]);
    expect(preflight.without_personnel_number.map((p) => p.staff_id).sort()).toEqual(
      [s.first, s.second].sort(),
    );
    expect(preflight.working_time_warnings).toContainEqual(
      expect.objectContaining({ staff_id: s.first, day: D3, text: '§ 9 ArbZG: Sonntag' }),
    );
    expect(preflight.pairs_without_rate).toEqual([
      expect.objectContaining({ messe_id: s.pair.messeId, customer_id: s.pair.customerId }),
    ]);
    // First: D1, D2, D3; second: D1, D3; 510 minutes each.
    expect(preflight.totals).toEqual({ people: 2, days: 5, minutes: 5 * 510 });
  });

  it('answers in English for an English request, and for a fair', async () => {
    const response = await t.app.inject({
      url: `${CLOSES}/vorpruefung?messe_id=${String(s.pair.messeId)}`,
      headers: { ...XHR, cookie: s.office.cookie, 'accept-language': 'en' },
    });
    const preflight = v.parse(closePreflightSchema, json(response));
    expect(preflight.period).toEqual({ kind: 'messe', messe_id: s.pair.messeId });
    expect(preflight.working_time_warnings.map((w) => w.text)).toContain('§ 9 ArbZG: Sunday');
  });
});

describe('close', () => {
  it('closes the month: minutes, payroll file and invoices recorded, audited', async () => {
    const response = await office(CLOSES, { kind: 'month', month: '2026-11' });
    expect(response.statusCode, response.body).toBe(201);
    const close = v.parse(closeSummarySchema, json(response));
    closeId = close.id;
    expect(close).toMatchObject({
      period: { kind: 'month', month: '2026-11' },
      messe_name: null,
      closed_by: 'Olivia Office',
      reopened_at: null,
    });
    expect(close.invoices.map((invoice) => invoice.id)).toEqual([invoiceId]);
    const [stored] = await t.db.select().from(periodCloses).where(eq(periodCloses.id, closeId));
    expect((stored?.snapshot as { rows: unknown[] }).rows).toContainEqual([
      s.pair.messeId,
      s.pair.customerId,
      s.first,
      D3,
      510,
    ]);
    expect((stored?.snapshot as { rows: unknown[] }).rows).toHaveLength(5);
    const file = await office(`${CLOSES}/${String(closeId)}/lohndatei`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(close.payroll_sha256);
    // Signed rows only: D1 and D2 of the first, D1 of the second (D3 unsigned).
    expect(file.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(1 + 3);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'period_closed'));
    expect(audit).toHaveLength(1);
    const downloads = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payroll_exported'));
    expect(JSON.stringify(downloads.at(-1)?.details)).toContain(`"closeId":${String(closeId)}`);
  });

  it('refuses a second close of the month (409) and shows the close on the preflight', async () => {
    const again = await office(CLOSES, { kind: 'month', month: '2026-11' });
    expect(again.statusCode).toBe(409);
    const preflight = v.parse(
      closePreflightSchema,
      json(await office(`${CLOSES}/vorpruefung?month=2026-11`)),
    );
    expect(preflight.closed_id).toBe(closeId);
    const list = v.parse(closeListSchema, json(await office(CLOSES)));
    expect(list.closes.map((c) => c.id)).toEqual([closeId]);
  });
});

describe('the lock while the month is closed', () => {
  it('refuses the tablet’s save, and keeps other months writable', async () => {
    expectPeriodClosed(await s.saveTime(s.first, D4));
    expect(await minutesOf(s.first, D4)).toBeNull();
    expect((await dec.saveTime(DEC, { ...ENTRY, time_end: 1020 })).statusCode).toBe(200);
  });

  it('refuses a batch entry alone: the other entries are kept', async () => {
    const novPath = `stundenerfassung/staff/${s.ids}/${String(s.first)}/${D4}`;
    const decPath = `stundenerfassung/staff/${dec.ids}/${String(dec.person.id)}/2026-12-01`;
    const response = await postBatch(
      t.app,
      [
        { path: decPath, body: ENTRY },
        { path: novPath, body: ENTRY },
        { path: decPath, body: { ...ENTRY, time_break: 45 } },
      ],
      { cookie: s.cookies.supervisor },
    );
    const results = batchResults(response);
    expect(results.map((result) => result.status)).toEqual([200, 409, 200]);
    expect(results[1]?.body).toEqual({
      message: expect.any(String),
      errors: {},
      code: 'period_closed',
    });
    expect(await minutesOf(s.first, D4)).toBeNull();
    const [kept] = await t.db
      .select()
      .from(times)
      .where(and(eq(times.messeId, dec.pair.messeId), eq(times.day, '2026-12-01')));
    expect(kept?.timeBreak).toBe(45);
  });

  it('refuses the staff and the customer signature', async () => {
    expectPeriodClosed(await s.staffSignAgain(s.second));
    expectPeriodClosed(await s.customerSign());
  });

  it('refuses the office’s supersede of a signature and its dispute correction', async () => {
    const [customer] = await t.db
      .select({ id: signatures.id })
      .from(signatures)
      .where(and(eq(signatures.messeId, s.pair.messeId), eq(signatures.kind, 'customer')));
    const superseded = await office(
      `${API}/buero/unterschriften/${String(customer?.id)}/aufheben`,
      {
        reason: 'Korrektur',
      },
    );
    expectPeriodClosed(superseded);
    const corrected = await office(`${API}/buero/einwaende/${String(disputeId)}/erledigen`, {
      resolution: 'corrected',
      time: { time_start: 540, time_end: 960, time_break: 30 },
      note: 'korrigiert',
    });
    expectPeriodClosed(corrected);
    expect(await minutesOf(s.first, D3)).toBe(510);
  });

  it('refuses the approval by link', async () => {
    const page = pageOf((await t.app.inject({ url: pagePath(approveToken), headers: XHR })).body);
    const approved = await publicPost(approveToken, 'bestaetigen', {
      name: 'Frau Kontakt',
      confirmed: true,
      content_sha256: page.content_sha256,
    });
    expectPeriodClosed(approved);
  });

  it('leaves a tacit approval due open', async () => {
    await t.db
      .update(approvalRequests)
      .set({ tacitAt: new Date(Date.now() - 60_000) })
      .where(isNull(approvalRequests.answer));
    expect(await approveDueTacitly(t.db)).toMatchObject({ approved: 0 });
    await t.db.update(approvalRequests).set({ tacitAt: null });
  });

  it('shows no change while the close is in force', async () => {
    const changes = v.parse(
      closeChangesSchema,
      json(await office(`${CLOSES}/${String(closeId)}/aenderungen`)),
    );
    expect(changes.changes).toEqual([]);
  });
});

describe('a fair’s close', () => {
  it('locks every day of the fair, whatever the month', async () => {
    const closed = await office(CLOSES, { kind: 'messe', messe_id: dec.pair.messeId });
    expect(closed.statusCode, closed.body).toBe(201);
    const close = v.parse(closeSummarySchema, json(closed));
    expect(close.messe_name).toBe(dec.pair.messe.name);
    expectPeriodClosed(await dec.saveTime('2026-12-03', ENTRY));
    const reopened = await office(`${CLOSES}/${String(close.id)}/wiedereroeffnen`, {
      reason: 'Test',
    });
    expect(reopened.statusCode).toBe(200);
    expect((await dec.saveTime('2026-12-03', ENTRY)).statusCode).toBe(200);
  });
});

describe('reopen', () => {
  it('needs a reason', async () => {
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const response = await office(`${CLOSES}/${String(closeId)}/wiedereroeffnen`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('reopens with a reason (audited), once', async () => {
    const response = await office(`${CLOSES}/${String(closeId)}/wiedereroeffnen`, {
      reason: 'Nachtrag Kunde',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(v.parse(closeSummarySchema, json(response))).toMatchObject({
      reopened_by: 'Olivia Office',
      reopen_reason: 'Nachtrag Kunde',
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'period_reopened'));
    expect(audit.at(-1)?.details).toMatchObject({ closeId, reason: 'Nachtrag Kunde' });
    const again = await office(`${CLOSES}/${String(closeId)}/wiedereroeffnen`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('lets the writes through again, and shows what changed since the close', async () => {
    expect((await s.saveTime(s.first, D4, { ...ENTRY, time_end: 1020 })).statusCode).toBe(200);
    const corrected = await office(`${API}/buero/einwaende/${String(disputeId)}/erledigen`, {
      resolution: 'corrected',
      time: { time_start: 540, time_end: 960, time_break: 30 },
      note: 'korrigiert',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const changes = v.parse(
      closeChangesSchema,
      json(await office(`${CLOSES}/${String(closeId)}/aenderungen`)),
    );
    expect(
      changes.changes.map((c) => [c.staff_id, c.day, c.before_minutes, c.after_minutes]),
    ).toEqual([
      [s.first, D3, 510, 390],
      [s.first, D4, null, 450],
    ]);
    expect(changes.changes[0]?.name).toContain(',');
    // A new close of the month is possible now.
    const closedAgain = await office(CLOSES, { kind: 'month', month: '2026-11' });
    expect(closedAgain.statusCode).toBe(201);
  });
});

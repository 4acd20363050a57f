import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalPageSchema } from '@domain/freigabe/approval';
import { pairApprovalsSchema } from '@domain/freigabe/office';
import { isApiErrorBody } from '@domain/shared/api-error';
import { strFromU8, unzipSync } from 'fflate';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { approvalDisputes, approvalRequests } from '@server/platform/db/schema/customer-side';
import { messeCustomers, signatures, times } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { message, type MessageKey } from '@server/platform/http/messages';
import { postJson, XHR } from '@tests/support/http';
import {
  type SmtpCapture,
  startSmtpCapture,
  decodeQuotedPrintable,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ENTRY } from './buero-timesheets-fixtures';
import { API, approvalLinkFrom, createApprovalScene, D3, pagePath } from './freigabe-fixtures';

/*
 * Approval of hours by link (issue 25, docs/product/customers.md), through
 * the routes on both databases, with a real SMTP server for the mails: the
 * office requests, the contact opens, disputes, the office resolves and
 * requests again, the contact approves; payroll counts a disputed day as
 * unsigned until then.
 */

const D4 = '2026-11-23';

let smtp: SmtpCapture;
let t: TestApp;
let s: Awaited<ReturnType<typeof createApprovalScene>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  s = await createApprovalScene(t);
  const saved = await s.saveTime(s.first, D4);
  expect(saved.statusCode, saved.body).toBe(200);
  // The first person signs D3 and D4 too: their own signature covers them.
  expect((await s.staffSignAgain(s.first)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailTo(email: string, after: number) {
  await t.app.mailOutbox.drain();
  const mail = smtp.messages.slice(after).find((m) => m.to.includes(email.toLowerCase()));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

async function request(days: string[], contactId = s.contact.id) {
  return s.asOffice(s.pairPath, { days, contact_id: contactId });
}

/** Sends a request and returns its token from the mail. */
async function requestToken(days: string[]) {
  const before = smtp.messages.length;
  const sent = await request(days);
  expect(sent.statusCode, sent.body).toBe(201);
  const mail = await mailTo(s.contact.email, before);
  return { id: (JSON.parse(sent.body) as { id: number }).id, ...approvalLinkFrom(mail.raw), mail };
}

const getPage = (token: string, ip = '10.1.0.1') =>
  t.app.inject({ url: pagePath(token), headers: XHR, remoteAddress: ip });
const post = (token: string, action: string, body: unknown, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `${pagePath(token)}/${action}`,
    headers: { ...XHR, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
/** A refusal in the API's error shape, with its code's German text. */
function expectRefusal(response: { body: string }, code: MessageKey) {
  const body: unknown = JSON.parse(response.body);
  expect(isApiErrorBody(body)).toBe(true);
  expect(body).toMatchObject({ message: message(code, 'de') });
}
const pageOf = (body: string) => v.parse(approvalPageSchema, JSON.parse(body));

/** A person's stored time of a day on the scene's pair. */
async function timeOf(staffId: number, day: string) {
  const rows = await t.db
    .select({ time_start: times.timeStart, time_end: times.timeEnd, time_break: times.timeBreak })
    .from(times)
    .where(
      and(
        eq(times.messeId, s.pair.messeId),
        eq(times.customerId, s.pair.customerId),
        eq(times.bewerberId, staffId),
        eq(times.day, day),
      ),
    );
  return rows[0];
}

async function payrollUnsigned(staffId: number): Promise<string[]> {
  const response = await s.asOffice(
    `${API}/buero/abrechnung/vorschau?messe_id=${String(s.pair.messeId)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = JSON.parse(response.body) as { people: { id: number; unsigned_days: string[] }[] };
  return body.people.find((person) => person.id === staffId)?.unsigned_days ?? [];
}

describe('the office and the contact, the whole path', () => {
  it('lists the unsigned days, the contacts and the preselected approver', async () => {
    const response = await s.asOffice(s.pairPath);
    expect(response.statusCode, response.body).toBe(200);
    const list = v.parse(pairApprovalsSchema, JSON.parse(response.body));
    expect(list.unsigned_days).toEqual([D3, D4]);
    expect(list.contacts.map((c) => c.id)).toEqual([s.contact.id]);
    expect(list.approver_contact_id).toBe(s.contact.id);
    expect(list.requests).toEqual([]);
  });

  it('refuses signed days, days without work time and a foreign contact', async () => {
    const signed = await request(['2026-11-20']);
    expect(signed.statusCode).toBe(409);
    expectRefusal(signed, 'approval_days_signed');
    const empty = await request(['2026-11-24']);
    expect(empty.statusCode).toBe(409);
    const foreign = await request([D3], s.foreignContact.id);
    expect(foreign.statusCode).toBe(422);
    const body: unknown = JSON.parse(foreign.body);
    expect(isApiErrorBody(body)).toBe(true);
    expectRefusal(foreign, 'approval_contact_unknown');
    expect(body).toMatchObject({ errors: { contact_id: [expect.any(String)] } });
    const unknownPair = await s.asOffice(`${API}/buero/messen/999999/kunden/1/freigaben`, {
      days: [D3],
      contact_id: s.contact.id,
    });
    expect(unknownPair.statusCode).toBe(404);
  });

  let token = '';
  let requestId = 0;

  it('mails the contact the link, and the page shows exactly the requested days', async () => {
    const sent = await requestToken([D3, D4]);
    token = sent.token;
    requestId = sent.id;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(sent.url.pathname).toBe(`/de/freigabe/${token}`);
    expect(decodeQuotedPrintable(sent.mail.raw)).toContain('14 Tage');
    const [stored] = await t.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, requestId));
    expect(stored?.tokenHash).not.toContain(token);
    const response = await getPage(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const page = pageOf(response.body);
    expect(page.state).toBe('open');
    expect(page.days).toEqual([D3, D4]);
    expect(page.rows.map((row) => [row.staff_id, row.day]).sort()).toEqual(
      [
        [s.first, D3],
        [s.first, D4],
        [s.second, D3],
      ].sort(),
    );
    const worked = ENTRY.time_end - ENTRY.time_start - ENTRY.time_break;
    expect(page.totals.minutes).toBe(3 * worked);
    expect(page.content_sha256).toBe(stored?.contentSha256);
    expect(page.answer).toBeNull();
  });

  it('audits the first opening once', async () => {
    await getPage(token);
    const opened = await t.db.select().from(auditLog).where(eq(auditLog.action, 'approval_opened'));
    expect(opened).toHaveLength(1);
    expect(JSON.stringify(opened)).not.toContain(token);
  });

  it('refuses a dispute of a row not on the sheet, and another pair’s person', async () => {
    const page = pageOf((await getPage(token)).body);
    const response = await post(token, 'beanstanden', {
      rows: [
        { staff_id: s.second, day: D4, comment: 'nicht da' },
        { staff_id: s.foreignStaff.id, day: D3, comment: 'wer?' },
      ],
      content_sha256: page.content_sha256,
    });
    expect(response.statusCode).toBe(422);
    expectRefusal(response, 'approval_row_unknown');
    expect(JSON.parse(response.body)).toMatchObject({
      errors: { 'rows.0': [expect.any(String)], 'rows.1': [expect.any(String)] },
    });
  });

  it('takes a dispute: the day counts unsigned in payroll although the person signed it', async () => {
    expect(await payrollUnsigned(s.first)).toEqual([]);
    const page = pageOf((await getPage(token)).body);
    const response = await post(token, 'beanstanden', {
      rows: [
        { staff_id: s.first, day: D3, comment: 'Person war 14–16 Uhr nicht am Stand' },
        { staff_id: s.second, day: D3, comment: 'zu lang' },
      ],
      content_sha256: page.content_sha256,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = pageOf(response.body);
    expect(answered.state).toBe('disputed');
    expect(answered.answer?.disputes).toHaveLength(2);
    expect(await payrollUnsigned(s.first)).toEqual([D3]);
  });

  it('takes no further answer, and shows the given one', async () => {
    const page = pageOf((await getPage(token)).body);
    expect(page.state).toBe('disputed');
    const again = await post(token, 'bestaetigen', {
      name: 'Frau Kontakt',
      confirmed: true,
      content_sha256: page.content_sha256,
    });
    expect(again.statusCode).toBe(409);
    expectRefusal(again, 'approval_answered');
    const withdraw = await s.asOffice(
      `${API}/buero/freigaben/${String(requestId)}/zurueckziehen`,
      {},
    );
    expect(withdraw.statusCode).toBe(409);
  });

  it('the office sees the disputes, corrects a time and answers the other', async () => {
    const list = v.parse(pairApprovalsSchema, JSON.parse((await s.asOffice(s.pairPath)).body));
    const [newest] = list.requests;
    expect(newest?.state).toBe('disputed');
    expect(newest?.opened_at).not.toBeNull();
    const disputes = newest?.disputes ?? [];
    expect(disputes.map((d) => d.comment).sort()).toEqual(
      ['Person war 14–16 Uhr nicht am Stand', 'zu lang'].sort(),
    );
    const review = await s.asOffice(
      `${API}/buero/messen/${String(s.pair.messeId)}/kunden/${String(s.pair.customerId)}/zeiten`,
    );
    expect(review.statusCode, review.body).toBe(200);
    const reviewed = JSON.parse(review.body) as {
      pair: {
        people: { id: number; days: { day: string; dispute?: { comment: string } | null }[] }[];
      };
    };
    const firstD3 = reviewed.pair.people
      .find((person) => person.id === s.first)
      ?.days.find((day) => day.day === D3);
    expect(firstD3?.dispute?.comment).toBe('Person war 14–16 Uhr nicht am Stand');
    expect(await payrollUnsigned(s.first)).toEqual([D3]);
    const before = smtp.messages.length;
    const resolve = (id: number | undefined, body: unknown, cookie?: string) =>
      cookie === undefined
        ? s.asOffice(`${API}/buero/einwaende/${String(id)}/erledigen`, body)
        : postJson(t.app, `${API}/buero/einwaende/${String(id)}/erledigen`, body, { cookie });
    const firstDispute = disputes.find((d) => d.staff_id === s.first);
    const secondDispute = disputes.find((d) => d.staff_id === s.second);
    // The list carries each row's time now: what the office's correction starts from.
    expect(secondDispute?.time).toEqual(ENTRY);
    const revOf = async () =>
      (
        await t.db.select().from(messeCustomers).where(eq(messeCustomers.messeId, s.pair.messeId))
      )[0]?.rev;
    const rev = await revOf();

    // The first person's own signature covers D3: refused, nothing changed.
    const signed = await resolve(firstDispute?.id, {
      resolution: 'corrected',
      time: { ...ENTRY, time_end: ENTRY.time_end - 60 },
      note: 'gekürzt',
    });
    expect(signed.statusCode, signed.body).toBe(409);
    const signedBody = JSON.parse(signed.body) as { message: string; code: string };
    expect(isApiErrorBody(signedBody)).toBe(true);
    expect(signedBody.code).toBe('sheet_signed');
    expect(signedBody.message).toMatch(/Unterschrift zuerst wieder/);
    expect(await timeOf(s.first, D3)).toEqual(ENTRY);
    expect(await revOf()).toBe(rev);

    // Bad times: 422 with field errors under time.*, nothing changed.
    const bad = await resolve(secondDispute?.id, {
      resolution: 'corrected',
      time: { time_start: 545, time_end: 480, time_break: 90 },
      note: 'x',
    });
    expect(bad.statusCode, bad.body).toBe(422);
    const badBody = JSON.parse(bad.body) as { errors: Record<string, string[]> };
    expect(isApiErrorBody(badBody)).toBe(true);
    expect(Object.keys(badBody.errors)).toEqual(
      expect.arrayContaining(['time.time_start', 'time.time_break']),
    );
    expect(badBody.errors['time.time_start']?.[0]).toMatch(/15 Minuten/);
    const noTime = await resolve(secondDispute?.id, { resolution: 'corrected', note: 'x' });
    expect(noTime.statusCode).toBe(422);
    expect(Object.keys((JSON.parse(noTime.body) as { errors: object }).errors)).toEqual(['time']);
    const order = await resolve(secondDispute?.id, {
      resolution: 'corrected',
      time: { time_start: 600, time_end: 540, time_break: 0 },
      note: 'x',
    });
    expect(order.statusCode).toBe(422);
    const noResolution = await resolve(secondDispute?.id, { note: 'x' });
    expect(noResolution.statusCode).toBe(422);
    expect(await timeOf(s.second, D3)).toEqual(ENTRY);

    // Office only; an unknown dispute is 404.
    const supervisor = await resolve(
      secondDispute?.id,
      { resolution: 'answered', note: 'x' },
      s.cookies.supervisor,
    );
    expect(supervisor.statusCode).toBe(403);
    const unknown = await resolve(999_999, { resolution: 'answered', note: 'x' });
    expect(unknown.statusCode).toBe(404);

    // The second person's day is unsigned: corrected in the same call.
    const corrected = await resolve(secondDispute?.id, {
      resolution: 'corrected',
      time: { ...ENTRY, time_end: ENTRY.time_end - 60 },
      note: 'Zeit um eine Stunde gekürzt.',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(JSON.parse(corrected.body)).toMatchObject({
      resolution: 'corrected',
      time: { ...ENTRY, time_end: ENTRY.time_end - 60 },
    });
    expect(await timeOf(s.second, D3)).toEqual({ ...ENTRY, time_end: ENTRY.time_end - 60 });
    expect(await revOf()).toBe((rev ?? 0) + 1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'time_changed'));
    const audit = audits.at(-1);
    expect(audit?.subject).toBe(
      `times:${String(s.pair.messeId)}/${String(s.pair.customerId)}/${String(s.second)}/${D3}`,
    );
    expect(audit?.details).toMatchObject({
      day: D3,
      time_end: ENTRY.time_end - 60,
      created: false,
      before: ENTRY,
      via: 'approval_dispute',
    });
    // 'answered' needs no time.
    const answered = await resolve(firstDispute?.id, {
      resolution: 'answered',
      note: 'Laut Aufsicht war die Person da.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ resolution: 'answered', time: ENTRY });
    const again = await resolve(disputes[0]?.id, { resolution: 'answered', note: 'x' });
    expect(again.statusCode).toBe(409);
    const againCorrected = await resolve(secondDispute?.id, {
      resolution: 'corrected',
      time: ENTRY,
      note: 'x',
    });
    expect(againCorrected.statusCode).toBe(409);
    expect(await timeOf(s.second, D3)).toEqual({ ...ENTRY, time_end: ENTRY.time_end - 60 });
    await t.app.mailOutbox.drain();
    const mails = smtp.messages
      .slice(before)
      .filter((m) => m.to.includes(s.contact.email.toLowerCase()))
      .map((m) => decodeQuotedPrintable(m.raw));
    expect(mails).toHaveLength(2);
    const correctionMail = mails.find((m) => m.includes('gekürzt'));
    expect(correctionMail).toContain(
      'Bisher: 09:00–18:00, Pause 30 Min. → neu: 09:00–17:00, Pause 30 Min.',
    );
    expect(mails.find((m) => m.includes('Aufsicht'))).not.toContain('Bisher:');
    expect(await payrollUnsigned(s.first)).toEqual([]);
  });

  it('requests again; the contact approves: a customer signature by link, rev bumped', async () => {
    const [pairBefore] = await t.db
      .select()
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, s.pair.messeId));
    const sent = await requestToken([D3, D4]);
    const page = pageOf((await getPage(sent.token, '10.1.0.2')).body);
    const stale = await post(
      sent.token,
      'bestaetigen',
      {
        name: 'Frau Kontakt',
        confirmed: true,
        content_sha256: '0'.repeat(64),
      },
      '10.1.0.2',
    );
    expect(stale.statusCode).toBe(409);
    expectRefusal(stale, 'approval_changed');
    const response = await post(
      sent.token,
      'bestaetigen',
      {
        name: 'Frau Kontakt',
        confirmed: true,
        content_sha256: page.content_sha256,
      },
      '10.1.0.2',
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = pageOf(response.body);
    expect(answered.state).toBe('approved');
    expect(answered.answer?.name).toBe('Frau Kontakt');
    const [stored] = await t.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, sent.id));
    const [signature] = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.id, stored?.signatureId ?? 0));
    expect(signature).toMatchObject({
      kind: 'customer',
      method: 'link',
      svg: '',
      signerName: 'Frau Kontakt',
      approverEmail: s.contact.email,
      approverIp: '10.1.0.2',
      contentSha256: page.content_sha256,
    });
    const [pairAfter] = await t.db
      .select()
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, s.pair.messeId));
    expect(pairAfter?.rev).toBeGreaterThan(pairBefore?.rev ?? 0);
    const list = v.parse(pairApprovalsSchema, JSON.parse((await s.asOffice(s.pairPath)).body));
    expect(list.unsigned_days).toEqual([]);
    const review = await s.asOffice(
      `${API}/buero/messen/${String(s.pair.messeId)}/kunden/${String(s.pair.customerId)}/zeiten`,
    );
    const reviewed = JSON.parse(review.body) as {
      pair: {
        customer_signatures: { method?: string; verification: string; signer_name: string }[];
      };
    };
    expect(reviewed.pair.customer_signatures.map((sig) => sig.method)).toEqual(['stand', 'link']);
    expect(reviewed.pair.customer_signatures.every((sig) => sig.verification === 'unchanged')).toBe(
      true,
    );
    // The approved day is locked like a signature at the stand.
    const locked = await s.saveTime(s.second, D3, ENTRY);
    expect(locked.statusCode).toBe(409);
    const nothingLeft = await request([D3]);
    expect(nothingLeft.statusCode).toBe(409);
    const approvedAudit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'approval_approved'));
    expect(approvedAudit).toHaveLength(1);
  });
});

describe('the audit trail', () => {
  it('records sent, opened, disputed, resolved and approved, never a token', async () => {
    const rows = await t.db.select().from(auditLog);
    const actions = new Set(rows.map((row) => row.action));
    for (const action of [
      'approval_sent',
      'approval_opened',
      'approval_disputed',
      'approval_dispute_resolved',
      'approval_approved',
    ]) {
      expect(actions.has(action as never), action).toBe(true);
    }
    expect(JSON.stringify(rows)).not.toMatch(/Person war 14/);
    const sent = rows.filter((row) => row.action === 'approval_sent');
    expect(sent.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the disputes are the person’s data', () => {
  it('go into the person export and are deleted on erasure', async () => {
    const exported = await s.asOffice(`${API}/buero/personen/${String(s.first)}/export`);
    expect(exported.statusCode).toBe(200);
    const json = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['person.json'] ?? new Uint8Array()),
    ) as { bewerber: { id: number; approval_disputes: { comment: string }[] }[] };
    const person = json.bewerber.find((row) => row.id === s.first);
    expect(person?.approval_disputes.map((d) => d.comment)).toEqual([
      'Person war 14–16 Uhr nicht am Stand',
    ]);
    const [record] = await t.db.select().from(bewerber).where(eq(bewerber.id, s.first));
    const erased = await s.asOffice(`${API}/buero/personen/${String(s.first)}/loeschen`, {
      confirm: `${record?.firstname ?? ''} ${record?.lastname ?? ''}`,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.db
      .select()
      .from(approvalDisputes)
      .where(eq(approvalDisputes.bewerberId, s.first));
    expect(left).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { svgDataUrl } from '@domain/stundenerfassung/signature-data-url';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingSigned,
  TimeTrackingStaffSheet,
  TimeTrackingTimeSaved,
} from '@domain/stundenerfassung/stundenerfassung';
import {
  messeCustomers,
  signatures,
  staffAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { documentedSignatureHash } from '@tests/support/signed-content';
import {
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const BASE = '/app/api/stundenerfassung';

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

function sign(url: string, fields: Parameters<typeof multipartBody>[0], headers = {}) {
  const { payload, headers: type } = multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...XHR, ...type, cookie: scene.cookies.supervisor, ...headers },
  });
}

const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };

describe('saving a time', () => {
  it('upserts one row per person and day and audits each change', async () => {
    const first = await saveTime(0, '2026-11-21', ENTRY);
    expect(first.statusCode).toBe(200);
    expect(first.json<TimeTrackingTimeSaved>()).toEqual({
      success: true,
      time: { day: '2026-11-21', ...ENTRY },
    });
    const second = await saveTime(0, '2026-11-21', { ...ENTRY, time_end: 1020 });
    expect(second.json<TimeTrackingTimeSaved>().time.time_end).toBe(1020);
    const rows = await t.db
      .select()
      .from(times)
      .where(eq(times.bewerberId, staffId(0)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ timeEnd: 1020, updatedBy: scene.supervisor.id });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'time_changed'));
    expect(audit).toHaveLength(2);
    expect(audit[1]?.details).toMatchObject({ time_end: 1020, created: false });
  });

  it('answers 422 with field errors in the request language', async () => {
    const response = await saveTime(
      0,
      '2026-11-22',
      { time_start: 600, time_end: 540, time_break: 70 },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors.time_break).toBeDefined();
    const steps = await saveTime(0, '2026-11-22', {
      time_start: 541,
      time_end: 600,
      time_break: 0,
    });
    expect(steps.json<{ errors: Record<string, string[]> }>().errors.time_start).toEqual([
      'Zeiten werden in Schritten von 15 Minuten erfasst.',
    ]);
    for (const bad of [null, [], 'x', { time_start: '540', time_end: 600, time_break: 0 }]) {
      const answer = await saveTime(0, '2026-11-22', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(422);
      expect(isApiErrorBody(answer.json())).toBe(true);
    }
  });

  it('answers 404 for a day outside the fair and for a person not on the pair', async () => {
    expect((await saveTime(0, '2026-11-25', ENTRY)).statusCode).toBe(404);
    const foreign = await postJson(
      t.app,
      `${BASE}/staff/${pairUrl}/${scene.foreignStaff.id}/2026-11-21`,
      ENTRY,
      { cookie: scene.cookies.supervisor },
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('signing and locks', () => {
  it('refuses an empty pad and a missing customer name with field errors', async () => {
    const empty = await sign(`${BASE}/staff/${pairUrl}/${staffId(1)}/sign`, [
      {
        name: 'signature',
        value: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        filename: 's.svg',
      },
    ]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.signature).toEqual([
      'Bitte unterschreiben Sie im Feld.',
    ]);
    const noName = await sign(`${BASE}/customer/${pairUrl}/sign`, [
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ]);
    expect(noName.statusCode).toBe(422);
    expect(Object.keys(noName.json<{ errors: object }>().errors)).toEqual(['signatureName']);
    const nothing = await sign(`${BASE}/customer/${pairUrl}/sign`, [{ name: 'x', value: 'y' }]);
    expect(Object.keys(nothing.json<{ errors: object }>().errors).sort()).toEqual([
      'signature',
      'signatureName',
    ]);
  });

  it('refuses a file over 256 KiB with 413 in the error shape', async () => {
    const huge = SAMPLE_SIGNATURE_SVG.replace('</svg>', `${' '.repeat(300 * 1024)}</svg>`);
    const response = await sign(`${BASE}/staff/${pairUrl}/${staffId(1)}/sign`, [
      { name: 'signature', value: huge, filename: 's.svg' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(isApiErrorBody(response.json())).toBe(true);
  });

  it('a staff signature locks that person’s signed days (409 sheet_signed), keeps a replay, not others', async () => {
    const key = randomUUID();
    const before = await saveTime(1, '2026-11-21', ENTRY, { 'idempotency-key': key });
    expect(before.statusCode).toBe(200);

    const signed = await sign(`${BASE}/staff/${pairUrl}/${staffId(1)}/sign`, [
      { name: 'signature', value: `${SAMPLE_SIGNATURE_SVG}<!-- x -->`, filename: 'sig.svg' },
    ]);
    expect(signed.statusCode).toBe(200);
    const answer = signed.json<TimeTrackingSigned>();
    expect(answer.signature).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(answer.signed_by).toBe(`${scene.staff[1]?.firstname} ${scene.staff[1]?.lastname}`);

    const refused = await saveTime(
      1,
      '2026-11-21',
      { ...ENTRY, time_break: 0 },
      { 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Timesheet already signed',
      errors: {},
      code: 'sheet_signed',
    });
    const refusedDe = await saveTime(1, '2026-11-21', ENTRY);
    expect(refusedDe.json<{ message: string }>().message).toBe(
      'Stundenzettel bereits unterschrieben',
    );
    // A day without work time when the person signed stays open (ADR 0017).
    expect((await saveTime(1, '2026-11-22', ENTRY)).statusCode).toBe(200);

    // The key accepted before the signature replays its stored 2xx.
    const replay = await saveTime(1, '2026-11-21', ENTRY, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect(replay.json()).toEqual(before.json());

    const later = await sign(`${BASE}/staff/${pairUrl}/${staffId(1)}/sign`, [
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 'sig.svg' },
    ]);
    expect(later.statusCode).toBe(200);
    expect(later.json<TimeTrackingSigned>().days).toEqual(['2026-11-22']);
    const again = await sign(`${BASE}/staff/${pairUrl}/${staffId(1)}/sign`, [
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 'sig.svg' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('sheet_signed');

    expect((await saveTime(2, '2026-11-21', ENTRY)).statusCode).toBe(200);
    const refusals = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sheet_lock_refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(3);

    const [assignment] = await t.db
      .select()
      .from(staffAssignments)
      .where(and(eq(staffAssignments.bewerberId, staffId(1))));
    expect(assignment?.signedAt).toBeInstanceOf(Date);
    const [stored] = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.id, assignment?.signatureId ?? 0));
    expect(stored).toMatchObject({ kind: 'staff', signedBy: scene.supervisor.id });
    expect(stored?.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.svg).not.toContain('<!--');
    expect(stored?.svg).toContain('<path');

    const sheet = await t.app.inject({
      method: 'GET',
      url: `${BASE}/staff/${pairUrl}/${staffId(1)}`,
      headers: { cookie: scene.cookies.supervisor },
    });
    const body = sheet.json<TimeTrackingStaffSheet>();
    expect(body.staff.signed).toBe(true);
    expect(body.signature).toBe(later.json<TimeTrackingSigned>().signature);
    expect(body.signatures.map((item) => item.days)).toEqual([['2026-11-21'], ['2026-11-22']]);
    expect(body.signatures[0]?.signature).toBe(answer.signature);
    expect(body.signature).toBe(svgDataUrl(stored?.svg ?? ''));
  });

  it('a customer signature (sent as a text field) locks the signed days of every person', async () => {
    const signed = await sign(`${BASE}/customer/${pairUrl}/sign`, [
      { name: 'signatureName', value: '  Frau Kundin  ' },
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG },
    ]);
    expect(signed.statusCode).toBe(200);
    expect(signed.json<TimeTrackingSigned>().signed_by).toBe('Frau Kundin');
    expect(signed.json<TimeTrackingSigned>().days).toEqual(['2026-11-21', '2026-11-22']);
    const refused = await saveTime(2, '2026-11-22', ENTRY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('sheet_signed');
    const second = await sign(`${BASE}/customer/${pairUrl}/sign`, [
      { name: 'signatureName', value: 'Jemand' },
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG },
    ]);
    expect(second.statusCode).toBe(409);
    const [pairRow] = await t.db
      .select()
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, scene.pair.messeId));
    expect(pairRow?.signedBy).toBe('Frau Kundin');
    const sheet = await t.app.inject({
      method: 'GET',
      url: `${BASE}/customer/${pairUrl}`,
      headers: { cookie: scene.cookies.supervisor },
    });
    const body = sheet.json<TimeTrackingCustomerSheet>();
    expect(body.customer.pivot).toEqual({ signed: true, signed_by: 'Frau Kundin' });
    expect(body.signature).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});

describe('signing races with writes', () => {
  it('a signature and concurrent writes serialize: the signed hash matches the final times', async () => {
    const race = await createTimetrackingScene(t.db, 2);
    const ids = `${race.pair.messeId}/${race.pair.customerId}`;
    const person = race.staff[0];
    if (!person) throw new Error('no staff');
    const write = (staff: number, day: string) =>
      postJson(t.app, `${BASE}/staff/${ids}/${staff}/${day}`, ENTRY, {
        cookie: race.cookies.supervisor,
      });
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    const staffSign = multipartBody([
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ]);
    const customerSign = multipartBody([
      { name: 'signatureName', value: 'Kundin' },
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ]);
    const signAs = (url: string, body: typeof staffSign) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...XHR, ...body.headers, cookie: race.cookies.supervisor },
      });
    const other = race.staff[1]?.id ?? 0;
    const answers = await Promise.all([
      ...days.slice(0, 3).map((day) => write(person.id, day)),
      signAs(`${BASE}/staff/${ids}/${person.id}/sign`, staffSign),
      ...days.slice(3).map((day) => write(person.id, day)),
      ...days.map((day) => write(other, day)),
      signAs(`${BASE}/customer/${ids}/sign`, customerSign),
    ]);
    // A staff signature that ran before any of the person's times has nothing to sign (422).
    for (const answer of answers) expect([200, 409, 422]).toContain(answer.statusCode);

    const pair = { messeId: race.pair.messeId, customerId: race.pair.customerId };
    const [staffRow] = await t.db
      .select({ signatureId: staffAssignments.signatureId })
      .from(staffAssignments)
      .where(eq(staffAssignments.bewerberId, person.id));
    const [pairRow] = await t.db
      .select({ signatureId: messeCustomers.signatureId })
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, race.pair.messeId));
    // No signed day was written after its signature: each hash is over the rows stored now.
    for (const id of [staffRow?.signatureId, pairRow?.signatureId]) {
      if (id === null || id === undefined) continue;
      const [stored] = await t.db.select().from(signatures).where(eq(signatures.id, id));
      expect(stored?.contentSha256).toBe(await documentedSignatureHash(t.db, pair, id));
    }
  });
});

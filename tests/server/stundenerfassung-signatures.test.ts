import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingMessenList,
  TimeTrackingSigned,
  TimeTrackingStaffSheet,
} from '@domain/stundenerfassung/stundenerfassung';
import { signatureDays, signatures } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import {
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { documentedSignatureHash } from '@tests/support/signed-content';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * A signature signs what it shows (docs/decisions/0017-signature-covers-days.md):
 * it covers the days with work time not yet covered by the same sheet, those
 * days lock, later days stay open, and its hash is over exactly those rows.
 */

const BASE = '/app/api/stundenerfassung';
const ENTRY = { time_start: 540, time_end: 1080, time_break: 30 };
const [D1, D2, D3, D4] = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Scene = Awaited<ReturnType<typeof createTimetrackingScene>>;

async function scene() {
  const s = await createTimetrackingScene(t.db, 2);
  const ids = `${s.pair.messeId}/${s.pair.customerId}`;
  const staffId = (index: number) => s.staff[index]?.id ?? 0;
  const pair = { messeId: s.pair.messeId, customerId: s.pair.customerId };
  return { s, ids, staffId, pair };
}

function saveTime(s: Scene, ids: string, staff: number, day: string, body: unknown = ENTRY) {
  return postJson(t.app, `${BASE}/staff/${ids}/${staff}/${day}`, body, {
    cookie: s.cookies.supervisor,
  });
}

function signMultipart(
  s: Scene,
  url: string,
  fields: Parameters<typeof multipartBody>[0],
  headers: Record<string, string> = {},
) {
  const { payload, headers: type } = multipartBody(fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...XHR, ...type, cookie: s.cookies.supervisor, ...headers },
  });
}

const staffSign = (s: Scene, ids: string, staff: number, days?: string) =>
  signMultipart(s, `${BASE}/staff/${ids}/${staff}/sign`, [
    { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ...(days === undefined ? [] : [{ name: 'days', value: days }]),
  ]);

const customerSign = (s: Scene, ids: string, body: Record<string, unknown> = {}) =>
  postJson(
    t.app,
    `${BASE}/customer/${ids}/sign`,
    { signature: SAMPLE_SIGNATURE_SVG, signatureName: 'Frau Kundin', ...body },
    { cookie: s.cookies.supervisor },
  );

function get<T>(s: Scene, url: string): Promise<T> {
  return t.app
    .inject({ method: 'GET', url, headers: { cookie: s.cookies.supervisor } })
    .then((response) => response.json<T>());
}

async function storedSignature(id: number) {
  const [row] = await t.db.select().from(signatures).where(eq(signatures.id, id));
  return row;
}

/** The id of the signature the audit entry of the latest `timesheet_signed` names. */
async function latestSignatureId(): Promise<number> {
  const rows = await t.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'timesheet_signed'));
  const details = rows.at(-1)?.details as { signatureId?: number } | undefined;
  if (details?.signatureId === undefined) throw new Error('no signature audited');
  return details.signatureId;
}

describe('a staff signature covers the days with times when it is given', () => {
  it('signs days 1–3, leaves day 4 open, and a second signature covers day 4 only', async () => {
    const { s, ids, staffId, pair } = await scene();
    for (const day of [D1, D2, D3])
      expect((await saveTime(s, ids, staffId(0), day)).statusCode).toBe(200);

    const first = await staffSign(s, ids, staffId(0));
    expect(first.statusCode).toBe(200);
    const firstAnswer = first.json<TimeTrackingSigned>();
    expect(firstAnswer.days).toEqual([D1, D2, D3]);
    expect(new Date(firstAnswer.signed_at).toISOString()).toBe(firstAnswer.signed_at);
    const firstId = await latestSignatureId();
    expect((await storedSignature(firstId))?.contentSha256).toBe(
      await documentedSignatureHash(t.db, pair, firstId),
    );

    // Signed days lock; day 4 is open; another person is not affected.
    for (const day of [D1, D2, D3]) {
      const refused = await saveTime(s, ids, staffId(0), day, { ...ENTRY, time_break: 0 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ code: string }>().code).toBe('sheet_signed');
    }
    expect((await saveTime(s, ids, staffId(1), D1)).statusCode).toBe(200);
    expect((await saveTime(s, ids, staffId(0), D4)).statusCode).toBe(200);

    // With day 4 unsigned the sheet is no longer signed; the Stundenzettel link comes back.
    const between = await get<TimeTrackingStaffSheet>(s, `${BASE}/staff/${ids}/${staffId(0)}`);
    expect(between.staff.signed).toBe(false);
    expect(between.staff.pivot.signed).toBe(false);
    expect(between.signatures.map((item) => item.days)).toEqual([[D1, D2, D3]]);

    const second = await staffSign(s, ids, staffId(0));
    expect(second.statusCode).toBe(200);
    expect(second.json<TimeTrackingSigned>().days).toEqual([D4]);
    const secondId = await latestSignatureId();
    expect((await storedSignature(secondId))?.contentSha256).toBe(
      await documentedSignatureHash(t.db, pair, secondId),
    );
    expect((await saveTime(s, ids, staffId(0), D4, { ...ENTRY, time_end: 1020 })).statusCode).toBe(
      409,
    );

    // Everything covered: a third signature is refused as before.
    const third = await staffSign(s, ids, staffId(0));
    expect(third.statusCode).toBe(409);
    expect(third.json<{ code: string }>().code).toBe('sheet_signed');

    const sheet = await get<TimeTrackingStaffSheet>(s, `${BASE}/staff/${ids}/${staffId(0)}`);
    expect(sheet.staff.signed).toBe(true);
    expect(sheet.signatures).toEqual([
      {
        kind: 'staff',
        days: [D1, D2, D3],
        signer_name: sheet.staff.name,
        signed_at: firstAnswer.signed_at,
        signature: firstAnswer.signature,
      },
      expect.objectContaining({
        kind: 'staff',
        days: [D4],
        signature: second.json<TimeTrackingSigned>().signature,
      }),
    ]);
    expect(sheet.signature).toBe(second.json<TimeTrackingSigned>().signature);
    // The customer sheet carries each person's signatures and days, without the images.
    const customer = await get<TimeTrackingCustomerSheet>(s, `${BASE}/customer/${ids}`);
    const person = customer.staff.find((item) => item.id === staffId(0));
    expect(person?.signed).toBe(true);
    expect(person?.signatures.map((item) => [item.days, item.signature])).toEqual([
      [[D1, D2, D3], null],
      [[D4], null],
    ]);
    expect(customer.staff.find((item) => item.id === staffId(1))?.signed).toBe(false);
  });

  it('answers 422 nothing_to_sign without any work time, in the request language', async () => {
    const { s, ids, staffId } = await scene();
    const response = await signMultipart(
      s,
      `${BASE}/staff/${ids}/${staffId(0)}/sign`,
      [{ name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' }],
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'There are no working times to sign yet.',
      errors: { signature: ['There are no working times to sign yet.'] },
      code: 'nothing_to_sign',
    });
    const de = await staffSign(s, ids, staffId(0));
    expect(de.json<{ errors: { signature: string[] } }>().errors.signature).toEqual([
      'Es gibt noch keine Arbeitszeiten zum Unterschreiben.',
    ]);
    expect(
      await t.db
        .select()
        .from(signatures)
        .where(eq(signatures.bewerberId, staffId(0))),
    ).toEqual([]);
  });

  it('covers only the days the signing screen named (multipart, JSON text or comma list)', async () => {
    const { s, ids, staffId } = await scene();
    for (const day of [D1, D2, D3]) await saveTime(s, ids, staffId(0), day);

    const named = await staffSign(s, ids, staffId(0), JSON.stringify([D2, D4]));
    expect(named.statusCode).toBe(200);
    expect(named.json<TimeTrackingSigned>().days).toEqual([D2]);
    expect((await saveTime(s, ids, staffId(0), D1)).statusCode).toBe(200);

    // The named days are covered already: 409; named days without work time: 422.
    expect((await staffSign(s, ids, staffId(0), D2)).statusCode).toBe(409);
    expect((await staffSign(s, ids, staffId(0), D4)).statusCode).toBe(422);

    const rest = await staffSign(s, ids, staffId(0), `${D1}, ${D3}`);
    expect(rest.json<TimeTrackingSigned>().days).toEqual([D1, D3]);
  });

  it('refuses malformed days with a field error, signing nothing', async () => {
    const { s, ids, staffId } = await scene();
    await saveTime(s, ids, staffId(0), D1);
    for (const days of ['2026-02-30', '["x"]', '[1]', '[']) {
      const response = await staffSign(s, ids, staffId(0), days);
      expect(response.statusCode, days).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['days']);
    }
    expect(
      await t.db
        .select()
        .from(signatures)
        .where(eq(signatures.bewerberId, staffId(0))),
    ).toEqual([]);
  });
});

describe('a customer signature covers the pair’s days', () => {
  it('locks its days for every person, leaves later days open, and the list follows', async () => {
    const { s, ids, staffId, pair } = await scene();
    await saveTime(s, ids, staffId(0), D1);
    await saveTime(s, ids, staffId(1), D2);

    const first = await customerSign(s, ids, { days: [D1, D2, D3] });
    expect(first.statusCode).toBe(200);
    expect(first.json<TimeTrackingSigned>()).toMatchObject({
      days: [D1, D2],
      signed_by: 'Frau Kundin',
    });
    const firstId = await latestSignatureId();
    expect((await storedSignature(firstId))?.contentSha256).toBe(
      await documentedSignatureHash(t.db, pair, firstId),
    );
    expect(
      (await t.db.select().from(signatureDays).where(eq(signatureDays.signatureId, firstId)))
        .map((row) => row.day)
        .sort(),
    ).toEqual([D1, D2]);

    // A covered day locks for everyone on the pair, also a person without a time that day.
    expect((await saveTime(s, ids, staffId(1), D1)).statusCode).toBe(409);
    expect((await saveTime(s, ids, staffId(0), D2)).statusCode).toBe(409);
    // The person may still sign their own sheet.
    expect((await staffSign(s, ids, staffId(0))).statusCode).toBe(200);

    const listed = async () =>
      (await get<TimeTrackingMessenList>(s, BASE))
        .flatMap((messe) => messe.customers)
        .find((customer) => customer.id === s.pair.customerId)?.pivot;
    expect(await listed()).toEqual({ signed: true, signed_by: 'Frau Kundin' });

    expect((await saveTime(s, ids, staffId(0), D3)).statusCode).toBe(200);
    expect((await listed())?.signed).toBe(false);
    const open = await get<TimeTrackingCustomerSheet>(s, `${BASE}/customer/${ids}`);
    expect(open.customer.pivot.signed).toBe(false);
    expect(open.signatures.map((item) => item.days)).toEqual([[D1, D2]]);

    const second = await customerSign(s, ids, { signatureName: 'Herr Kunde' });
    expect(second.json<TimeTrackingSigned>().days).toEqual([D3]);
    expect(await listed()).toEqual({ signed: true, signed_by: 'Herr Kunde' });
    expect((await customerSign(s, ids)).statusCode).toBe(409);

    const sheet = await get<TimeTrackingCustomerSheet>(s, `${BASE}/customer/${ids}`);
    expect(sheet.signatures.map((item) => [item.kind, item.days, item.signer_name])).toEqual([
      ['customer', [D1, D2], 'Frau Kundin'],
      ['customer', [D3], 'Herr Kunde'],
    ]);
    expect(sheet.signatures.every((item) => item.signature?.startsWith('data:image/svg+xml'))).toBe(
      true,
    );
    expect(sheet.signature).toBe(second.json<TimeTrackingSigned>().signature);
    // The date view says the same.
    const dayView = await get<TimeTrackingCustomerSheet>(s, `${BASE}/customer/${ids}/${D4}`);
    expect(dayView.customer.pivot.signed).toBe(true);
    expect(dayView.signatures).toHaveLength(2);
    // The staff sheet names the customer's signatures too.
    const staffSheet = await get<TimeTrackingStaffSheet>(s, `${BASE}/staff/${ids}/${staffId(1)}`);
    expect(staffSheet.customer_signatures.map((item) => item.days)).toEqual([[D1, D2], [D3]]);
  });

  it('answers 422 on a pair without any work time', async () => {
    const { s, ids } = await scene();
    const response = await customerSign(s, ids);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ code: string }>().code).toBe('nothing_to_sign');
  });
});

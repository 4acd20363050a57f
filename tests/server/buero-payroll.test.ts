import { and, desc, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { signatureDays, signatures } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { createApplication } from './buero-fixtures';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { parseLodas } from '@tests/unit/lodas-parser';
import { payrollCsvStream } from '@server/records/payroll/payroll-stream';
import {
  createPayrollScene,
  LODAS_ENV,
  PAYROLL_EXPORT,
  personnelNumberUrl,
} from './buero-payroll-fixtures';

/*
 * The payroll files through the API on both databases (docs/product/payroll-export.md):
 * period selection, signed-only, personnel-number rules, the audit, authz and 422s.
 */

let t: TestApp;
let unconfigured: TestApp;
let scene: Awaited<ReturnType<typeof createPayrollScene>>;

beforeAll(async () => {
  t = await createTestApp({ env: LODAS_ENV });
  unconfigured = await createTestApp({ shareDatabaseWith: t });
  scene = await createPayrollScene(t);
});
afterAll(async () => {
  await unconfigured.close();
  await t.close();
});

const get = (query: string, cookie = scene.officeCookie, app = t) =>
  app.app.inject({ url: `${PAYROLL_EXPORT}?${query}`, headers: { ...XHR, cookie } });

const put = (id: number | string, body: unknown, cookie = scene.officeCookie) =>
  t.app.inject({
    method: 'PUT',
    url: personnelNumberUrl(id),
    headers: { ...XHR, cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** The CSV's data rows as cells (a naive split: the scene has no quoted cells). */
function csvRows(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body
    .slice(1)
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(';'));
}

async function lastAudit(action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('payroll CSV', () => {
  it('has the month’s signed days, one row per person and day, UTF-8 with BOM', async () => {
    const response = await get('format=csv&month=2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The server names the file (the browser saves it under this name).
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="abrechnung-2026-11.csv"; filename*=UTF-8''abrechnung-2026-11.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const rows = csvRows(response.body);
    expect(rows.map((row) => [row[0], row[1], row[4], row[8]])).toEqual([
      ['1001', 'Müller, Jörg', '01.11.2026', '8,00'],
      ['1001', 'Müller, Jörg', '02.11.2026', '7,50'],
      ['1001', 'Müller, Jörg', '30.11.2026', '7,50'],
      ['', 'Ohnenummer, Anna', '02.11.2026', '4,00'],
    ]);
    expect(rows[0]?.[9]).toBe('§ 9 ArbZG (arbzg_9_sunday), § 9 ArbZG (arbzg_9_holiday)');
  });

  it('adds unsigned days only when chosen, marked in the column unsigniert', async () => {
    const response = await get('format=csv&month=2026-11&unsigned=1');
    const rows = csvRows(response.body);
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row[10] === 'unsigniert').map((row) => row[4])).toEqual([
      '03.11.2026',
      '04.11.2026',
    ]);
    expect(response.body.split('\r\n')[0]).toContain(';unsigniert');
  });

  it("takes a fair's days and only that fair, over the month end", async () => {
    const response = await get(`format=csv&messe_id=${String(scene.fairB.messeId)}`);
    expect(response.statusCode).toBe(200);
    expect(csvRows(response.body).map((row) => [row[2], row[4]])).toEqual([
      ['IFA Berlin', '30.11.2026'],
      ['IFA Berlin', '01.12.2026'],
    ]);
  });

  it('takes only the chosen staff', async () => {
    const response = await get(`format=csv&month=2026-11&staff=${String(scene.anna)}`);
    expect(csvRows(response.body).map((row) => row[1])).toEqual(['Ohnenummer, Anna']);
  });

  it('is audited with who, period, format and staff count, without personal data', async () => {
    await get(`format=csv&month=2026-11&staff=${String(scene.joerg)},${String(scene.udo)}`);
    const entry = await lastAudit('payroll_exported');
    expect(entry?.userId).toBe(scene.officeUserId);
    expect(entry?.subject).toBe('payroll:2026-11');
    expect(entry?.details).toEqual({
      format: 'csv',
      from: '2026-11-01',
      to: '2026-11-30',
      staff_count: 1,
      selection: 2,
      include_unsigned: false,
    });
    expect(JSON.stringify(entry)).not.toContain('Müller');
  });
});

describe('streaming', () => {
  it('sends the file page by page: the header, then one chunk per page of people', async () => {
    const selection = { period: { from: '2026-11-01', to: '2026-11-30' }, includeUnsigned: true };
    const chunks: Buffer[] = [];
    for await (const chunk of payrollCsvStream(t.db, selection, 1)) chunks.push(chunk as Buffer);
    // Header, Jörg, Anna, Udo: each page of one person read only when the previous was taken.
    expect(chunks).toHaveLength(4);
    expect(chunks[0]?.toString('utf8').startsWith('\uFEFFPersonalnummer;')).toBe(true);
    const whole = await get('format=csv&month=2026-11&unsigned=1');
    expect(Buffer.concat(chunks).equals(whole.rawPayload)).toBe(true);
  });
});

describe('DATEV LODAS file', () => {
  it('refuses people without a personnel number and names them (422)', async () => {
    const response = await get('format=lodas&month=2026-11');
    expect(response.statusCode).toBe(422);
    const body = JSON.parse(response.body) as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('personnel_number_missing');
    expect(body.errors.staff?.[0]).toContain(`Ohnenummer, Anna (#${String(scene.anna)})`);
    expect(body.errors.staff?.[0]).not.toContain('Müller');
  });

  it('books hours per personnel number, month and wage type, signed days only', async () => {
    const response = await get(`format=lodas&month=2026-11&staff=${String(scene.joerg)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=windows-1252');
    const parsed = parseLodas(response.rawPayload);
    expect(parsed.general.get('BeraterNr')).toBe('1234567');
    expect(parsed.general.get('MandantenNr')).toBe('12345');
    // 1 Nov: 8 h, a holiday in Bavaria (300); 2 Nov 7,5 h; 30 Nov (fair B) 7,5 h.
    expect(parsed.movements.map((movement) => movement.fields)).toEqual([
      ['01.11.2026', '1', '23,00', '100', '1001'],
      ['01.11.2026', '1', '8,00', '300', '1001'],
    ]);
  });

  it("books a fair's days over the month end in their accounting months", async () => {
    const response = await get(`format=lodas&messe_id=${String(scene.fairB.messeId)}`);
    expect(response.statusCode).toBe(200);
    expect(parseLodas(response.rawPayload).movements.map((movement) => movement.fields)).toEqual([
      ['01.11.2026', '1', '7,50', '100', '1001'],
      ['01.12.2026', '1', '6,00', '100', '1001'],
    ]);
    expect((await lastAudit('payroll_exported'))?.details).toMatchObject({
      format: 'lodas',
      staff_count: 1,
    });
  });

  it('refuses unsigned days and a server without LODAS settings (422)', async () => {
    const unsigned = await get(
      `format=lodas&month=2026-11&staff=${String(scene.joerg)}&unsigned=1`,
    );
    expect(unsigned.statusCode).toBe(422);
    expect(Object.keys(JSON.parse(unsigned.body).errors as object)).toEqual(['unsigned']);
    const notConfigured = await get('format=lodas&month=2026-11', scene.officeCookie, unconfigured);
    expect(notConfigured.statusCode).toBe(422);
    expect(Object.keys(JSON.parse(notConfigured.body).errors as object)).toEqual(['format']);
  });
});

describe('export query', () => {
  it.each([
    ['', ['format', 'month']],
    ['format=csv', ['month']],
    ['format=csv&month=2026-11&messe_id=1', ['month']],
    ['format=xls&month=2026-11', ['format']],
    ['format=csv&month=2026-13', ['month']],
    ['format=csv&month=26-11', ['month']],
    ['format=csv&messe_id=0', ['messe_id']],
    ['format=csv&month=2026-11&staff=1,,2', ['staff']],
    ['format=csv&month=2026-11&staff=-1', ['staff']],
    [
      `format=csv&month=2026-11&staff=${Array.from({ length: 501 }, (_, i) => String(i + 1)).join(',')}`,
      ['staff'],
    ],
    ['format=csv&month=2026-11&unsigned=yes', ['unsigned']],
  ])('answers 422 for %s', async (query, fields) => {
    const response = await get(query);
    expect(response.statusCode).toBe(422);
    const body = JSON.parse(response.body) as unknown;
    expect(isApiErrorBody(body)).toBe(true);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual(fields);
  });

  it('answers 404 for an unknown fair', async () => {
    expect((await get('format=csv&messe_id=999999')).statusCode).toBe(404);
  });
});

describe('personnel number', () => {
  it('is set, audited with before and after, and then lets LODAS pass', async () => {
    const response = await put(scene.anna, { personnel_number: 1002 });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ personnel_number: 1002 });
    const entry = await lastAudit('personnel_number_changed');
    expect(entry?.subject).toBe(`staff:${String(scene.anna)}`);
    expect(entry?.details).toEqual({
      changes: { personnel_number: { before: null, after: 1002 } },
    });
    expect((await get('format=lodas&month=2026-11')).statusCode).toBe(200);
    expect((await put(scene.anna, { personnel_number: null })).statusCode).toBe(200);
  });

  it('is unique: another person’s number answers 409 and changes nothing', async () => {
    const response = await put(scene.anna, { personnel_number: 1001 });
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'personnel_number_taken' });
    const same = await put(scene.joerg, { personnel_number: 1001 });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an applicant who is no staff and 400 for a malformed id', async () => {
    const { bewerber } = await createApplication(t.db);
    expect((await put(bewerber.id, { personnel_number: 5 })).statusCode).toBe(404);
    expect((await put('x', { personnel_number: 5 })).statusCode).toBe(400);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'personnel_number_changed'),
          eq(auditLog.subject, `staff:${String(bewerber.id)}`),
        ),
      );
    expect(audits).toEqual([]);
  });

  it.each([[0], [100000], ['12'], [1.5], [true], [undefined]])(
    'answers 422 for %s',
    async (value) => {
      const response = await put(scene.udo, { personnel_number: value });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(JSON.parse(response.body).errors as object)).toEqual(['personnel_number']);
    },
  );
});

describe('who may', () => {
  const routes = () => [
    () => get('format=csv&month=2026-11', ''),
    () => put(scene.udo, { personnel_number: 7 }, ''),
  ];

  it('answers 401 without a session and 403 to staff and supervisors', async () => {
    for (const [index, call] of routes().entries()) {
      expect((await call()).statusCode, `route ${String(index)} anonymous`).toBe(401);
    }
    for (const cookie of [scene.staffCookie, scene.supervisorCookie]) {
      expect((await get('format=csv&month=2026-11', cookie)).statusCode).toBe(403);
      expect((await get('format=lodas&month=2026-11', cookie)).statusCode).toBe(403);
      expect((await put(scene.udo, { personnel_number: 7 }, cookie)).statusCode).toBe(403);
    }
  });
});

describe('a signature the office reopened', () => {
  it('no longer makes its days signed for payroll (ADR 0027)', async () => {
    const annaRows = async () =>
      csvRows((await get('format=csv&month=2026-11')).body).filter(
        (row) => row[1] === 'Ohnenummer, Anna',
      );
    expect(await annaRows()).toHaveLength(1);
    const covering = await t.db
      .selectDistinct({ id: signatures.id })
      .from(signatures)
      .innerJoin(signatureDays, eq(signatureDays.signatureId, signatures.id))
      .where(
        and(
          eq(signatureDays.day, '2026-11-02'),
          or(eq(signatures.kind, 'customer'), eq(signatures.bewerberId, scene.anna)),
        ),
      );
    expect(covering.length).toBeGreaterThan(0);
    for (const { id } of covering) {
      const reopened = await t.app.inject({
        method: 'POST',
        url: `/app/api/buero/unterschriften/${String(id)}/aufheben`,
        headers: { ...XHR, cookie: scene.officeCookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ reason: 'Zeiten korrigieren' }),
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
    }
    expect(await annaRows()).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { type PayrollPreview, payrollPreviewSchema } from '@domain/buero/payroll-preview-contract';
import { auditLog } from '@server/platform/db/schema/system';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  createPayrollScene,
  LODAS_ENV,
  PAYROLL_EXPORT,
  PAYROLL_PREVIEW as PREVIEW,
} from './buero-payroll-fixtures';

/*
 * The preview of a payroll file (docs/product/payroll-export.md) on both
 * databases: what it says, that it says what the CSV and LODAS files then
 * hold, and that an empty period is refused instead of handed out as a file.
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

const inject = (url: string, cookie = scene.officeCookie, app = t) =>
  app.app.inject({ url, headers: { ...XHR, cookie } });

async function preview(query: string, app = t): Promise<PayrollPreview> {
  const response = await inject(`${PREVIEW}?${query}`, scene.officeCookie, app);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(payrollPreviewSchema, JSON.parse(response.body));
}

/** The CSV's data rows as cells (the scene has no quoted cells). */
async function csvRows(query: string): Promise<string[][]> {
  const response = await inject(`${PAYROLL_EXPORT}?format=csv&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body
    .slice(1)
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(';'));
}

/** `7,50` → 450 minutes. */
const minutesOf = (hours: string) => Math.round(Number(hours.replace(',', '.')) * 60);
/** `01.11.2026` → `2026-11-01`. */
const isoOf = (day: string) => day.split('.').reverse().join('-');

describe('the preview of a payroll file', () => {
  it('names the people, hours, unsigned days, missing personnel numbers and warnings', async () => {
    const answer = await preview('month=2026-11');
    expect(answer.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(answer.lodas_configured).toBe(true);
    expect(answer.include_unsigned).toBe(false);
    const byName = Object.fromEntries(answer.people.map((person) => [person.name, person]));
    expect(byName['Müller, Jörg']).toMatchObject({
      id: scene.joerg,
      personnel_number: 1001,
      days: 3,
      rows: 3,
      minutes: 8 * 60 + 7.5 * 60 + 7.5 * 60,
      signed_rows: 3,
      unsigned_days: ['2026-11-03'],
      warnings: [
        { day: '2026-11-01', code: 'arbzg_9_sunday' },
        { day: '2026-11-01', code: 'arbzg_9_holiday' },
      ],
    });
    expect(byName['Ohnenummer, Anna']).toMatchObject({
      personnel_number: null,
      rows: 1,
      minutes: 240,
      unsigned_days: [],
    });
    // Udo has only an unsigned day: listed with it, but not in the file.
    expect(byName['Unsigniert, Udo']).toMatchObject({
      rows: 0,
      minutes: 0,
      unsigned_days: ['2026-11-04'],
    });
    expect(answer.totals).toEqual({ people: 2, rows: 4, minutes: 1380 + 240 });
    expect((await preview('month=2026-11', unconfigured)).lodas_configured).toBe(false);
  });

  it.each([
    'month=2026-11',
    'month=2026-11&unsigned=1',
    'month=2026-12&unsigned=1',
    'messe_id=FAIR_A',
    'messe_id=FAIR_A&unsigned=1',
    'messe_id=FAIR_B',
    'month=2026-11&unsigned=1&staff=JOERG,UDO',
  ])('agrees with the CSV for %s', async (template) => {
    const query = template
      .replace('FAIR_A', String(scene.fairA.messeId))
      .replace('FAIR_B', String(scene.fairB.messeId))
      .replace('JOERG', String(scene.joerg))
      .replace('UDO', String(scene.udo));
    const answer = await preview(query);
    const rows = await csvRows(query);
    const inFile = answer.people.filter((person) => person.rows > 0);
    expect([...new Set(rows.map((row) => row[1]))].sort()).toEqual(
      inFile.map((person) => person.name).sort(),
    );
    for (const person of inFile) {
      const own = rows.filter((row) => row[1] === person.name);
      expect(own).toHaveLength(person.rows);
      expect(new Set(own.map((row) => row[4])).size).toBe(person.days);
      expect(own.reduce((sum, row) => sum + minutesOf(row[8] ?? ''), 0)).toBe(person.minutes);
      expect(own.every((row) => row[0] === String(person.personnel_number ?? ''))).toBe(true);
      // The warnings column, as day and code, is the preview's list.
      const csvWarnings = own.flatMap((row) =>
        [...(row[9] ?? '').matchAll(/\((arbzg_\w+)\)/g)].map(
          (match) => `${isoOf(row[4] ?? '')} ${match[1] ?? ''}`,
        ),
      );
      expect([...new Set(csvWarnings)]).toEqual(
        person.warnings.map((warning) => `${warning.day} ${warning.code}`),
      );
      if (answer.include_unsigned) {
        const marked = own.filter((row) => row[10] === 'unsigniert').map((row) => isoOf(row[4]!));
        expect([...new Set(marked)]).toEqual(person.unsigned_days);
        expect(own.length - marked.length).toBe(person.signed_rows);
      }
    }
    expect(rows.length).toBe(answer.totals.rows);
    expect(rows.reduce((sum, row) => sum + minutesOf(row[8] ?? ''), 0)).toBe(answer.totals.minutes);
  });

  it('names exactly the people the LODAS file refuses for a missing personnel number', async () => {
    const answer = await preview('month=2026-11');
    const missing = answer.people.filter(
      (person) => person.signed_rows > 0 && person.personnel_number === null,
    );
    expect(missing.map((person) => person.name)).toEqual(['Ohnenummer, Anna']);
    const refused = await inject(`${PAYROLL_EXPORT}?format=lodas&month=2026-11`);
    expect(refused.statusCode).toBe(422);
    const listed = (JSON.parse(refused.body) as { errors: { staff: string[] } }).errors.staff[0];
    for (const person of missing)
      expect(listed).toContain(`${person.name} (#${String(person.id)})`);
    expect(listed).not.toContain('Unsigniert, Udo');
  });
});

describe('an empty period', () => {
  async function payrollAudits() {
    return t.db.select().from(auditLog).where(eq(auditLog.action, 'payroll_exported'));
  }

  it('has an empty preview, and its file is refused (422) without an audit entry', async () => {
    expect(await preview('month=2026-10')).toMatchObject({
      people: [],
      totals: { people: 0, rows: 0, minutes: 0 },
    });
    const before = (await payrollAudits()).length;
    for (const format of ['csv', 'lodas']) {
      const response = await inject(`${PAYROLL_EXPORT}?format=${format}&month=2026-10`);
      expect(response.statusCode, format).toBe(422);
      const body = JSON.parse(response.body) as unknown;
      expect(isApiErrorBody(body)).toBe(true);
      expect(body).toMatchObject({
        code: 'payroll_empty',
        message: 'Keine unterschriebenen Stunden in diesem Zeitraum.',
        errors: { month: ['Keine unterschriebenen Stunden in diesem Zeitraum.'] },
      });
    }
    expect((await payrollAudits()).length).toBe(before);
  });

  it('counts a period with unsigned days only as empty unless they are chosen', async () => {
    const staff = `month=2026-11&staff=${String(scene.udo)}`;
    expect((await preview(staff)).totals.people).toBe(0);
    const signedOnly = await inject(`${PAYROLL_EXPORT}?format=csv&${staff}`);
    expect(signedOnly.statusCode).toBe(422);
    expect(JSON.parse(signedOnly.body)).toMatchObject({ code: 'payroll_empty' });
    expect((await csvRows(`${staff}&unsigned=1`)).map((row) => row[4])).toEqual(['04.11.2026']);
    const fair = await inject(
      `${PAYROLL_EXPORT}?format=csv&messe_id=${String(scene.fairB.messeId)}&staff=${String(scene.udo)}&unsigned=1`,
      scene.officeCookie,
    );
    expect(fair.statusCode).toBe(422);
    expect(JSON.parse(fair.body)).toMatchObject({
      code: 'payroll_empty_unsigned',
      errors: { messe_id: ['Keine Stunden in diesem Zeitraum.'] },
    });
    const english = await t.app.inject({
      url: `${PAYROLL_EXPORT}?format=csv&month=2026-10`,
      headers: { ...XHR, cookie: scene.officeCookie, 'accept-language': 'en' },
    });
    expect(JSON.parse(english.body)).toMatchObject({ message: 'No signed hours in this period.' });
  });
});

describe('the preview query', () => {
  it.each([
    ['', ['month']],
    ['month=2026-11&messe_id=1', ['month']],
    ['month=2026-13', ['month']],
    ['messe_id=0', ['messe_id']],
    ['month=2026-11&staff=1,,2', ['staff']],
    ['month=2026-11&unsigned=yes', ['unsigned']],
  ])('answers 422 for %s', async (query, fields) => {
    const response = await inject(`${PREVIEW}?${query}`);
    expect(response.statusCode).toBe(422);
    const body = JSON.parse(response.body) as unknown;
    expect(isApiErrorBody(body)).toBe(true);
    expect(Object.keys((body as { errors: object }).errors).sort()).toEqual(fields);
  });

  it('answers 404 for an unknown fair, 401 without a session, 403 to staff and supervisors', async () => {
    expect((await inject(`${PREVIEW}?messe_id=999999`)).statusCode).toBe(404);
    expect((await inject(`${PREVIEW}?month=2026-11`, '')).statusCode).toBe(401);
    for (const cookie of [scene.staffCookie, scene.supervisorCookie]) {
      expect((await inject(`${PREVIEW}?month=2026-11`, cookie)).statusCode).toBe(403);
    }
  });

  it('is not audited (it hands out no file)', async () => {
    const count = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const before = await count();
    await preview('month=2026-11&unsigned=1');
    expect(await count()).toBe(before);
  });
});

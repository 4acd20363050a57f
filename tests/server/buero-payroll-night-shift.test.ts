import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignStaff,
  assignSupervisor,
  createMesseCustomer,
  createStaffUser,
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { parseLodas } from '@tests/unit/lodas-parser';
import { createOfficeUser } from './buero-fixtures';
import { PAYROLL_EXPORT, personnelNumberUrl } from './buero-payroll-fixtures';

/*
 * Night shifts from the tablet's routes to the payroll files through the real
 * export route (issue 27, ADR 0032), on dates the e2e fairs around today
 * cannot reach: the night into the last Sunday of October 2026, when the
 * clocks go back (22:00–06:00 is 9 hours), and a night across the month end
 * (31 October into 1 November), which belongs to its start day and so to
 * October. The supervisor saves the times and the person signs on the
 * tablet's routes; the office sets the personnel number and downloads CSV and
 * LODAS. Only the hours' wage type is set: the Sunday and holiday wage types
 * are the business of the payroll tests.
 */

const STUNDEN = '/app/api/stundenerfassung';
const LODAS_HOURS_ONLY = {
  DATEV_BERATER_NR: '1234567',
  DATEV_MANDANTEN_NR: '12345',
  DATEV_LOHNART_STUNDEN: '100',
};
const NIGHT = { time_start: 22 * 60, time_end: 30 * 60 };
const DST_NIGHT = '2026-10-24'; // Saturday 22:00 until Sunday 06:00, the clocks go back at 03:00.
const MONTH_END_NIGHT = '2026-10-31'; // Saturday 22:00 until Sunday 1 November 06:00.

let t: TestApp;
let office: string;
let bewerberId: number;
let messeId: number;

beforeAll(async () => {
  t = await createTestApp({ env: LODAS_HOURS_ONLY });
  const scene = await createTimetrackingScene(t.db, 0);
  // Staff with a login: the office's staff routes (the personnel number) know only them.
  const person = await createStaffUser(t.db, { user: { firstname: 'Nina', lastname: 'Nacht' } });
  bewerberId = person.bewerber.id;
  // A fair of its own in October, on the scene's supervisor's tablet.
  const fair = await createMesseCustomer(t.db, {
    dateStart: '2026-10-23',
    dateEnd: '2026-11-01',
    federalState: 'BE',
  });
  messeId = fair.messeId;
  await assignStaff(t.db, bewerberId, fair);
  await assignSupervisor(t.db, scene.supervisor.id, fair);
  const ids = `${String(fair.messeId)}/${String(fair.customerId)}`;
  const cookie = scene.cookies.supervisor;
  for (const [day, pause] of [
    [DST_NIGHT, 0],
    [MONTH_END_NIGHT, 30],
  ] as const) {
    const saved = await postJson(
      t.app,
      `${STUNDEN}/staff/${ids}/${String(bewerberId)}/${day}`,
      { ...NIGHT, time_break: pause },
      { cookie },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const { payload, headers } = multipartBody([
    { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
  ]);
  const signed = await t.app.inject({
    method: 'POST',
    url: `${STUNDEN}/staff/${ids}/${String(bewerberId)}/sign`,
    payload,
    headers: { ...XHR, ...headers, cookie },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  office = (await createOfficeUser(t.db)).cookie;
  const numbered = await t.app.inject({
    method: 'PUT',
    url: personnelNumberUrl(bewerberId),
    headers: { ...XHR, cookie: office, 'content-type': 'application/json' },
    payload: JSON.stringify({ personnel_number: 2710 }),
  });
  expect(numbered.statusCode, numbered.body).toBe(200);
});
afterAll(() => t.close());

const exportFile = (query: string) =>
  t.app.inject({
    url: `${PAYROLL_EXPORT}?${query}&staff=${String(bewerberId)}`,
    headers: { ...XHR, cookie: office },
  });

describe('night shifts in the payroll files', () => {
  it('books the summer-time night with 9 hours and the month-end night in October (LODAS)', async () => {
    const october = await exportFile('format=lodas&month=2026-10');
    expect(october.statusCode, october.body).toBe(200);
    // 9 h + (8 h − 30 min) = 16,5 h, both nights in their start day's month.
    expect(parseLodas(october.rawPayload).movements.map((line) => line.fields)).toEqual([
      ['01.10.2026', '1', '16,50', '100', '2710'],
    ]);
    // November holds nothing of the night that ended on its first morning.
    const november = await exportFile('format=lodas&month=2026-11');
    expect(november.statusCode).toBe(422);
    expect(JSON.parse(november.body)).toMatchObject({ code: 'payroll_empty' });
  });

  it('shows each night as one CSV row of its start day with its real hours', async () => {
    const csv = await exportFile(`format=csv&messe_id=${String(messeId)}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body.split('\r\n').filter((line) => line.startsWith('2710;'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('24.10.2026;22:00;06:00 (+1);0;9,00');
    expect(rows[1]).toContain('31.10.2026;22:00;06:00 (+1);30;7,50');
  });
});

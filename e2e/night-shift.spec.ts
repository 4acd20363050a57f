import { readFile } from 'node:fs/promises';
import type { TimeTrackingStaffSheet } from '@domain/stundenerfassung/stundenerfassung';
import { parseLodas } from '@tests/unit/lodas-parser';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { chooseMonth, payrollPreview } from './support/payroll-pages';
import { E2E_BASE_URL } from './support/ports';
import {
  dayRow,
  dayValue,
  drawSignature,
  fillTimeForm,
  findPair,
  loginTt,
  outboxSize,
  person as personOf,
  serverSheet,
  signDay,
  timeFormUrl,
} from './support/stundenerfassung-pages';
import { isoDay, NIGHT_STAFF } from './support/stundenerfassung-seed';

/*
 * A night shift from the tablet to the payroll file (issue 27, ADR 0032): the
 * supervisor enters 22:00–06:00 by clock times (an end before the start is
 * the next day), the day list shows "06:00 (+1)" and 8 hours, the entry syncs
 * as one time of its start day, and the office's payroll CSV holds it as one
 * row of that day. The person signs the day on the tablet; the office gives
 * her a personnel number and downloads the DATEV LODAS file of the start
 * day's month: one movement line with the night's 8 hours (LODAS books hours
 * per accounting month, so "one entry of the start day" is its month and its
 * real hours; the summer-time night of 9 hours through the same route is in
 * tests/server/buero-payroll-night-shift.test.ts, a date the e2e fairs around
 * today cannot reach). A slip such as 08:00–07:00 is refused with the 16-hour
 * rule. The 'night' scenario's pair is used by no other spec. Screenshots of
 * the day at 1024x768 in de and en go to NIGHT_SHOTS_DIR when set.
 */

const SHOTS = process.env.NIGHT_SHOTS_DIR;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const NIGHT = 'Nachtschicht GmbH';
/** Nobody else in the e2e data has it (personnel numbers are unique). */
const PERSONNEL_NUMBER = 2707;

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

test('a supervisor enters 22:00–06:00, it syncs, is one row of its start day in the payroll CSV and its hours in LODAS', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  await loginTt(page, 'night');
  const pair = await findPair(page.request, NIGHT);
  const person = personOf(pair, `${NIGHT_STAFF.firstname} ${NIGHT_STAFF.lastname}`);
  const day = isoDay(-1);
  const [year, month, date] = day.split('-');

  // A slip first: 08:00 → 07:00 would be 23 hours and is refused, nothing is stored.
  await page.goto(timeFormUrl(pair, person.id, isoDay(2)));
  await page.getByLabel('Beginn').selectOption({ label: '08:00' });
  await page.getByLabel('Ende').selectOption({ label: '07:00' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByText('Eine Schicht über Mitternacht dauert höchstens 16 Stunden.'),
  ).toBeVisible();

  // The night: start 22:00, end 06:00 (the next day), no break.
  await page.goto(timeFormUrl(pair, person.id, day));
  await fillTimeForm(page, { start: '22:00', end: '06:00', pause: 0 });

  await page.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}?date=${day}`);
  const row = dayRow(page, person.name);
  // Rows far down build their steppers when they come near the screen.
  await row.scrollIntoViewIfNeeded();
  await expect(dayValue(row, 'Ende')).toHaveAttribute('aria-valuetext', '06:00 am Folgetag');
  await expect(dayValue(row, 'Ende')).toHaveText('06:00 (+1)');
  await expect(row).toContainText('8:00');
  await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
  await row.scrollIntoViewIfNeeded();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/night-shift-day-de.png` });

  const sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
  const stored = sheet.staff.find((s) => s.id === person.id)?.times ?? [];
  expect(stored.filter((time) => time.day === day)).toEqual([
    expect.objectContaining({ time_start: 1320, time_end: 1800, time_break: 0 }),
  ]);

  await page.goto(`/en/stundenerfassung/${pair.messeId}/${pair.customerId}?date=${day}`);
  const rowEn = page
    .getByTestId('day-row')
    .filter({ has: page.getByRole('link', { name: `${person.name}: all days` }) });
  await rowEn.scrollIntoViewIfNeeded();
  await expect(rowEn.getByRole('spinbutton', { name: /^End / })).toHaveText('06:00 (+1)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/night-shift-day-en.png` });

  const office = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.173' },
  });
  try {
    const login = await office.post('/app/api/auth/login', {
      headers: XHR,
      data: { email: 'buero@demo.messe-personal.de', password: 'Buero-Demo-2026!' },
    });
    expect(login.status()).toBe(200);
    const csv = await office.get(
      `/app/api/buero/abrechnung/export?format=csv&messe_id=${String(pair.messeId)}&unsigned=1`,
      { headers: XHR },
    );
    expect(csv.status(), await csv.text()).toBe(200);
    const lines = (await csv.text())
      .split('\r\n')
      .filter((line) => line.includes(NIGHT_STAFF.lastname));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${date}.${month}.${year};22:00;06:00 (+1);0;8,00`);
  } finally {
    await office.dispose();
  }

  // LODAS takes signed days only: the person signs the night on the tablet.
  await page.goto(
    `/de/stundenerfassung/timesheet/staff/${pair.messeId}/${pair.customerId}/${person.id}`,
  );
  await expect(signDay(page, day)).toBeChecked();
  await drawSignature(page, page.locator('canvas'));
  await page.getByRole('button', { name: 'Unterschrift speichern' }).tap();
  await expect(page.getByText('Auf diesem Gerät gespeichert', { exact: true })).toBeVisible();
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/app/api/stundenerfassung/staff/${pair.messeId}/${pair.customerId}/${person.id}`,
          { headers: XHR },
        );
        return ((await response.json()) as TimeTrackingStaffSheet).signatures;
      },
      { timeout: 20_000 },
    )
    .toEqual([expect.objectContaining({ kind: 'staff', days: [day] })]);

  // The office: a personnel number on the staff record, then the LODAS file of the month.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.174' });
  await loginAs(page, 'office');
  await page.goto(`/de/buero/personal/${String(person.id)}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `${NIGHT_STAFF.firstname} ${NIGHT_STAFF.lastname}`,
    }),
  ).toBeVisible();
  await page.getByLabel('Personalnummer (DATEV)').fill(String(PERSONNEL_NUMBER));
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  await page.goto('/de/buero/abrechnung');
  await chooseMonth(page, `${year}-${month}`);
  await page.getByLabel('Personal suchen').fill(NIGHT_STAFF.lastname);
  const staffName = `${NIGHT_STAFF.lastname}, ${NIGHT_STAFF.firstname}`;
  await page.getByRole('button', { name: `+ ${staffName}` }).click();
  await expect(payrollPreview(page).getByRole('status')).toHaveText(
    /enthält 1 Person mit 8(,00)? Stunden\./,
  );
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'DATEV-LODAS-Datei herunterladen' }).click();
  const lodas = parseLodas(await readFile(await (await download).path()));
  // One line: the start day's month, wage type "hours" (100 in the e2e settings), 8 hours.
  expect(lodas.movements.map((movement) => movement.fields)).toEqual([
    [`01.${month}.${year}`, '1', '8,00', '100', String(PERSONNEL_NUMBER)],
  ]);
});

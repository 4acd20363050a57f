import { mkdir, readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { chooseMonth, payrollPreview } from './support/payroll-pages';
import { PAYROLL_E2E, payrollMonths } from './support/payroll-seed';
import { E2E_BASE_URL } from './support/ports';

/*
 * The payroll screen (docs/product/payroll-export.md) on the seeded month two
 * months back (e2e/support/payroll-seed.ts): the month chosen in the page's
 * language, staff picked by name, the preview of what the file holds before
 * the download (people, hours, unsigned days, a missing personnel number, a
 * working-time warning), the CSV and LODAS files, an empty month that offers
 * no file, and a refusal shown once. BUERO_SHOTS_DIR=/tmp/… also writes screenshots.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;
const { month, empty } = payrollMonths();
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.171' });
});

const preview = payrollPreview;
const fullName = (who: { firstname: string; lastname: string }) =>
  `${who.lastname}, ${who.firstname}`;

test('the preview says what the file holds, staff are picked by name, the files follow it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto('/de/buero');
  await page
    .getByRole('navigation', { name: 'Büro-Bereiche' })
    .getByRole('link', { name: 'Abrechnung' })
    .click();
  await expect(page).toHaveURL(/\/de\/buero\/abrechnung$/);
  await chooseMonth(page, month);

  const region = preview(page);
  // Paula (signed 7,5 h + 10,75 h) and Otto (4 h) are in the file; Ulla only has an unsigned day.
  await expect(region.getByRole('status')).toHaveText(/enthält 2 Personen mit 22,25 Stunden\./);
  const unsigned = region.getByRole('list').filter({ hasText: fullName(PAYROLL_E2E.ulla) });
  await expect(unsigned).toContainText(`${fullName(PAYROLL_E2E.paula)}: 05.`);
  await expect(unsigned).toContainText(`${fullName(PAYROLL_E2E.ulla)}: 05.`);
  await expect(region.getByRole('heading', { name: 'Ohne Personalnummer (1)' })).toBeVisible();
  await expect(
    region.getByRole('link', { name: fullName(PAYROLL_E2E.otto) }).first(),
  ).toHaveAttribute('href', /\/de\/buero\/personal\/\d+$/);
  await expect(region.getByText(/04\.\d\d\.\d{4} § 3 ArbZG: mehr als 10 Stunden/)).toBeVisible();
  // LODAS would refuse Otto: not offered until he has a personnel number.
  await expect(
    page.getByRole('button', { name: 'DATEV-LODAS-Datei herunterladen' }),
  ).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Paula by name: the preview and the files hold her alone.
  await page.getByLabel('Personal suchen').fill('Lohnl');
  await page.getByRole('button', { name: `+ ${fullName(PAYROLL_E2E.paula)}` }).click();
  await expect(page.getByRole('group', { name: 'Gewählt:' })).toContainText(
    fullName(PAYROLL_E2E.paula),
  );
  await expect(region.getByRole('status')).toHaveText(/enthält 1 Person mit 18,25 Stunden\./);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`abrechnung-${month}.csv`);
  const csvText = (await readFile(await csv.path())).toString('utf8');
  const rows = csvText.split('\r\n').slice(1, -1);
  expect(rows.map((row) => row.split(';').slice(0, 2).join(';'))).toEqual([
    '4711;Lohnliste, Paula',
    '4711;Lohnliste, Paula',
  ]);
  expect(rows[1]).toContain('§ 3 ArbZG (arbzg_3_daily_max)');
  await expect(page.getByText(`Die Datei abrechnung-${month}.csv wurde erstellt.`)).toBeVisible();

  const lodasDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'DATEV-LODAS-Datei herunterladen' }).click();
  const lodas = await lodasDownload;
  expect(lodas.suggestedFilename()).toBe(`lodas-${month}.txt`);
  const lodasText = (await readFile(await lodas.path())).toString('latin1');
  expect(lodasText.startsWith('[Allgemein]\r\nZiel=LODAS\r\n')).toBe(true);
  expect(lodasText).toMatch(/\r\n1;01\.\d\d\.\d{4};1;18,25;100;4711;\r\n/);

  // With unsigned days (CSV only): the third day comes, marked.
  await page.getByRole('checkbox', { name: /Auch nicht unterschriebene Tage/ }).check();
  await expect(region.getByRole('status')).toHaveText(/enthält 1 Person mit 22,25 Stunden\./);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/abrechnung-vorschau-de-1280.png`, fullPage: true });
  }
  const unsignedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const unsignedCsv = (await readFile(await (await unsignedDownload).path())).toString('utf8');
  expect(unsignedCsv.split('\r\n')[0]).toMatch(/;unsigniert$/);
  expect(unsignedCsv).toMatch(/;unsigniert\r\n$/);
});

test('an empty month offers no file; a refusal shows once', async ({ page, playwright }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto('/de/buero/abrechnung');
  await chooseMonth(page, empty);
  await expect(preview(page).getByRole('status')).toHaveText(
    /^Keine unterschriebenen Stunden in diesem Zeitraum/,
  );
  await expect(page.getByRole('button', { name: 'CSV herunterladen' })).toBeDisabled();
  await expect(page.getByText(/wurde erstellt/)).toHaveCount(0);

  // Paula alone; then her personnel number goes elsewhere meanwhile: LODAS refuses, said once.
  await chooseMonth(page, month);
  await page.getByLabel('Personal suchen').fill('Lohnl');
  await page.getByRole('button', { name: `+ ${fullName(PAYROLL_E2E.paula)}` }).click();
  const lodasButton = page.getByRole('button', { name: 'DATEV-LODAS-Datei herunterladen' });
  await expect(lodasButton).toBeEnabled();
  const office = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.172' },
  });
  try {
    await office.post('/app/api/auth/login', {
      headers: XHR,
      data: { email: 'buero@demo.messe-personal.de', password: 'Buero-Demo-2026!' },
    });
    const staffPage = await office.get(`/app/api/buero/personal?q=Lohnliste`, { headers: XHR });
    const paulaId = ((await staffPage.json()) as { items: { id: number }[] }).items[0]?.id ?? 0;
    const number = (value: number | null) =>
      office.put(`/app/api/buero/personal/${String(paulaId)}/personalnummer`, {
        headers: XHR,
        data: { personnel_number: value },
      });
    expect((await number(null)).status()).toBe(200);
    try {
      await lodasButton.click();
      const refusal = page.getByText(
        `Ohne Personalnummer: ${fullName(PAYROLL_E2E.paula)} (#${String(paulaId)})`,
      );
      await expect(refusal).toHaveCount(1);
      await expect(page.getByText(/lodas-.*wurde erstellt/)).toHaveCount(0);
    } finally {
      expect((await number(4711)).status()).toBe(200);
    }
  } finally {
    await office.dispose();
  }
});

for (const locale of ['de', 'en'] as const) {
  test(`payroll screen at 1280 and 1024 (${locale})`, async ({ page }) => {
    await loginAs(page, 'office');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/${locale}/buero/abrechnung`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await chooseMonth(page, month, locale);
      await expect(preview(page).getByRole('status')).toHaveText(
        locale === 'de' ? /enthält 2 Personen/ : /holds 2 people/,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await mkdir(SHOTS, { recursive: true });
        await page.screenshot({
          path: `${SHOTS}/abrechnung-${locale}-${String(size.width)}.png`,
          fullPage: true,
        });
      }
    }
  });
}

test('the office sets a personnel number on the staff detail', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto('/de/buero/personal');
  await page.getByRole('table').getByRole('link', { name: 'Vertrag, Valentin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valentin Vertrag' })).toBeVisible();
  const field = page.getByLabel('Personalnummer (DATEV)');
  await field.fill('0');
  await expect(page.getByText('Eine Zahl von 1 bis 99999.')).toBeVisible();
  const number = String(10_000 + (Date.now() % 80_000));
  await field.fill(number);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Personalnummer (DATEV)')).toHaveValue(number);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/personalnummer-de-1280.png`, fullPage: true });
  }
});

import { mkdir, readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

/*
 * The payroll screen (issue 15): the office downloads the month's CSV (with the
 * demo's unsigned days, marked) and the DATEV LODAS file (signed days only: the
 * demo has none, so only the sections). BUERO_SHOTS_DIR=/tmp/… also writes screenshots.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.171' });
});

/** The month of the demo's times (they are on the days up to today). */
function demoMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

test('the office downloads a CSV and a DATEV LODAS file', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto('/de/buero');
  await page
    .getByRole('navigation', { name: 'Büro-Bereiche' })
    .getByRole('link', { name: 'Abrechnung' })
    .click();
  await expect(page).toHaveURL(/\/de\/buero\/abrechnung$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abrechnung' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Abrechnungsmonat').fill(demoMonth());
  await page.getByRole('checkbox', { name: /Auch nicht unterschriebene Tage/ }).check();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`abrechnung-${demoMonth()}.csv`);
  const csvBytes = await readFile(await csv.path());
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvText = csvBytes.toString('utf8');
  expect(csvText.split('\r\n')[0]).toBe(
    '\uFEFFPersonalnummer;Name;Messe;Kunde;Tag;Beginn;Ende;Pause (Min.);Stunden;Warnungen;unsigniert',
  );
  // The demo's times (today and the two days before) are unsigned: today's at least is in the month.
  expect(csvText).toMatch(/;unsigniert\r\n/);
  await expect(
    page.getByText(`Die Datei abrechnung-${demoMonth()}.csv wurde erstellt.`),
  ).toBeVisible();

  const lodasDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'DATEV-LODAS-Datei herunterladen' }).click();
  const lodas = await lodasDownload;
  expect(lodas.suggestedFilename()).toBe(`lodas-${demoMonth()}.txt`);
  const lodasText = (await readFile(await lodas.path())).toString('latin1');
  expect(lodasText.startsWith('[Allgemein]\r\nZiel=LODAS\r\n')).toBe(true);
  expect(lodasText).toContain('\r\n[Satzbeschreibung]\r\n1;u_lod_bwd_buchung_standard;');
  expect(lodasText.endsWith('[Bewegungsdaten]\r\n')).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

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
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Personalnummer (DATEV)')).toHaveValue(number);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/personalnummer-de-1280.png`, fullPage: true });
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
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
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

import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

/*
 * The timesheet PDFs (docs/product/timesheet-pdf.md) on the demo data: the office downloads a
 * customer's sheet and the fair's ZIP from the fair's page and a person's
 * sheet from the pair's page, in Chromium; the pages stay axe clean.
 */

/** BUERO_SHOTS_DIR=/tmp/… keeps the downloads there, to look at them. */
const SHOTS = process.env.BUERO_SHOTS_DIR;

async function downloaded(download: Download): Promise<Buffer> {
  if (SHOTS) await download.saveAs(`${SHOTS}/${download.suggestedFilename()}`);
  return readFile(await download.path());
}

for (const locale of ['de', 'en'] as const) {
  test(`the office downloads the timesheet PDFs (${locale})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAs(page, 'office');
    await page.goto(`/${locale}/buero/messen`);
    await page.getByRole('link', { name: 'IAA Transportation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'IAA Transportation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const row = page.getByRole('row').filter({ hasText: 'Nordlicht' });
    const sheetLabel = locale === 'de' ? /^PDF Kundenblatt: / : /^PDF customer sheet: /;
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: sheetLabel }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(
      locale === 'de' ? /^Kundenblatt-IAA-Transportation-.+\.pdf$/ : /^customer-sheet-.+\.pdf$/,
    );
    expect((await downloaded(sheet)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('link', {
          name: locale === 'de' ? 'Alle Stundenzettel als ZIP' : 'All timesheets as ZIP',
        })
        .click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect((await downloaded(zip)).subarray(0, 2).toString('latin1')).toBe('PK');

    await row
      .getByRole('link', { name: locale === 'de' ? 'Einsatz planen' : 'Plan staff' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nordlicht');
    await expectNoSeriousA11yViolations(page);
    const personLabel = locale === 'de' ? /^PDF Stundenzettel: / : /^PDF timesheet: /;
    const [personal] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: personLabel }).first().click(),
    ]);
    expect(personal.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await downloaded(personal)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

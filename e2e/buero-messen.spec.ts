import { mkdir } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { isoDay } from './support/journey';

/*
 * Fairs, customers and who works where (docs/product/fairs.md) on the demo data: the office
 * creates a fair and a customer, attaches them, assigns a demo staff member and
 * the demo supervisor; the supervisor, in a second browser context, then finds
 * the person on the pair. Every new screen is axe clean. BUERO_SHOTS_DIR=/tmp/…
 * also writes screenshots at 1280 and 1024 px in both languages.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;

test('the office plans a fair and the supervisor sees the person on the pair', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  const stamp = String(Date.now());
  const fairName = `E2E Messe ${stamp}`;
  const customerName = `E2E Kunde ${stamp}`;

  // A customer first (the customers screen).
  await page.goto('/de/buero/kunden');
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Büro' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name des Kunden').fill(customerName);
  await page.getByRole('button', { name: 'Kunde anlegen' }).click();
  await expect(page.getByRole('rowheader', { name: customerName })).toBeVisible();

  // The fair (the fairs screen, then its own page).
  await page
    .getByRole('navigation', { name: 'Büro' })
    .getByRole('link', { name: 'Messen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messen' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'IAA Transportation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Neue Messe' }).click();
  await page.getByLabel('Name', { exact: true }).fill(fairName);
  await page.getByLabel('Stadt', { exact: true }).fill('Leipzig');
  await page.getByLabel('Beschreibung').fill('Halle 2');
  await page.getByLabel('Erster Tag').fill(isoDay(0));
  await page.getByLabel('Letzter Tag').fill(isoDay(2));
  await page.getByLabel('Bundesland').selectOption({ label: 'Sachsen' });
  await page.getByRole('button', { name: 'Messe anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fairName })).toBeVisible();
  await expect(page.getByText('Leipzig, Sachsen ·')).toBeVisible();
  await expect(page.getByLabel('Bundesland')).toHaveValue('SN');
  await expectNoSeriousA11yViolations(page);

  // Attach the customer, open the assignment screen.
  await page.getByLabel('Kunden suchen').fill('E2E Kunde');
  await page
    .getByRole('combobox', { name: 'Kunde', exact: true })
    .selectOption({ label: customerName });
  await page.getByRole('button', { name: 'Kunde hinzufügen' }).click();
  const row = page.getByRole('row').filter({ hasText: customerName });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Einsatz planen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${customerName} auf ${fairName}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The demo supervisor, then Paula Personal from the proposals (everyone else, by search).
  await page
    .getByRole('combobox', { name: 'Aufsicht hinzufügen' })
    .selectOption({ label: 'Sabine Aufsicht (aufsicht@demo.messe-personal.de)' });
  await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  const supervisors = page.getByRole('region', { name: 'Aufsicht (Zeiterfassung)' });
  await expect(supervisors.getByText('Sabine Aufsicht')).toBeVisible();
  await page.getByLabel('Alle anderen (Suche)').check();
  await page.getByLabel('Name oder E-Mail').fill('personal');
  await page.getByLabel('Personal, Paula auswählen').check();
  await page.getByRole('button', { name: 'Auswahl hinzufügen (1)' }).click();
  // The employment-law check (issue 27): within every limit, the dialog's button adds.
  const check = page.getByRole('dialog', { name: 'Einplanung prüfen' });
  await expect(check.getByText(/bleibt im Rahmen/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await check.getByRole('button', { name: 'Einplanen' }).click();
  const staff = page.getByRole('region', { name: /Personal auf diesem Einsatz/ });
  await expect(staff.getByRole('rowheader', { name: 'Personal, Paula' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The supervisor's tablet, in its own context: the pair and the person on it.
  const tablet = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const supervisorPage = await tablet.newPage();
  await loginAs(supervisorPage, 'supervisor');
  await supervisorPage.goto('/de/stundenerfassung');
  const pairRow = supervisorPage.getByRole('listitem').filter({ hasText: customerName });
  await pairRow.getByRole('link').first().click();
  await expect(supervisorPage.getByText('Paula Personal').first()).toBeVisible();
  await tablet.close();
});

for (const locale of ['de', 'en'] as const) {
  test(`fair screens at 1280 and 1024 are axe clean (${locale})`, async ({ page }) => {
    test.setTimeout(60_000);
    await loginAs(page, 'office');
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      const shot = async (name: string) => {
        await expectNoSeriousA11yViolations(page);
        if (SHOTS) {
          await page.screenshot({
            path: `${SHOTS}/${locale}-${String(size.width)}-${name}.png`,
            fullPage: true,
          });
        }
      };
      await page.goto(`/${locale}/buero/messen?archiv=1`);
      await expect(page.getByRole('link', { name: 'Hannover Messe' })).toBeVisible();
      await page.goto(`/${locale}/buero/messen`);
      await page.getByRole('link', { name: 'IAA Transportation' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'IAA Transportation' }),
      ).toBeVisible();
      await shot('fair');
      await page.getByRole('row').filter({ hasText: 'Nordlicht' }).getByRole('link').last().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Nordlicht');
      await expect(page.locator('.buero-table').first()).toBeVisible();
      await shot('pair');
      await page.goto(`/${locale}/buero/kunden`);
      await expect(page.getByRole('rowheader', { name: 'Alpen Elektro AG' })).toBeVisible();
      await shot('customers');
      await page.goto(`/${locale}/buero/messen`);
      await expect(page.getByRole('link', { name: 'IAA Transportation' })).toBeVisible();
      await expect(
        page.getByRole('columnheader', { name: locale === 'de' ? 'Bundesland' : 'Federal state' }),
      ).toBeVisible();
      await shot('fairs');
    }
  });
}

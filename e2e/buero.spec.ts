import { mkdir } from 'node:fs/promises';
import {
  DEMO_LOGINS,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  loginForms,
  test,
} from './support/fixtures';

/*
 * The office (Büro, ADR 0022) on the demo data: the office logs in, filters
 * the applicant list, searches, opens a person with two applications. Staff
 * are offered no office. BUERO_SHOTS_DIR=/tmp/… also writes screenshots.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.140' });
});

test('the office logs in, filters the list, searches and opens a detail', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { email, password } = DEMO_LOGINS.office;
  await page.goto('/de/login');
  const { login } = loginForms(page);
  await login.getByLabel('E-Mail').fill(email);
  await login.getByLabel('Passwort').fill(password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de\/?$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Büro' }).first().click();
  await expect(page).toHaveURL(/\/de\/buero\/bewerbungen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Status filter: only the complete, undecided applications.
  const filters = page.getByRole('search', { name: 'Filter' });
  await filters.getByRole('checkbox', { name: 'Neu – vollständig' }).check();
  await filters.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(/status=complete/);
  await expect(rows.filter({ hasText: 'Krüger, Felix' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Schulz, Hannah' })).toHaveCount(0);
  for (const status of await rows
    .getByText(/^Neu|Eingeladen|Personal|Abgelehnt/)
    .allTextContents()) {
    expect(status).toBe('Neu – vollständig');
  }

  // Keyboard only: search, Enter applies.
  await filters.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  // The reset is a navigation that renders a fresh form: type only into that one.
  await expect(page).toHaveURL(/\/de\/buero\/bewerbungen$/);
  await expect(filters.getByRole('checkbox', { name: 'Neu – vollständig' })).not.toBeChecked();
  const search = filters.getByLabel('Name oder E-Mail beginnt mit');
  await search.fill('hoff');
  await expect(search).toHaveValue('hoff');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=hoff/);
  await expect(rows).toHaveCount(1);
  // One person, two applications (grouped by e-mail address).
  await expect(rows.first().getByRole('cell').nth(5)).toHaveText('2');
  if (SHOTS) await mkdir(SHOTS, { recursive: true });

  await rows.first().getByRole('link', { name: 'Hoffmann, Emma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emma Hoffmann' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verlauf dieser E-Mail-Adresse' })).toBeVisible();
  await expect(page.locator('.buero-history li')).toHaveCount(2);
  await expect(page.getByText('emma.hoffmann@example.org')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const locale of ['de', 'en'] as const) {
  test(`office screens at 1280 and 1024 (${locale})`, async ({ page }) => {
    // Four axe runs: on a busy machine they alone took 30 s.
    test.setTimeout(90_000);
    await loginAs(page, 'office');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/${locale}/buero/bewerbungen`);
      await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/${locale}-${String(size.width)}-list.png`,
          fullPage: true,
        });
      }
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/${locale}-${String(size.width)}-detail.png`,
          fullPage: true,
        });
      }
    }
  });
}

test('staff are offered no office, and its address sends them home', async ({ page }) => {
  await loginAs(page, 'staff');
  await page.goto('/de/');
  await expect(page.getByRole('link', { name: 'Büro' })).toHaveCount(0);
  await page.goto('/de/buero/bewerbungen');
  await expect(page).not.toHaveURL(/buero/);
});

import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  loginForms,
  test,
} from './support/fixtures';
import { LAW_E2E } from './support/law-seed';

/*
 * The person's own earlier short-term jobs (issue 27, docs/product/employment-law.md):
 * Dora Deklaration (e2e/support/law-seed.ts) logs in, opens her master data
 * from the menu, is refused more working days than the period has, declares a
 * job, changes it; the office sees it on her record as hers and corrects it,
 * which she then reads. On a phone, axe-clean, in German and English.
 * LAW_SHOTS_DIR=/tmp/… writes screenshots.
 */

const SHOTS = process.env.LAW_SHOTS_DIR;
const person = LAW_E2E.declarant;
const year = new Date().getFullYear();
const day = (monthDay: string) => `${String(year)}-${monthDay}`;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.182' });
});

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** The section at phone and tablet width. */
async function shoot(page: Page, name: string, part: ReturnType<typeof section>) {
  if (!SHOTS) return;
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await part.screenshot({ path: `${SHOTS}/${name}-${String(width)}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a person declares an earlier short-term job, the office corrects it, she reads it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/de/login');
  const { login } = loginForms(page);
  await login.getByLabel('E-Mail').fill(person.email);
  await login.getByLabel('Passwort').fill(person.password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  // On a phone the areas are behind the menu button, shown once signed in.
  const menu = page.getByRole('button', { name: 'Menü' });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('navigation').first().getByRole('link', { name: 'Stammdaten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stammdaten' })).toBeVisible();

  const jobs = section(page, 'Frühere kurzfristige Beschäftigungen in diesem Jahr');
  await jobs.scrollIntoViewIfNeeded();
  await expect(jobs.getByText('Keine angegeben.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Five days cannot hold six working days.
  await jobs.getByLabel('Arbeitgeber').fill('Zoo Hannover');
  await jobs.getByLabel(/^Arbeitstage/).fill('6');
  await jobs.getByLabel('Erster Tag').fill(day('05-04'));
  await jobs.getByLabel('Letzter Tag').fill(day('05-08'));
  await jobs.getByRole('button', { name: 'Beschäftigung hinzufügen' }).click();
  await expect(jobs.getByLabel(/^Arbeitstage/)).toHaveAttribute('aria-invalid', 'true');
  await expect(jobs.getByText('Keine angegeben.')).toBeVisible();

  await jobs.getByLabel(/^Arbeitstage/).fill('5');
  await jobs.getByRole('button', { name: 'Beschäftigung hinzufügen' }).click();
  const line = jobs.getByRole('listitem').filter({ hasText: 'Zoo Hannover' });
  await expect(line).toContainText('5 Arbeitstage');
  await expect(jobs.getByLabel('Arbeitgeber')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'declarations-de', jobs);

  // Changed in place: four days.
  await line.getByRole('button', { name: 'Zoo Hannover ändern' }).click();
  await jobs
    .getByRole('listitem')
    .getByLabel(/^Arbeitstage/)
    .fill('4');
  await jobs.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(line).toContainText('4 Arbeitstage');
  await page.reload();
  await expect(line).toContainText('4 Arbeitstage');
  await expect(line).not.toContainText('vom Büro');

  // The office sees it as hers and corrects it to three days.
  await page.context().clearCookies();
  await loginAs(page, 'office');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/buero/personal');
  const filters = page.getByRole('search', { name: 'Filter' });
  await filters.getByLabel('Name oder E-Mail beginnt mit').fill(person.lastname);
  await filters.getByRole('button', { name: 'Anwenden' }).click();
  await page.getByRole('link', { name: `${person.lastname}, ${person.firstname}` }).click();
  const law = section(page, 'Arbeitsrecht');
  const declared = law.getByRole('row').filter({ hasText: 'Zoo Hannover' });
  await expect(declared).toContainText('von der Person');
  await expect(declared).toContainText('4');
  await declared.getByRole('button', { name: 'Zoo Hannover korrigieren' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Arbeitstage').fill('3');
  await dialog.getByRole('button', { name: 'Korrektur speichern' }).click();
  await expect(declared).toContainText('vom Büro');

  // She reads the correction, in English too.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  const relogin = await page.request.post('/app/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email: person.email, password: person.password, locale: 'en' },
  });
  expect(relogin.status()).toBe(200);
  await page.goto('/en/stammdaten');
  const english = section(page, 'Earlier short-term jobs this year');
  const corrected = english.getByRole('listitem').filter({ hasText: 'Zoo Hannover' });
  await expect(corrected).toContainText('3 working days');
  await expect(corrected).toContainText('corrected by the office');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'declarations-en', english);

  // Removed only after the second press.
  await corrected.getByRole('button', { name: 'Remove Zoo Hannover' }).click();
  await english.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(english.getByText('None declared.')).toBeVisible();
});

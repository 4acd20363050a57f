import type { Page } from '@playwright/test';
import { readFile, mkdir } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  loginForms,
  test,
} from './support/fixtures';
import { waitForLink } from './support/mailbox';

/*
 * The office's data protection (docs/decisions/0025-gdpr-export-erasure-and-audit-reading.md): a person's 'Protokoll & Datenschutz'
 * page exports a ZIP and erases the person after the name is typed; the audit
 * then shows the erasure. The office creates an office account, which can log
 * in. BUERO_SHOTS_DIR=/tmp/… also writes screenshots.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;
const run = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.161' });
});

/** A fresh applicant through the public step 1 (no other spec knows them). */
async function apply(page: Page, lastname: string) {
  const email = `gdpr-${lastname.toLowerCase()}-${run}@e2e.test`;
  const response = await page.request.post('/app/api/bewerbung', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': '192.0.2.162' },
    data: {
      gender: 'w',
      firstname: 'Greta',
      lastname,
      email,
      phone_mobile: '0170 7654321',
      birthdate: '1995-04-03',
      student: 1,
      privacy: 1,
      locale: 'de',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, name: `Greta ${lastname}` };
}

test('the office exports a person as a ZIP, erases them, and the audit shows it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const person = await apply(page, `Datenschutz${run}`);
  await loginAs(page, 'office');
  await page.goto(`/de/buero/bewerbungen?q=${encodeURIComponent(person.email)}`);
  await page.getByRole('table').getByRole('link', { name: /Greta/ }).click();
  await page.getByRole('link', { name: 'Protokoll & Datenschutz' }).click();
  await expect(page).toHaveURL(/\/de\/buero\/personen\/\d+\/protokoll$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name);
  // Opening the detail was recorded.
  await expect(page.getByRole('cell', { name: 'Bewerbung angesehen' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/gdpr-person-de-1280.png`, fullPage: true });
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Daten exportieren (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^person-\d+\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const json = JSON.parse(strFromU8(zip['person.json'] ?? new Uint8Array())) as {
    bewerber: { email: string }[];
  };
  expect(json.bewerber.map((row) => row.email)).toContain(person.email);

  await page.getByRole('button', { name: 'Person löschen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person endgültig löschen?' });
  await expect(dialog).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Endgültig löschen' });
  await expect(erase).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gdpr-erase-dialog-de.png` });
  await dialog.getByLabel(/Zur Bestätigung den Namen eingeben/).fill(person.name);
  await erase.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Person wurde gelöscht' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Person gelöscht' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Person löschen …' })).toHaveCount(0);
  await expect(page.getByText(person.email)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The list shows the pseudonym only.
  await page.goto(`/de/buero/bewerbungen?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByText('Keine Bewerbungen für diese Filter.')).toBeVisible();
});

test('the office creates an office account, which can log in', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto('/de/buero/bewerbungen');
  await page
    .getByRole('navigation', { name: 'Büro' })
    .getByRole('link', { name: 'Büro-Konten' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Büro-Konten' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const email = `kollegin-${run}@e2e.test`;
  const form = page.getByRole('form', { name: 'Neues Büro-Konto' });
  // A weak password is refused on the field.
  await form.getByLabel('Name').fill('Karla Kollegin');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Erstes Passwort (optional)').fill('kurz');
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(form.getByText(/mindestens 8 Zeichen/i).first()).toBeVisible();
  await form.getByLabel('Erstes Passwort (optional)').fill('Kollegin-Start-2026');
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(
    page.getByText('Das Konto für Karla Kollegin ist angelegt.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gdpr-users-de-1280.png`, fullPage: true });

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/de/login');
  const { login } = loginForms(other);
  await login.getByLabel('E-Mail').fill(email);
  await login.getByLabel('Passwort').fill('Kollegin-Start-2026');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(other).toHaveURL(/\/de\/?$/);
  await other.goto('/de/buero/benutzer');
  await expect(other.getByRole('heading', { level: 1, name: 'Büro-Konten' })).toBeVisible();
  await context.close();
});

test('an invited office account sets its password through the e-mailed link', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto('/de/buero/benutzer');
  const email = `eingeladen-${run}@e2e.test`;
  const form = page.getByRole('form', { name: 'Neues Büro-Konto' });
  await form.getByLabel('Name').fill('Ines Eingeladen');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText(/Einladung ist per E-Mail unterwegs/)).toBeVisible();

  const link = new URL(await waitForLink(email, '/de/password/reset'));
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link.pathname + link.search);
  await invited.getByLabel('Neues Passwort', { exact: true }).fill('Ines-eigenes-2026');
  await invited.getByLabel('Passwort bestätigen').fill('Ines-eigenes-2026');
  await invited.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(invited).toHaveURL(/\/de\/?$/);
  await invited.goto('/de/buero/benutzer');
  await expect(invited.getByRole('heading', { level: 1, name: 'Büro-Konten' })).toBeVisible();
  await context.close();
});

for (const locale of ['de', 'en'] as const) {
  test(`data-protection screens at 1280 and 1024 (${locale})`, async ({ page }) => {
    await loginAs(page, 'office');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/${locale}/buero/bewerbungen`);
      await page.getByRole('table').getByRole('link').first().click();
      await page.locator('a[href*="/protokoll"]').click();
      await expect(page.locator('.buero-audit, .buero-empty').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/gdpr-${locale}-${String(size.width)}-person.png`,
          fullPage: true,
        });
      }
      const options = await page.request.get('/app/api/buero/bewerbungen/optionen', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      const fair = ((await options.json()) as { messen: { id: number }[] }).messen[0];
      expect(fair).toBeDefined();
      await page.goto(`/${locale}/buero/messen/${String(fair?.id)}/protokoll`);
      await expect(page.locator('.buero-audit, .buero-empty').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/gdpr-${locale}-${String(size.width)}-fair.png`,
          fullPage: true,
        });
      }
      await page.goto(`/${locale}/buero/benutzer`);
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/gdpr-${locale}-${String(size.width)}-users.png`,
          fullPage: true,
        });
      }
    }
  });
}

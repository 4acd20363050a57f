import { mkdir } from 'node:fs/promises';
import { decodeQuotedPrintable } from '@tests/support/smtp-capture';
import { openApplicant } from './support/journey';
import { linkFrom, mailsTo, waitForMail } from './support/mailbox';
import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  loginForms,
  test,
} from './support/fixtures';

/*
 * The office's decisions (docs/product/office.md) on the demo data:
 * the office accepts a complete application, the invitation arrives over SMTP,
 * its link sets the password and lands on the master data; the office rejects
 * another with a reason and a mail. Dialogs and the set-password screen pass
 * axe. BUERO_SHOTS_DIR=/tmp/… also writes screenshots.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.141' });
  await page.setViewportSize({ width: 1280, height: 800 });
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});

test('the office accepts an application; the invitation sets the password and opens the master data', async ({
  page,
  browser,
}) => {
  const email = 'clara.schwarz@example.org';
  const password = 'Claras-erstes-Passwort-1';
  await loginAs(page, 'office');
  await openApplicant(page, 'schwarz', 'Schwarz, Clara');
  const decision = page.getByRole('region', { name: 'Entscheidung' });
  await decision.getByRole('button', { name: 'Annehmen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bewerbung annehmen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('7 Tage');
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/de-1280-accept-dialog.png` });
  await dialog.getByRole('button', { name: 'Annehmen und einladen' }).click();
  await expect(dialog).toBeHidden();
  await expect(decision.getByRole('status')).toContainText('Die Einladung an Clara Schwarz');
  await expect(page.locator('.buero-detail-head .buero-status')).toHaveText('Eingeladen');

  // Sent again: a second mail, and only its link works.
  const first = await waitForMail(email);
  await decision.getByRole('button', { name: 'Einladung erneut senden' }).click();
  await expect(decision.getByRole('status')).toHaveText('Die Einladung wurde erneut gesendet.');
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  const mail = await waitForMail(email);
  expect(decodeQuotedPrintable(mail.raw)).toContain('Passwort festlegen');
  const oldLink = new URL(linkFrom(first, '/de/password/set'));
  const link = new URL(linkFrom(mail, '/de/password/set'));
  expect(link.searchParams.get('token')).not.toBe(oldLink.searchParams.get('token'));

  // The new staff member, in a browser of their own.
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.142' },
  });
  const staff = await context.newPage();
  await staff.goto(oldLink.pathname + oldLink.search);
  await expect(staff.getByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeVisible();
  await staff.getByLabel('Passwort', { exact: true }).fill(password);
  await staff.getByLabel('Passwort bestätigen').fill(password);
  await staff.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(staff.getByRole('alert')).toBeVisible();

  await staff.goto(link.pathname + link.search);
  await expectNoSeriousA11yViolations(staff);
  if (SHOTS) await staff.screenshot({ path: `${SHOTS}/de-1280-password-set.png` });
  await staff.getByLabel('Passwort', { exact: true }).fill(password);
  await staff.getByLabel('Passwort bestätigen').fill(password);
  await staff.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(staff).toHaveURL(/\/de\/stammdaten$/);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Stammdaten');

  // Logged out and in again with the new password: the staff areas are there.
  await staff.getByRole('button', { name: 'Abmelden' }).click();
  await expect(staff).toHaveURL(/\/de\/login$/);
  const { login } = loginForms(staff);
  await login.getByLabel('E-Mail').fill(email);
  await login.getByLabel('Passwort').fill(password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(staff).toHaveURL(/\/de\/?$/);
  await staff.goto('/de/stammdaten');
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Stammdaten');
  await context.close();

  // The office sees the person as staff now; there is nothing left to decide.
  await page.reload();
  await expect(page.locator('.buero-detail-head .buero-status')).toHaveText('Personal');
  await expect(decision.getByRole('button')).toHaveCount(0);
});

test('the office rejects an application with a reason and a neutral mail', async ({ page }) => {
  const email = 'marie.schroeder@example.org';
  await loginAs(page, 'office');
  await openApplicant(page, 'schr', 'Schröder, Marie');
  const decision = page.getByRole('region', { name: 'Entscheidung' });
  await decision.getByRole('button', { name: 'Ablehnen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bewerbung ablehnen' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Grund (optional)').fill('Keine Verfügbarkeit zur Messezeit');
  await dialog.getByRole('checkbox', { name: /Absage per E-Mail senden/ }).check();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/de-1280-reject-dialog.png` });
  // Escape closes without deciding; the dialog opens fresh.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await decision.getByRole('button', { name: 'Ablehnen' }).click();
  await dialog.getByLabel('Grund (optional)').fill('Keine Verfügbarkeit zur Messezeit');
  await dialog.getByRole('checkbox', { name: /Absage per E-Mail senden/ }).check();
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();

  await expect(dialog).toBeHidden();
  await expect(decision.getByRole('status')).toContainText('Die Absage an Marie Schröder');
  await expect(page.locator('.buero-detail-head .buero-status')).toHaveText('Abgelehnt');
  await expect(page.getByText('Ablehnungsgrund: Keine Verfügbarkeit zur Messezeit')).toBeVisible();
  const mail = decodeQuotedPrintable((await waitForMail(email)).raw);
  expect(mail).toContain('keine Zusammenarbeit anbieten');
  expect(mail).not.toContain('Verfügbarkeit');
});

test('decision screens in English at 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAs(page, 'office');
  await page.goto('/en/buero/bewerbungen?q=klein');
  await page.getByRole('table').getByRole('link', { name: 'Klein, Sofia' }).click();
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(decision.getByRole('button', { name: 'Accept' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await decision.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the application' });
  await expect(dialog.getByLabel('Reason (optional)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/en-1024-reject-dialog.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await decision.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('dialog', { name: 'Accept the application' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/en-1024-accept-dialog.png` });
  await page.keyboard.press('Escape');

  // Step 2 missing: accepting is not offered, the reason is said.
  await page.goto('/en/buero/bewerbungen?q=wolf');
  await page.getByRole('table').getByRole('link', { name: 'Wolf, Luca' }).click();
  await expect(decision.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(decision).toContainText('Step 2 is still missing');
});

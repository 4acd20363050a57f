import { E2E_USERS } from './support/users';
import { mailsTo, waitForLink } from './support/mailbox';
import { DEMO_LOGINS, expect, loginForms, test } from './support/fixtures';

test('password reset end to end, with the mail received over SMTP', async ({ page }) => {
  const user = E2E_USERS.reset;
  const newPassword = 'ein-ganz-neues-Passwort-42';

  await page.goto('/de/login?passwort-vergessen');
  const { forgotten, login } = loginForms(page);
  await forgotten.getByLabel('E-Mail').fill(user.email);
  await forgotten.getByRole('button', { name: 'Link senden' }).click();
  await expect(forgotten.getByRole('status')).toContainText(/Wenn ein Konto/);

  // Other mails (a booking request) may be newer: the reset link is looked for.
  const link = new URL(await waitForLink(user.email, '/de/password/reset'));
  expect(link.searchParams.get('email')).toBe(user.email);
  expect(link.searchParams.get('token')?.length).toBeGreaterThanOrEqual(22);

  await page.goto(link.pathname + link.search);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Passwort bestätigen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/de\/?$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Ihr neues Passwort ist gespeichert.',
  );

  // The link is single use: opening it again fails visibly.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/de\/login$/);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('noch-ein-anderes-99');
  await page.getByLabel('Passwort bestätigen').fill('noch-ein-anderes-99');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/password\/reset/);

  // The old password is gone, the new one works.
  await page.goto('/de/login');
  await login.getByLabel('E-Mail').fill(user.email);
  await login.getByLabel('Passwort').fill(user.password);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await login.getByLabel('Passwort').fill(newPassword);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de\/?$/);
});

test('the request answers alike for an unknown address and sends it nothing', async ({ page }) => {
  const unknown = 'nobody-here@e2e.test';
  await page.goto('/en/login?passwort-vergessen');
  const { forgotten } = loginForms(page);
  await forgotten.getByLabel('Email').fill(unknown);
  await forgotten.getByRole('button', { name: 'Send link' }).click();
  const answerForUnknown = await forgotten.getByRole('status').textContent();

  await page.reload();
  await forgotten.getByLabel('Email').fill(DEMO_LOGINS.staff.email);
  await forgotten.getByRole('button', { name: 'Send link' }).click();
  await expect(forgotten.getByRole('status')).toHaveText(answerForUnknown ?? '');

  // The known address gets its mail (in English); by then the unknown one would have had its own.
  expect(await waitForLink(DEMO_LOGINS.staff.email, '/en/password/reset')).toContain('token=');
  expect(await mailsTo(unknown)).toEqual([]);
});

import { DEMO_LOGINS, expect, loginAs, loginForms, test } from './support/fixtures';

test.describe('login screen', () => {
  test('logs in and lands on the master data screen', async ({ page }) => {
    const { email, password } = DEMO_LOGINS.contract;
    await page.goto('/de/login');
    const { login } = loginForms(page);
    const submit = login.getByRole('button', { name: 'Anmelden' });
    await expect(submit).toBeDisabled();

    await login.getByLabel('E-Mail').fill(email);
    await login.getByLabel('Passwort').fill(password);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/de\/stammdaten$/);
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });

  test('shows the server message in a red box on a wrong password', async ({ page }) => {
    await page.goto('/de/login');
    const { login } = loginForms(page);
    await login.getByLabel('E-Mail').fill(DEMO_LOGINS.staff.email);
    await login.getByLabel('Passwort').fill('definitely-wrong');
    await login.getByRole('button', { name: 'Anmelden' }).click();

    const alert = login.getByRole('alert');
    await expect(alert).toHaveText(/Diese Zugangsdaten sind ungültig\./);
    await expect(page).toHaveURL(/\/de\/login$/);
  });

  test('logs out and protects the area again', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/de/stammdaten');
    await page.getByRole('button', { name: 'Abmelden' }).click();

    await expect(page).toHaveURL(/\/de\/login$/);
    await page.goto('/de/dokumente');
    await expect(page).toHaveURL(/\/de\/login$/);
  });
});

test('the login works with the keyboard alone', async ({ page }) => {
  const { email, password } = DEMO_LOGINS.staff;
  await page.goto('/de/login');
  const { login } = loginForms(page);
  const emailField = login.getByLabel('E-Mail');
  for (let presses = 0; presses < 25; presses++) {
    if (await emailField.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(emailField).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(login.getByLabel('Passwort')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/stammdaten$/);
});

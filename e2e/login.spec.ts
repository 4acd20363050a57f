import { DEMO_LOGINS, expect, loginAs, loginForms, test } from './support/fixtures';

test.describe('login screen', () => {
  test('says what is missing on submit, then logs in and lands on the home screen', async ({
    page,
  }) => {
    const { email, password } = DEMO_LOGINS.contract;
    await page.goto('/de/login');
    const { login } = loginForms(page);
    const submit = login.getByRole('button', { name: 'Anmelden' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(login.getByText('Dieses Feld ist erforderlich.')).toHaveCount(2);
    await expect(login.getByLabel('E-Mail')).toBeFocused();

    await login.getByLabel('E-Mail').fill(email);
    await login.getByLabel('Passwort').fill(password);
    await expect(login.getByText('Dieses Feld ist erforderlich.')).toHaveCount(0);
    await submit.click();

    await expect(page).toHaveURL(/\/de\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Willkommen/);
    const steps = page.getByRole('main').getByRole('link');
    await expect(steps.filter({ hasText: 'Stammdaten' })).toBeVisible();
    await expect(steps.filter({ hasText: 'Dokumente' })).toBeVisible();
    await expect(steps.filter({ hasText: 'Meine Messen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });

  test('Passwort vergessen? is a link that opens its form', async ({ page }) => {
    await page.goto('/de/login');
    await expect(loginForms(page).forgotten).toHaveCount(0);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(loginForms(page).forgotten).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passwort vergessen?' })).toBeFocused();
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
    await expect(
      page.getByRole('status').filter({ hasText: 'Sie sind abgemeldet.' }),
    ).toBeVisible();
    await page.goto('/de/dokumente');
    await expect(page).toHaveURL(/\/de\/login\?next=%2Fde%2Fdokumente$/);
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
  await expect(page).toHaveURL(/\/de\/?$/);
});

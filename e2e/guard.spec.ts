import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  loginForms,
  test,
} from './support/fixtures';
import { DEMO_LOGINS } from '@server/tools/demo/logins';

const { email, password } = DEMO_LOGINS.staff;

test.describe('route guard and locales', () => {
  test('a protected route while logged out goes to the login', async ({ page }) => {
    for (const path of ['/de/stammdaten', '/de/messen/planer', '/en/stundenerfassung']) {
      await page.goto(path);
      const next = encodeURIComponent(path);
      await expect(page).toHaveURL(new RegExp(`/${path.split('/')[1]}/login\\?next=${next}$`));
    }
    await page.goto('/de');
    await expect(page).toHaveURL(/\/de\/login$/);
  });

  test('the login returns to the page asked for; a foreign next= goes home', async ({ page }) => {
    await page.goto('/de/messen/planer');
    const { login } = loginForms(page);
    await login.getByLabel('E-Mail').fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/messen\/planer$/);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/de\/login$/);
    await page.goto('/de/login?next=%2F%2Fevil.example%2Fde');
    await login.getByLabel('E-Mail').fill(email);
    await login.getByLabel('Passwort', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/de$/);
  });

  test('the login while logged in goes home', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/de/login');
    await expect(page).toHaveURL(/\/de\/?$/);
  });

  test('asks the server again on every navigation', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/de/stammdaten');
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/app/api/auth')) authCalls.push(request.url());
    });
    await page.getByRole('link', { name: 'Dokumente' }).first().click();
    await expect(page).toHaveURL(/\/de\/dokumente$/);
    await page.getByRole('link', { name: 'Meine Messen' }).first().click();
    await expect(page).toHaveURL(/\/de\/messen$/);
    expect(authCalls.length).toBeGreaterThanOrEqual(2);
  });

  test('an unknown locale falls back to de', async ({ page }) => {
    await page.goto('/fr/login');
    await expect(page).toHaveURL(/\/de\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('English screens and the language switch keep the path', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/login$/);
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });

  test('a switch reloads the texts of every part opened so far, in the new language', async ({
    page,
  }) => {
    // Each part of the app has its own catalog (ADR 0013): shell, application, login.
    await page.goto('/en/bewerbung');
    await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    // Back to the English application without a page load, then its switch: the route's
    // code is cached by then, so only the language switch can bring its German texts.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/bewerbung$/);
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('button', { name: 'Bewerbung absenden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bewerbung');
  });

  test('an unknown path under a locale shows a translated not-found screen', async ({ page }) => {
    await page.goto('/de/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await page.goto('/en/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

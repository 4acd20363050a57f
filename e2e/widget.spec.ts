import { DEMO_LOGINS, expect, loginAs, test } from './support/fixtures';

test.describe('navigation and login widget', () => {
  test('a supervisor sees the time-tracking link', async ({ page }) => {
    await loginAs(page, 'supervisor');
    await page.goto('/de');
    await expect(page.getByText(DEMO_LOGINS.supervisor.name)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Stundenerfassung' })
      .click();
    await expect(page).toHaveURL(/\/de\/stundenerfassung$/);
  });

  test('staff without the flag do not see it and cannot open it', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/de/stammdaten');
    await expect(page.getByText(DEMO_LOGINS.staff.name)).toBeVisible();
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Stammdaten' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dokumente' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Meine Messen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Stundenerfassung' })).toHaveCount(0);

    await page.goto('/de/stundenerfassung');
    await expect(page).not.toHaveURL(/\/de\/stundenerfassung$/);
  });

  test('logged out, the widget offers the login', async ({ page }) => {
    await page.goto('/de/bewerbung');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  });
});

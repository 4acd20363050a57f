import { expect, loginAs, test } from './support/fixtures';

// One style for every date (domain/shared/date-format.ts): de 23.11.2026, en 23/11/2026,
// four-digit years, ranges with an en dash.
const DE_DAY = String.raw`\d{2}\.\d{2}\.\d{4}`;
const EN_DAY = String.raw`\d{2}/\d{2}/\d{4}`;
const range = (day: string) => new RegExp(`${day} – ${day}`);

test.describe('dates read the same on every screen', () => {
  test('the planner and my fairs, in German and English', async ({ page }) => {
    await loginAs(page, 'contract');
    await page.goto('/de/messen/planer');
    const fair = page.getByRole('checkbox', { name: /Agritechnica/ });
    await expect(fair).toBeVisible();
    await expect(page.getByRole('main')).toContainText(range(DE_DAY));
    await expect(page.getByRole('main')).not.toContainText(/\d - \d/);

    await page.goto('/en/messen/planer');
    await expect(page.getByRole('checkbox', { name: /Agritechnica/ })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(range(EN_DAY));
    await expect(page.getByRole('main')).not.toContainText(new RegExp(DE_DAY));

    await page.goto('/en/messen');
    await expect(page.getByRole('table')).toContainText(range(EN_DAY));
    await expect(page.getByRole('table')).not.toContainText(new RegExp(DE_DAY));
  });

  test('time tracking: fair ranges, weekdays and the sync badge, in German and English', async ({
    page,
  }) => {
    await loginAs(page, 'supervisor');
    await page.goto('/de/stundenerfassung');
    await expect(page.getByRole('main')).toContainText(range(DE_DAY));
    const last = page.locator('.sync-badge__last');
    await expect(last).toHaveText(new RegExp(`^Zuletzt synchronisiert: ${DE_DAY}, \\d{2}:\\d{2}$`));

    await page.goto('/en/stundenerfassung');
    await expect(page.getByRole('main')).toContainText(range(EN_DAY));
    await expect(last).toHaveText(new RegExp(`^Last synced: ${EN_DAY}, \\d{2}:\\d{2}$`));
    await page
      .getByRole('main')
      .getByRole('link', { name: /IAA Transportation/ })
      .first()
      .click();
    // The chosen day: short weekday, then the date.
    await expect(page.getByRole('main')).toContainText(new RegExp(`[A-Z][a-z]{2}, ${EN_DAY}`));
    await expect(page.getByRole('main')).not.toContainText(new RegExp(DE_DAY));
  });
});

import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

test.describe('my fairs and the planner', () => {
  test('empty choice, then two fairs picked in the planner show in the list', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/de/messen/planer');
    const boxes = page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await box.uncheck();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/messen$/);
    await expect(page.getByText('Keine Messen ausgewählt')).toBeVisible();

    await page.getByRole('link', { name: 'Zum Messeplaner' }).click();
    await expect(page).toHaveURL(/\/de\/messen\/planer$/);
    await page.getByRole('checkbox', { name: /Agritechnica/ }).check();
    await page.getByRole('checkbox', { name: /Frankfurter Buchmesse/ }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(page).toHaveURL(/\/de\/messen$/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Agritechnica');
    await expect(rows.nth(1)).toContainText('Hannover');
    await expect(rows.nth(1)).toContainText(/^.*\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    await expect(rows.nth(2)).toContainText('Frankfurter Buchmesse');

    // The planner preloads the saved choice; cancel goes back without saving.
    await page.goto('/de/messen/planer');
    await expect(page.getByRole('checkbox', { name: /Agritechnica/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /IAA Transportation/ })).not.toBeChecked();
    await page.getByRole('checkbox', { name: /IAA Transportation/ }).check();
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/de\/messen$/);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  });

  for (const locale of ['de', 'en']) {
    test(`axe clean on both screens (${locale})`, async ({ page }) => {
      await loginAs(page, 'staff');
      await page.goto(`/${locale}/messen`);
      await expect(page.getByRole('link', { name: /Messeplaner|fair planner/ })).toBeVisible();
      await expect(page.getByText(/Lädt|Loading/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.goto(`/${locale}/messen/planer`);
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

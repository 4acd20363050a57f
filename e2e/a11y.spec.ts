import { expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

const publicScreens = [
  '/de/login',
  '/en/login',
  '/de/password/reset?email=a%40b.de&token=x',
  '/de/bewerbung',
];
const staffScreens = [
  '/de',
  '/de/stammdaten',
  '/de/dokumente',
  '/de/messen',
  '/en/messen/planer',
  '/en/meine-stunden',
];

test.describe('accessibility (axe)', () => {
  for (const path of publicScreens) {
    test(`public ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await expectNoSeriousA11yViolations(page);
    });
  }

  // The staff areas need a staff record (the demo supervisor has none).
  for (const path of staffScreens) {
    test(`signed in ${path}`, async ({ page }) => {
      await loginAs(page, 'contract');
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('signed in /de/stundenerfassung', async ({ page }) => {
    await loginAs(page, 'supervisor');
    await page.goto('/de/stundenerfassung');
    await page.getByRole('main').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

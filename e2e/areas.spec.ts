import {
  DEMO_LOGINS,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
  waitForServiceWorkerControl,
} from './support/fixtures';

// The demo supervisor has the timetracking flag and no staff record: the server
// lists time tracking as its only area (user.areas), and the app offers no other.
const STAFF_AREAS = ['Stammdaten', 'Dokumente', 'Meine Messen', 'Meine Stunden'];
const NOTICE_DE = 'Dieser Bereich steht Ihrem Konto nicht zur Verfügung.';
const NOTICE_EN = 'This area is not available for your account.';

test.describe('areas of an account, on the server’s word', () => {
  test('a supervisor without a staff record is offered time tracking only', async ({ page }) => {
    await loginAs(page, 'supervisor');
    await page.goto('/de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText(['Stundenerfassung']);
    const steps = page.getByRole('main').getByRole('link');
    await expect(steps).toHaveCount(1);
    await expect(steps).toContainText('Stundenerfassung');
    for (const label of STAFF_AREAS) {
      await expect(page.getByRole('link', { name: label })).toHaveCount(0);
    }
    // The name in the widget links to master data only where there are some.
    await expect(page.getByRole('banner').getByText(DEMO_LOGINS.supervisor.name)).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_LOGINS.supervisor.name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('opening a staff area sends the supervisor home with a notice, in both languages', async ({
    page,
  }) => {
    await loginAs(page, 'supervisor');
    for (const path of [
      '/de/stammdaten',
      '/de/dokumente',
      '/de/messen',
      '/de/messen/planer',
      '/de/meine-stunden',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/de\/?$/);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(NOTICE_DE);
      await expect(page.getByText('Zu diesem Konto gibt es keine Personaldaten')).toHaveCount(0);
    }
    await page.goto('/en/dokumente');
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(NOTICE_EN);
    // Once: the next visit of home has no notice.
    await page.getByRole('link', { name: 'Time tracking' }).first().click();
    await page.getByRole('link', { name: /Messe-Personal/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(NOTICE_EN)).toHaveCount(0);
  });

  test('a link to an area that is not the account’s, followed inside the app, shows the notice', async ({
    page,
  }) => {
    await loginAs(page, 'supervisor');
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A navigation inside the app while home is open (history back to an area that has
    // since been taken away behaves the same): the router, not a page load, handles it.
    await page.evaluate(() => {
      window.history.pushState({ idx: window.history.length }, '', '/de/stammdaten');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/de\/?$/);
    await expect(page.getByText(NOTICE_DE)).toBeVisible();
  });

  test('staff without the flag: staff areas, and time tracking goes home with the notice', async ({
    page,
  }) => {
    await loginAs(page, 'staff');
    await page.goto('/de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link')).toHaveText(STAFF_AREAS);
    await page.goto('/de/stundenerfassung');
    await expect(page).toHaveURL(/\/de\/?$/);
    await expect(page.getByText(NOTICE_DE)).toBeVisible();
  });

  test('offline, the stored copy keeps the same areas and the same guard', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'supervisor');
    await page.goto('/de');
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      // The offline strip (the sync badge's status names being offline too).
      await expect(
        page.getByRole('status').filter({ hasText: 'Zeiten werden auf dem Gerät gespeichert' }),
      ).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await expect(nav.getByRole('link')).toHaveText(['Stundenerfassung']);
      await page.goto('/de/messen');
      await expect(page).toHaveURL(/\/de\/?$/);
      await expect(page.getByText(NOTICE_DE)).toBeVisible();
      await expect(page.getByText('Wird geladen')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('phone: the menu lists only the account’s areas', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'supervisor');
    await page.goto('/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    for (const label of ['Master data', 'Documents', 'My fairs', 'My hours']) {
      await expect(page.getByRole('link', { name: label })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

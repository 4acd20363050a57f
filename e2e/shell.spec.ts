import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
  waitForServiceWorkerControl,
} from './support/fixtures';

const phone = { width: 390, height: 844 };

test.describe('app shell', () => {
  test('every navigation names the screen in the title and focuses its heading', async ({
    page,
  }) => {
    await loginAs(page, 'contract');
    await page.goto('/de');
    await expect(page).toHaveTitle('Startseite – Messe-Personal');

    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Dokumente' })
      .click();
    await expect(page).toHaveURL(/\/de\/dokumente$/);
    await expect(page).toHaveTitle('Dokumente – Messe-Personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeFocused();

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveTitle('Documents – Messe-Personal');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeFocused();
  });

  test('the offline badge follows the connection live and explains itself', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff');
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const badge = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect(badge).toHaveCount(0);

    await context.setOffline(true);
    await expect(badge).toBeVisible();
    await expect(badge).toContainText('Keine Verbindung');

    await context.setOffline(false);
    await expect(badge).toHaveCount(0);
  });

  test('logout while offline ends the session here and sends it when back online', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'staff');
    await page.goto('/de');
    // Offline, the screens come from the service worker's precache.
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Abmelden' }).click();

    await expect(page).toHaveURL(/\/de\/login$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'endet die Sitzung auf dem Server',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('messe-personal:last-user'))).toBeNull();

    const logoutSent = page.waitForRequest((request) => request.url().endsWith('/auth/logout'));
    await context.setOffline(false);
    await logoutSent;
    await page.goto('/de/stammdaten');
    await expect(page).toHaveURL(/\/de\/login\?next=%2Fde%2Fstammdaten$/);
  });

  test('phone: compact header, time tracking one tap away, menu clean for axe', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await loginAs(page, 'supervisor');
    await page.goto('/de');
    const header = page.getByRole('banner');
    const box = await header.boundingBox();
    expect(box?.height ?? 999).toBeLessThanOrEqual(64);
    await expect(header.getByRole('link', { name: 'Stundenerfassung' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeHidden();

    const menu = page.getByRole('button', { name: 'Menü' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    for (const target of await header.locator('a:visible, button:visible').all()) {
      const size = await target.boundingBox();
      expect(size?.height ?? 0, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    }
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

import { expect, loginAs, test, waitForServiceWorkerControl } from './support/fixtures';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { sizes: string; type: string }[];
};

test.describe('installable PWA', () => {
  test('serves a web manifest with the icons an install needs', async ({ page, request }) => {
    await page.goto('/de/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await request.get(href ?? '')).json()) as Manifest;
    expect(manifest).toMatchObject({ start_url: '/de/', display: 'standalone' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.theme_color).toMatch(/^#/);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect(icon.type).toBe('image/png');
  });

  test('the service worker serves the app shell offline', async ({ page, context }) => {
    await page.goto('/de/login');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await context.setOffline(false);
  });

  test('the API and downloads.php are never answered with the app shell', async ({ page }) => {
    await page.goto('/de/login');
    await waitForServiceWorkerControl(page);
    const answers = await page.evaluate(async () => {
      const api = await fetch('/app/api/does-not-exist', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'text/html' },
      });
      const downloads = await fetch('/de/downloads.php', { headers: { Accept: 'text/html' } });
      return {
        api: { status: api.status, type: api.headers.get('content-type') ?? '' },
        downloads: { status: downloads.status, body: await downloads.text() },
      };
    });
    expect(answers.api.status).toBe(404);
    expect(answers.api.type).toContain('application/json');
    expect(answers.downloads.status).toBe(200);
    expect(answers.downloads.body).not.toContain('<div id="root"');
  });

  test('offline, the last known user still opens the time-tracking area', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'supervisor');
    await page.goto('/de/stundenerfassung');
    await expect(page).toHaveURL(/\/de\/stundenerfassung$/);
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    const authReachable = await page.evaluate(() =>
      fetch('/app/api/auth').then(
        () => true,
        () => false,
      ),
    );
    expect(authReachable).toBe(false);
    await page.reload();
    await expect(page).toHaveURL(/\/de\/stundenerfassung$/);
    await expect(page.getByRole('link', { name: 'Stundenerfassung' })).toBeVisible();
    await context.setOffline(false);
  });
});

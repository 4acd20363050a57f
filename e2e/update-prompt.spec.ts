import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, loginForms, test, waitForServiceWorkerControl } from './support/fixtures';

function staticDir(): string {
  const dir = process.env.E2E_STATIC_DIR;
  if (!dir) throw new Error('E2E_STATIC_DIR is not set: run through playwright.config.ts');
  return dir;
}

test('a new version waits while a form holds unsaved input', async ({ page }) => {
  const swPath = join(staticDir(), 'sw.js');
  const original = await readFile(swPath, 'utf8');
  try {
    await page.goto('/de/login?passwort-vergessen');
    await waitForServiceWorkerControl(page);
    const { forgotten } = loginForms(page);
    await forgotten.getByLabel('E-Mail').fill('halb@ausgefuellt.de');

    // Publish a byte-different worker and let the page look for it (without the
    // build's precompressed copies, which the server would send instead).
    await writeFile(swPath, `${original}\n// e2e: version ${Date.now()}\n`);
    await Promise.all([rm(`${swPath}.br`, { force: true }), rm(`${swPath}.gz`, { force: true })]);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    const banner = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Bitte speichern Sie zuerst');
    const update = banner.getByRole('button', { name: 'Aktualisieren' });
    await expect(update).toBeDisabled();
    // Nothing reloads on its own: the typed value stays.
    await page.waitForTimeout(1_000);
    await expect(forgotten.getByLabel('E-Mail')).toHaveValue('halb@ausgefuellt.de');

    await forgotten.getByLabel('E-Mail').fill('');
    await expect(update).toBeEnabled();
    await Promise.all([page.waitForEvent('load'), update.click()]);

    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByText('Neue Version verfügbar')).toHaveCount(0);
    const waiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)),
    );
    expect(waiting).toBe(false);
  } finally {
    await writeFile(swPath, original);
  }
});

import { mkdir } from 'node:fs/promises';
import { expect, loginAs, test, waitForServiceWorkerControl } from './support/fixtures';

/*
 * Screenshots of "Meine Einsätze" and home for the demo staff login (issue 24):
 * online and offline (the kept copy and its age), phone and tablet, de and en.
 * Run on demand; the files go to EINSAETZE_SHOTS_DIR.
 */

const DIR = process.env.EINSAETZE_SHOTS_DIR ?? '/tmp/shots-einsaetze';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
] as const;

for (const locale of ['de', 'en'] as const) {
  test(`screenshots of Meine Einsätze in ${locale}`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await mkdir(DIR, { recursive: true });
    await loginAs(page, 'staff');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${locale}-${size.width}-${name}.png`, fullPage: true });
      await page.goto(`/${locale}`);
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await shot('1-home');
      await page.goto(`/${locale}/einsaetze`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await shot('2-bookings');
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      try {
        await page.reload();
        await expect(page.getByRole('article').first()).toBeVisible();
        await shot('3-offline');
      } finally {
        await context.setOffline(false);
      }
    }
  });
}

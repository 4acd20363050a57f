import type { Page, Route } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './support/fixtures';
import { applicantEmail, fillStep1, type JourneyLocale, TEXT } from './bewerbung-steps';

/*
 * The birthdate calendar's code is a chunk loaded on the first opening. Every
 * way of closing it has to leave the form usable, whether the code is still on
 * its way (cold), comes from the cache, or is already running (warm). The
 * failure this guards against: an Escape or a click elsewhere while the chunk
 * was loading was lost, the calendar appeared afterwards and kept the form
 * inert behind it.
 */

const CHUNK = '**/assets/birthdate-calendar-*.js';
const CHUNK_URL = /\/assets\/birthdate-calendar-[^/]+\.js$/;
const OPEN = { de: 'Kalender öffnen', en: 'Open calendar' } as const;
type Way = 'escape' | 'outside click' | 'picking a date';
const WAYS: Way[] = ['escape', 'outside click', 'picking a date'];

/** Each test applies from its own address (global setup trusts X-Forwarded-For from loopback). */
async function ownClientAddress(page: Page, index: number) {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${20 + index}` });
}

/** Holds the calendar chunk's request until `release` is called. */
async function holdCalendarChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Clicks the page's heading by position: with the calendar open an underlay covers it. */
async function clickOutside(page: Page) {
  const box = await page.getByRole('heading', { level: 1 }).boundingBox();
  if (!box) throw new Error('no heading');
  await page.mouse.click(box.x + 5, box.y + box.height / 2);
}

/** Closes an open (or opening) calendar by `way`; picking needs the calendar on screen. */
async function close(page: Page, way: Way) {
  if (way === 'escape') await page.keyboard.press('Escape');
  else if (way === 'outside click') await clickOutside(page);
  else {
    await dialog(page).getByRole('gridcell').getByText('15', { exact: true }).click();
    await expect(page.getByRole('spinbutton', { name: /^(Tag|day)/i }).first()).toHaveText('15');
  }
  await expect(dialog(page)).toHaveCount(0);
}

/** Nothing of the page is left inert or hidden, and the application goes out. */
async function expectSent(page: Page, locale: JourneyLocale) {
  // react-aria hides the page behind an open popover with `inert`.
  await expect(page.locator('[inert]')).toHaveCount(0);
  const text = TEXT[locale];
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('status').filter({ hasText: text.success1 })).toBeVisible();
}

test.describe('cold: the calendar code arrives after the opening click', () => {
  // The chunk must come over the network for the route to hold it, not from the worker's cache.
  test.use({ serviceWorkers: 'block' });
  WAYS.forEach((way, index) => {
    test(`closing by ${way}, then sending`, async ({ page }) => {
      await ownClientAddress(page, index);
      const release = await holdCalendarChunk(page);
      await page.goto('/de/bewerbung');
      await fillStep1(page, 'de', applicantEmail(`cal-cold-${index}`), { student: true });
      await page.getByRole('button', { name: OPEN.de }).click();
      if (way === 'picking a date') {
        release();
        await expect(dialog(page)).toBeVisible();
        await close(page, way);
      } else {
        // Closed while the code is still loading: it must not open once the code is there.
        await close(page, way);
        const loaded = page.waitForResponse(CHUNK_URL);
        release();
        await (await loaded).finished();
        // A negative check: give the lazy component time to mount if it (wrongly) would.
        await page.waitForTimeout(500);
        await expect(dialog(page)).toHaveCount(0);
      }
      await expectSent(page, 'de');
    });
  });
});

test.describe('warm: the code comes from the cache, then is already running', () => {
  WAYS.forEach((way, index) => {
    test(`closing by ${way} twice, then sending`, async ({ page }) => {
      await ownClientAddress(page, 10 + index);
      await page.goto('/en/bewerbung');
      await waitForServiceWorkerControl(page);
      // Loaded once into the caches, then a fresh page takes it from there.
      await page.getByRole('button', { name: OPEN.en }).focus();
      await page.goto('/en/bewerbung');
      await fillStep1(page, 'en', applicantEmail(`cal-warm-${index}`), { student: true });
      for (let round = 0; round < 2; round++) {
        await page.getByRole('button', { name: OPEN.en }).click();
        // No waiting for the calendar unless the way needs it: the race is the point.
        if (way === 'picking a date') await expect(dialog(page)).toBeVisible();
        await close(page, way);
      }
      await expectSent(page, 'en');
    });
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

/*
 * The office is desktop first, but a clerk checks a question on the phone:
 * every office screen at 390 × 844, German and English, fits the screen's width
 * (no sideways scrolling of the page; wide tables scroll inside their own box)
 * and passes axe (docs/product/screens.md, Office). BUERO_SHOTS_DIR=/tmp/… also
 * writes screenshots. `/de/buero` itself leads to the applicant list.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.use({ viewport: { width: 390, height: 844 } });

async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`/app/api/buero/${path}`, { headers: XHR });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: { id: number }[] };
  const [first] = items;
  if (!first) throw new Error(`nothing listed at ${path}`);
  return first.id;
}

/** One of each office screen, on the demo data. */
async function officeScreens(request: APIRequestContext): Promise<string[]> {
  const applicant = await firstId(request, 'bewerbungen?limit=1');
  const staff = await firstId(request, 'personal?limit=1');
  const fair = await firstId(request, 'messen?limit=1');
  const detail = await request.get(`/app/api/buero/messen/${String(fair)}`, { headers: XHR });
  const { customers } = (await detail.json()) as { customers: { id: number }[] };
  const customer = customers[0]?.id;
  if (customer === undefined) throw new Error('the first demo fair has no customer');
  const pair = `messen/${String(fair)}/kunden/${String(customer)}`;
  return [
    'bewerbungen',
    `bewerbungen/${String(applicant)}`,
    'personal',
    `personal/${String(staff)}`,
    `personen/${String(staff)}/protokoll`,
    'messen',
    'messen?archiv=1',
    `messen/${String(fair)}`,
    `messen/${String(fair)}/protokoll`,
    pair,
    `messen/${String(fair)}/zeiten`,
    `${pair}/zeiten`,
    'kunden',
    'abrechnung',
    'benutzer',
  ];
}

/** Waits until the screen shows its content, not its loading line. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^(Lädt …|Loading …)$/)).toHaveCount(0, { timeout: 15_000 });
}

const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);

test('/de/buero opens the applicant list', async ({ page }) => {
  await loginAs(page, 'office');
  await page.goto('/de/buero');
  await expect(page).toHaveURL(/\/de\/buero\/bewerbungen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bewerbungen' })).toBeVisible();
});

for (const locale of ['de', 'en'] as const) {
  test(`every office screen fits a 390 px phone without sideways scrolling (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.181' });
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    await loginAs(page, 'office');
    const screens = await officeScreens(page.request);
    for (const path of screens) {
      await page.goto(`/${locale}/buero/${path}`);
      await settled(page);
      expect(await pageWidth(page), `${locale} ${path}`).toBeLessThanOrEqual(390);
      // axe once per screen: the German run (the English one checks the width of its texts).
      if (locale === 'de') await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        const name = path.replace(/[/?=]/g, '_');
        await page.screenshot({ path: `${SHOTS}/${locale}-390-${name}.png`, fullPage: true });
      }
    }
  });
}

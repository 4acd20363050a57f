import { chromium, type Page } from '@playwright/test';
import { median } from './figures';
import { SHEET_STAFF, type TimetrackingScene } from './timetracking-scene';

export type DateViewFigure = {
  /** Median of the runs: click on the pair in the list → 300 rows on screen. */
  renderMs: number;
  runs: number[];
  /** Cold: page load, sign-in check, pull of 300 × 10 times, first render. */
  coldMs: number;
};

const RUNS = 5;

/**
 * In the page: clicks the link and resolves with the milliseconds until the
 * day list has all its rows and a frame was painted (two animation frames).
 */
async function clickUntilRows(page: Page, linkHref: string, rows: number): Promise<number> {
  return page.evaluate(
    ({ linkHref, rows }) =>
      new Promise<number>((resolve, reject) => {
        // The pair's own link: the language switcher also links to the current path.
        const link = document.querySelector<HTMLAnchorElement>(
          `a.tt-pair__title[href="${linkHref}"]`,
        );
        if (!link) {
          reject(new Error(`no link to ${linkHref}`));
          return;
        }
        const started = performance.now();
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('li.tt-day-row').length < rows) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(performance.now() - started)),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true });
        setTimeout(() => reject(new Error(`fewer than ${rows} rows after 30 s`)), 30_000);
        link.click();
      }),
    { linkHref, rows },
  );
}

/**
 * The date view of a pair with 300 staff in headless Chromium, on the built
 * app: once cold (the engine pulls the pair into IndexedDB), then RUNS times
 * as a supervisor opens it from the pair list, from the device's data.
 */
export async function measureDateView(
  url: string,
  scene: TimetrackingScene['sheet'],
): Promise<DateViewFigure> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const [name = '', value = ''] = scene.cookie.split('=');
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    const list = '/de/stundenerfassung';
    const dateView = `${list}/${scene.messeId}/${scene.customerId}`;
    const rows = page.locator('li.tt-day-row');

    const coldStart = Date.now();
    await page.goto(`${url}${dateView}`);
    await rows.nth(SHEET_STAFF - 1).waitFor({ timeout: 60_000 });
    const coldMs = Date.now() - coldStart;

    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.locator(`a[href="${list}"]:visible`).first().click();
      await page.waitForURL(`${url}${list}`);
      await page.locator(`a.tt-pair__title[href="${dateView}"]`).waitFor();
      runs.push(Math.round(await clickUntilRows(page, dateView, SHEET_STAFF)));
    }
    return { renderMs: median(runs), runs, coldMs };
  } finally {
    await browser.close();
  }
}

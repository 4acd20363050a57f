import { chromium } from '@playwright/test';
import { median } from './figures';
import { officeCookie } from './office-lists';

export type OfficeRenderFigure = {
  /** Median of the runs: navigation start → first rows of the table painted. */
  renderMs: number;
  runs: number[];
  /** The first, unmeasured load (empty HTTP cache, JIT cold). */
  warmupMs: number;
};

const RUNS = 5;
const ROWS = 'table.buero-table tbody tr';

/*
 * Installed before every page script: notes performance.now() (milliseconds
 * since the navigation started) once the table has rows and a frame with them
 * was painted (two animation frames). A string, not a function: tsx would wrap
 * a function in a helper the page does not have.
 */
const FIRST_ROWS_SCRIPT = `
  (() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(ROWS)})) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => {
        window.__firstRowsMs = performance.now();
      }));
    });
    observer.observe(document, { childList: true, subtree: true });
  })();
`;

/**
 * docs/product/office.md: the office applicant list's first render in headless Chromium, on
 * the built app, signed in as the demo office user: one warm-up load, then
 * RUNS fresh navigations to /de/buero/bewerbungen (the browser's cache warm,
 * as for an office that works in the portal all day; service worker blocked).
 */
export async function measureOfficeRender(url: string): Promise<OfficeRenderFigure> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    });
    const [name = '', value = ''] = (await officeCookie(url)).split('=');
    await context.addCookies([{ name, value, url }]);
    await context.addInitScript(FIRST_ROWS_SCRIPT);
    const page = await context.newPage();
    const list = `${url}/de/buero/bewerbungen`;
    const once = async () => {
      await page.goto(list, { waitUntil: 'commit' });
      await page.locator(ROWS).first().waitFor({ timeout: 30_000 });
      const handle = await page.waitForFunction(
        () => (window as unknown as { __firstRowsMs?: number }).__firstRowsMs,
        undefined,
        { timeout: 30_000 },
      );
      return Math.round(Number(await handle.jsonValue()));
    };
    const warmupMs = await once();
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto('about:blank');
      runs.push(await once());
    }
    return { renderMs: median(runs), runs, warmupMs };
  } finally {
    await browser.close();
  }
}

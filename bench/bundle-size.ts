import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * Loads a page in the system Chromium (service workers blocked, so precaching
 * does not count) and sums the gzip size of every JS and CSS file it fetched.
 */
export async function firstLoadGzipBytes(url: string): Promise<{ total: number; files: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const buffers = await Promise.all(bodies);
    const total = buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { total, files: buffers.length };
  } finally {
    await browser.close();
  }
}

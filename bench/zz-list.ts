import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
const rs: any[] = [];
page.on('response', (r) => rs.push(r));
await page.goto('http://localhost:3999' + process.argv[2], { waitUntil: 'networkidle' });
for (const r of rs) {
  const t = r.request().resourceType();
  if (t !== 'script') continue;
  const b = await r.body();
  console.log((gzipSync(b, { level: 9 }).length / 1024).toFixed(2).padStart(8), r.url().replace('http://localhost:3999', ''));
}
await browser.close();

import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
const [url, cookie] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
if (cookie) {
  const origin = new URL(url).origin;
  const r = await page.request.post(origin + '/app/api/auth/login', { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: { email: 'personal@demo.messe-personal.de', password: 'Personal-Demo-2026!' } });
  console.log('login', r.status());
}
const seen = new Map();
page.on('response', async (r) => { const u = r.url(); if (/\.(js|css)(\?|$)/.test(u)) { try { seen.set(u, (await r.body()).length); } catch {} } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
let total = 0;
const rows = [];
for (const [u] of seen) { const body = Buffer.from(await (await fetch(u)).arrayBuffer()); const gz = gzipSync(body, { level: 9 }).length; total += gz; rows.push([gz, u.split('/').pop()]); }
rows.sort((a, b) => b[0] - a[0]);
for (const [gz, n] of rows) console.log((gz / 1024).toFixed(1).padStart(7), n);
console.log('total', (total / 1024).toFixed(1), 'KB', 'final url', page.url());
await browser.close();

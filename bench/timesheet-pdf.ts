import { DEMO_LOGINS } from '@server/tools/demo/logins';
import { BUDGETS } from './budgets';
import { type Figure, median, round } from './figures';
import type { Pair } from './timetracking-scene';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** Downloads measured after one unmeasured warm-up (fonts and code paths loaded). */
const RUNS = 7;

async function officeCookie(url: string): Promise<string> {
  const { email, password } = DEMO_LOGINS.office;
  const response = await fetch(`${url}/app/api/auth/login`, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, locale: 'de' }),
  });
  if (!response.ok) throw new Error(`office login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.includes('session'));
  if (!cookie) throw new Error('office login set no session cookie');
  return cookie.split(';')[0] ?? '';
}

/** One download from the request to its last byte; its size. */
async function download(url: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...XHR, cookie } });
  if (!response.ok) {
    throw new Error(`PDF download failed: ${String(response.status)} ${await response.text()}`);
  }
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

/**
 * docs/product/timesheet-pdf.md: the customer sheet PDF of 300 staff × 10 days, one request at a
 * time (reading the rows, the audit entry, laying out some 70 pages), median
 * of RUNS downloads.
 */
export async function measureTimesheetPdf(portalUrl: string, sheet: Pair): Promise<Figure[]> {
  const cookie = await officeCookie(portalUrl);
  const url = `${portalUrl}/app/api/buero/messen/${String(sheet.messeId)}/kunden/${String(sheet.customerId)}/pdf`;
  await download(url, cookie);
  const runs: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await download(url, cookie));
  const times = runs.map((run) => round(run.ms, 0));
  return [
    {
      name: 'GET customer sheet PDF, 300 staff × 10 days (PGlite), median',
      value: round(median(times), 0),
      unit: 'ms',
      max: BUDGETS.timesheetPdfMs,
      note: `runs ${times.join(' / ')}; ${round((runs[0]?.bytes ?? 0) / 1024, 0)} KB`,
    },
  ];
}

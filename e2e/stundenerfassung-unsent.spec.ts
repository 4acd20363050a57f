import type { Page, Route } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForServiceWorkerControl,
} from './support/fixtures';
import {
  dayRow,
  fillTimeForm,
  findPair,
  loginTt,
  person,
  serverSheet,
  syncBadge,
  timeFormUrl,
  type SeededPair,
} from './support/stundenerfassung-pages';
import { isoDay } from './support/stundenerfassung-seed';

/*
 * The unsent panel (docs/decisions/0009, addendum): the badge opens a list of
 * every unsent and parked entry, 'Jetzt senden' sends at once during a long
 * backoff, and a parked entry shows once with the server's message.
 */

/** The outbox's batch call (docs/decisions/0018-batched-sync.md). */
const BATCH_PATH = '/app/api/stundenerfassung/batch';
const BATCH_ROUTE = `**${BATCH_PATH}`;

const SIZES = [
  {
    name: 'tablet',
    pair: 'Unsent Tablet GmbH',
    viewport: { width: 1024, height: 768 },
    touch: true,
  },
  { name: 'phone', pair: 'Unsent Phone GmbH', viewport: { width: 390, height: 844 }, touch: true },
] as const;

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** '23.11.2026' of an ISO day, as the German screens show it. */
const germanDay = (iso: string) => iso.split('-').reverse().join('.');

async function openPanel(page: Page, buttonName: RegExp = /Einträge ansehen und senden/) {
  await syncBadge(page).getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog', { name: /Nicht übertragene Einträge|Entries not sent/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/unsent-shots/${name}.png`, fullPage: false });
}

async function openAreaOnline(page: Page, customerName: string): Promise<SeededPair> {
  const pair = await findPair(page.request, customerName);
  await page.goto('/de/stundenerfassung');
  await waitForServiceWorkerControl(page);
  await page.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}`);
  await expect(dayRow(page, 'Clara Chowdhury')).toBeVisible();
  return pair;
}

for (const size of SIZES) {
  test.describe(`unsent panel (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch });

    test('lists each entry, sends now during a long backoff, shows a parked entry once', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await loginTt(page, 'unsent');
      const pair = await openAreaOnline(page, size.pair);
      const today = isoDay(0);
      const anna = person(pair, 'Anna Albers');
      const ben = person(pair, 'Ben Brandt');

      // 1. Two entries offline: the panel names person, day, values, state and attempts.
      await context.setOffline(true);
      await page.goto(timeFormUrl(pair, anna.id, today));
      await fillTimeForm(page, { start: '09:00', end: '18:00', pause: 30 });
      await page.goto(timeFormUrl(pair, ben.id, today));
      await fillTimeForm(page, { start: '08:00', end: '16:30', pause: 45 });
      await expect(syncBadge(page)).toContainText('2 Einträge nur auf diesem Gerät');

      let dialog = await openPanel(page);
      const entries = dialog.getByRole('listitem');
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText('Anna Albers');
      await expect(entries.nth(0)).toContainText(germanDay(today));
      await expect(entries.nth(0)).toContainText('09:00–18:00, 30 min Pause');
      await expect(entries.nth(0)).toContainText(size.pair);
      await expect(entries.nth(0)).toContainText('Wartet');
      await expect(entries.nth(0)).toContainText('noch kein Versuch');
      await expect(entries.nth(1)).toContainText('Ben Brandt');
      await expect(entries.nth(1)).toContainText('08:00–16:30, 45 min Pause');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `${size.name}-de-waiting`);

      // Escape closes it; the focus goes back to the badge's button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(syncBadge(page).getByRole('button')).toBeFocused();

      // The same in English (the app is precached, still offline).
      await page.goto(`/en/stundenerfassung/${pair.messeId}/${pair.customerId}`);
      dialog = await openPanel(page, /View and send entries/);
      await expect(dialog.getByRole('listitem').nth(0)).toContainText('09:00–18:00, 30 min break');
      await expect(dialog.getByRole('listitem').nth(0)).toContainText('no attempt yet');
      await shot(page, `${size.name}-en-waiting`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}`);

      // 2. Back online, the server answers 503 with a Retry-After of 10 minutes: a long backoff.
      // The outbox sends through the batch call (ADR 0018), singly only after a 404.
      let refusals = 0;
      const refuse = async (request: Route) => {
        if (request.request().method() === 'POST' && refusals < 1_000) {
          refusals += 1;
          await request.fulfill({
            status: 503,
            headers: { 'Retry-After': '600' },
            json: { message: 'Wartung, bitte später.', errors: {} },
          });
        } else await request.continue();
      };
      await page.route(`**/app/api/stundenerfassung/staff/${pair.messeId}/**`, refuse);
      await page.route(BATCH_ROUTE, refuse);
      await context.setOffline(false);
      await expect.poll(() => refusals, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      // 'online' sends once; Chromium's Background Sync may ask for one more drain.
      await page.waitForTimeout(3_000);
      const settled = refusals;
      dialog = await openPanel(page);
      const first = dialog.getByRole('listitem').nth(0);
      await expect(first).toContainText(settled === 1 ? '1 Versuch' : `${settled} Versuche`);
      await expect(first).toContainText('Letzte Antwort: Wartung, bitte später.');
      // Nothing more is sent on its own while the 10-minute backoff runs.
      await page.waitForTimeout(2_000);
      expect(refusals).toBe(settled);

      // 'Jetzt senden': sent at once, the panel says so and empties.
      refusals = 1_000;
      await dialog.getByRole('button', { name: 'Jetzt senden' }).click();
      await expect(dialog.getByRole('status')).toContainText('Gesendet: alles übertragen.');
      await expect(dialog.getByRole('listitem')).toHaveCount(0);
      await expect(dialog).toContainText('Alles übertragen');
      await shot(page, `${size.name}-de-sent`);
      const sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
      expect(sheet.staff.find((s) => s.name === 'Anna Albers')?.times).toHaveLength(1);
      expect(sheet.staff.find((s) => s.name === 'Ben Brandt')?.times).toHaveLength(1);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await page.unrouteAll();

      // 3. Offline edit, the customer signs on another device: a 409, parked once with its message.
      await context.setOffline(true);
      const clara = person(pair, 'Clara Chowdhury');
      await page.goto(timeFormUrl(pair, clara.id, today));
      await fillTimeForm(page, { start: '10:00', end: '14:00', pause: 0 });
      const signed = await page.request.post(
        `/app/api/stundenerfassung/customer/${pair.messeId}/${pair.customerId}/sign`,
        {
          headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
          multipart: {
            signatureName: 'Andere Aufsicht',
            signature: {
              name: 'signature.svg',
              mimeType: 'image/svg+xml',
              buffer: Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><path d="M5 25 L95 25" stroke="black" fill="none"/></svg>',
              ),
            },
          },
        },
      );
      expect(signed.status(), await signed.text()).toBe(200);
      // The batch answers 200 with the entry's own answer: the 409 sheet_signed.
      const refused = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith(BATCH_PATH),
      );
      await context.setOffline(false);
      const { results } = (await (await refused).json()) as {
        results: { status: number; body: { message: string } }[];
      };
      expect(results.map((result) => result.status)).toEqual([409]);
      const message = results[0]?.body.message ?? '';
      await expect(syncBadge(page)).toContainText('1 Eintrag abgelehnt', { timeout: 15_000 });

      dialog = await openPanel(page);
      const parked = dialog.getByRole('listitem');
      await expect(parked).toHaveCount(1);
      await expect(parked).toContainText('Clara Chowdhury');
      await expect(parked).toContainText('10:00–14:00, 0 min Pause');
      await expect(parked).toContainText('Abgelehnt');
      await expect(parked).toContainText(message);
      // Once: no second panel of parked entries anywhere on the page.
      await expect(page.getByText(message)).toHaveCount(1);
      await expect(parked.getByRole('button', { name: 'Verwerfen' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `${size.name}-de-parked`);
      await page.keyboard.press('Escape');

      await page.goto(`/en/stundenerfassung/${pair.messeId}/${pair.customerId}`);
      dialog = await openPanel(page, /View and send entries/);
      await expect(dialog.getByRole('listitem')).toContainText('Refused');
      await expectNoSeriousA11yViolations(page);
      await shot(page, `${size.name}-en-parked`);
    });
  });
}

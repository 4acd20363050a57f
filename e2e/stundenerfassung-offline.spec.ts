import { expect, test, waitForServiceWorkerControl } from './support/fixtures';
import {
  dayRow,
  drawSignature,
  expectDayTimes,
  fillTimeForm,
  findPair,
  loginTt,
  outboxSize,
  person,
  serverSheet,
  signDay,
  syncBadge,
  timeFormUrl,
  type SeededPair,
} from './support/stundenerfassung-pages';
import { isoDay } from './support/stundenerfassung-seed';
import type { Page, Request } from '@playwright/test';

const NAMES = ['Anna Albers', 'Ben Brandt', 'Clara Chowdhury'] as const;

/** The outbox sends through the batch call (docs/decisions/0018-batched-sync.md). */
const BATCH_ROUTE = '**/app/api/stundenerfassung/batch';

/** The Idempotency-Keys a batch request carries, in order. */
function batchKeys(request: Request): string[] {
  const body = request.postDataJSON() as { entries?: { key: string }[] } | null;
  return (body?.entries ?? []).map((entry) => entry.key);
}

/** Opens the area online once, so the worker and the device hold everything. */
async function openAreaOnline(page: Page, customerName: string): Promise<SeededPair> {
  const pair = await findPair(page.request, customerName);
  await page.goto('/de/stundenerfassung');
  await waitForServiceWorkerControl(page);
  await page.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}`);
  await expect(dayRow(page, 'Clara Chowdhury')).toBeVisible();
  return pair;
}

/** The times the server holds per person, sorted by day. */
async function serverTimes(page: Page, pair: SeededPair) {
  const sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
  return Object.fromEntries(
    sheet.staff.map((s) => [s.name, [...s.times].sort((a, b) => a.day.localeCompare(b.day))]),
  );
}

test.describe('time tracking offline', () => {
  test('three people on two days and two signatures survive reloads and arrive once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await loginTt(page, 'offline');
    const pair = await openAreaOnline(page, 'Offline AG');
    const days = [isoDay(0), isoDay(1)];

    await context.setOffline(true);
    await page.reload();
    await expect(dayRow(page, 'Clara Chowdhury')).toBeVisible();

    const expected: Record<
      string,
      { day: string; time_start: number; time_end: number; time_break: number }[]
    > = {};
    for (const [index, name] of NAMES.entries()) {
      expected[name] = [];
      for (const [dayIndex, day] of days.entries()) {
        const startHour = 7 + index + dayIndex;
        await page.goto(timeFormUrl(pair, person(pair, name).id, day));
        await fillTimeForm(page, {
          start: `${String(startHour).padStart(2, '0')}:00`,
          end: `${startHour + 8}:30`,
          pause: 30,
        });
        expected[name].push({
          day,
          time_start: startHour * 60,
          time_end: (startHour + 8) * 60 + 30,
          time_break: 30,
        });
      }
    }

    // Anna signs her sheet, the customer signs theirs, both days (tomorrow chosen by hand):
    // all still offline.
    const tomorrow = signDay(page, isoDay(1));
    await page.goto(
      `/de/stundenerfassung/timesheet/staff/${pair.messeId}/${pair.customerId}/${person(pair, 'Anna Albers').id}`,
    );
    await tomorrow.check();
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).click();
    await expect(page.getByText('Auf diesem Gerät gespeichert', { exact: true })).toBeVisible();
    await page.goto(`/de/stundenerfassung/timesheet/customer/${pair.messeId}/${pair.customerId}`);
    await page.getByLabel('Name des Unterzeichners').fill('Olga Offline');
    await tomorrow.check();
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).click();
    await expect(page.getByText('Auf diesem Gerät gespeichert', { exact: true })).toBeVisible();

    // Reload offline: everything is still there, the count says 8 unsent entries.
    await page.reload();
    await page.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}?date=${days[1]}`);
    // The customer signed: the row shows the values read-only.
    await expect(dayRow(page, 'Clara Chowdhury')).toContainText('10:00–18:30');
    await expect(syncBadge(page)).toContainText('8 Einträge nur auf diesem Gerät');
    await expect(syncBadge(page)).toBeVisible();
    await expect(page.getByText('nur auf diesem Gerät').first()).toBeVisible();

    // Online again: the server holds exactly those rows, once, and the badge clears.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/app/api/stundenerfassung/')) {
        writes.push(new URL(request.url()).pathname);
      }
    });
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
          return {
            times: await serverTimes(page, pair),
            customerSignedBy: sheet.customer.pivot.signed_by,
            annaSigned: sheet.staff.find((s) => s.name === 'Anna Albers')?.signed,
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ times: expected, customerSignedBy: 'Olga Offline', annaSigned: true });
    await expect(syncBadge(page)).toHaveAttribute('data-pending', '0', { timeout: 15_000 });
    await expect(page.getByText('nur auf diesem Gerät')).toHaveCount(0);
    await expect(syncBadge(page)).toContainText('Alles übertragen');
    // All eight went through the batch call, none as a single call.
    expect(new Set(writes)).toEqual(new Set(['/app/api/stundenerfassung/batch']));
  });

  test('fault cases: 500 and 503, a lost response, a sheet signed elsewhere', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await loginTt(page, 'faults');
    const today = isoDay(0);

    // 1. The batch call answers 500, then 503, then takes the entry: it arrives once.
    const failing = await openAreaOnline(page, 'Fehler 500 GmbH');
    let failures = 0;
    await page.route(BATCH_ROUTE, async (route) => {
      if (failures < 2) {
        failures += 1;
        const status = failures === 1 ? 500 : 503;
        await route.fulfill({ status, json: { message: 'Testfehler', errors: {} } });
      } else await route.continue();
    });
    await page.goto(timeFormUrl(failing, person(failing, 'Ben Brandt').id, today));
    await fillTimeForm(page, { start: '10:00', end: '14:00', pause: 15 });
    await expect
      .poll(async () => (await serverTimes(page, failing))['Ben Brandt'], { timeout: 30_000 })
      .toEqual([{ day: today, time_start: 600, time_end: 840, time_break: 15 }]);
    expect(failures).toBe(2);
    await page.unrouteAll();

    // 2. The server commits, the response is lost: the retry replays, one row.
    const lost = await openAreaOnline(page, 'Antwort verloren AG');
    const keys: string[] = [];
    await page.route(BATCH_ROUTE, async (route) => {
      keys.push(...batchKeys(route.request()));
      if (keys.length === 1) {
        await route.fetch();
        await route.abort('failed');
      } else await route.continue();
    });
    await page.goto(timeFormUrl(lost, person(lost, 'Clara Chowdhury').id, today));
    await fillTimeForm(page, { start: '11:00', end: '15:00', pause: 0 });
    await expect.poll(() => keys.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect((await serverTimes(page, lost))['Clara Chowdhury']).toEqual([
      { day: today, time_start: 660, time_end: 900, time_break: 0 },
    ]);
    await page.unrouteAll();

    // 3. Offline edit, meanwhile the customer signs on another device: a visible 409.
    const signed = await openAreaOnline(page, 'Anderswo signiert KG');
    await context.setOffline(true);
    await page.goto(timeFormUrl(signed, person(signed, 'Anna Albers').id, today));
    await fillTimeForm(page, { start: '09:00', end: '12:00', pause: 0 });
    // The other device enters Ben's day and the customer signs it: the day locks for everyone.
    const otherTime = await page.request.post(
      `/app/api/stundenerfassung/staff/${signed.messeId}/${signed.customerId}/${person(signed, 'Ben Brandt').id}/${today}`,
      {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': crypto.randomUUID() },
        data: { time_start: 540, time_end: 1020, time_break: 30 },
      },
    );
    expect(otherTime.status(), await otherTime.text()).toBe(200);
    const signResponse = await page.request.post(
      `/app/api/stundenerfassung/customer/${signed.messeId}/${signed.customerId}/sign`,
      {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': crypto.randomUUID() },
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
    expect(signResponse.status(), await signResponse.text()).toBe(200);
    await context.setOffline(false);
    // Parked: the badge counts it, its panel (the one place of parked entries) names it.
    await expect(syncBadge(page)).toContainText('1 Eintrag abgelehnt', { timeout: 30_000 });
    await syncBadge(page).getByRole('button', { name: 'Einträge ansehen und senden' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Nicht übertragene Einträge' }).getByRole('listitem'),
    ).toContainText('Anna Albers');
    expect((await serverTimes(page, signed))['Anna Albers']).toEqual([]);
  });

  test('the page closes mid-sync and reopens: the entry is sent again and arrives once', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await loginTt(page, 'faults');
    const pair = await openAreaOnline(page, 'Seite geschlossen GmbH');
    const ben = person(pair, 'Ben Brandt');
    const today = isoDay(0);
    const route = BATCH_ROUTE;

    // Queued offline, so the send starts only when the network returns.
    await context.setOffline(true);
    await page.goto(timeFormUrl(pair, ben.id, today));
    await fillTimeForm(page, { start: '06:00', end: '14:15', pause: 45 });
    await expect(syncBadge(page)).toHaveAttribute('data-pending', '1');

    // The POST reaches the server, which commits; the page never gets the answer
    // and closes while the request is still open (the entry stays 'sending').
    const firstKeys: string[] = [];
    let committed: (status: number) => void = () => undefined;
    const serverCommitted = new Promise<number>((resolve) => (committed = resolve));
    await page.route(route, async (request) => {
      firstKeys.push(...batchKeys(request.request()));
      const response = await request.fetch();
      committed(response.status());
      // Never fulfilled: the page goes away first.
    });
    await context.setOffline(false);
    expect(await serverCommitted).toBe(200);
    await page.close();

    // Reopened: the same entry goes out again with the same key; the server replays.
    const reopened = await context.newPage();
    expect((await serverTimes(reopened, pair))['Ben Brandt']).toHaveLength(1);
    const againKeys: string[] = [];
    const replayed: string[] = [];
    await reopened.route(route, async (request) => {
      againKeys.push(...batchKeys(request.request()));
      const response = await request.fetch();
      const { results } = (await response.json()) as { results: { replayed?: boolean }[] };
      replayed.push(...results.map((result) => String(result.replayed === true)));
      await request.fulfill({ response });
    });
    await reopened.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}?date=${today}`);
    // The answer, not only the request: the replay header is read once it came back.
    await expect.poll(() => replayed.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    expect(firstKeys).toHaveLength(1);
    expect(new Set([...firstKeys, ...againKeys])).toEqual(new Set(firstKeys));
    expect(replayed[0]).toBe('true');
    await expect(syncBadge(reopened)).toHaveAttribute('data-pending', '0');
    await expect.poll(() => outboxSize(reopened)).toBe(0);
    expect((await serverTimes(reopened, pair))['Ben Brandt']).toEqual([
      { day: today, time_start: 360, time_end: 855, time_break: 45 },
    ]);
    await expectDayTimes(dayRow(reopened, 'Ben Brandt'), '06:00', '14:15');
  });
});

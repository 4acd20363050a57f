import type { Page } from '@playwright/test';
import { formatDayList } from '@domain/shared/times/day-list-format';
import type { TimeTrackingStaffSheet } from '@domain/stundenerfassung/stundenerfassung';
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  waitForServiceWorkerControl,
} from './support/fixtures';
import {
  dayRow,
  drawSignature,
  fillTimeForm,
  findPair,
  loginTt,
  outboxSize,
  person,
  type SeededPair,
  serverSheet,
  signDay,
  timeFormUrl,
} from './support/stundenerfassung-pages';
import { isoDay } from './support/stundenerfassung-seed';

/*
 * A signature signs what it shows (docs/decisions/0017-signature-covers-days.md)
 * and the signer chooses the days (docs/product/signatures.md): the fair's days
 * 1–3 have times, day 4 none, day 2 is today. A signature covers the days up to
 * today unless the signer chooses others; day 3 stays open, day 4 gets a time,
 * and a second signature covers days 3 and 4.
 */

const [D1, D2, D3, D4] = [isoDay(-1), isoDay(0), isoDay(1), isoDay(2)];
const FIRST = formatDayList([D1, D2], 'de');
const SECOND = formatDayList([D3, D4], 'de');

/** Opens the area (which copies the pairs to the device) and waits for the pair. */
async function openArea(page: Page, customerName: string): Promise<SeededPair> {
  await loginTt(page, 'signatures');
  const pair = await findPair(page.request, customerName);
  await page.goto('/de/stundenerfassung');
  await expect(page.getByRole('listitem').filter({ hasText: customerName })).toBeVisible();
  return pair;
}

async function staffSheetOnServer(page: Page, pair: SeededPair, staffId: number) {
  const response = await page.request.get(
    `/app/api/stundenerfassung/staff/${pair.messeId}/${pair.customerId}/${staffId}`,
    { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  );
  return (await response.json()) as TimeTrackingStaffSheet;
}

test.describe('a staff signature on a touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('covers the days up to today, day 3 stays open, and a second signature covers days 3–4', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pair = await openArea(page, 'Signatur Tablet GmbH');
    const anna = person(pair, 'Anna Albers');
    const sheetUrl = `/de/stundenerfassung/timesheet/staff/${pair.messeId}/${pair.customerId}/${anna.id}`;

    await page.goto(sheetUrl);
    // Days 1–3 can be signed; today's and the day before are chosen, tomorrow is not.
    await expect(signDay(page, D1)).toBeChecked();
    await expect(signDay(page, D2)).toBeChecked();
    await expect(signDay(page, D3)).not.toBeChecked();
    await expect(page.getByTestId('sign-days')).toHaveText(`gilt für ${FIRST}`);
    await expectNoSeriousA11yViolations(page);
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).tap();
    await expect(page.getByText('Auf diesem Gerät gespeichert', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await staffSheetOnServer(page, pair, anna.id)).signatures, {
        timeout: 20_000,
      })
      .toEqual([expect.objectContaining({ kind: 'staff', days: [D1, D2] })]);

    // A signed day is locked; days 3 and 4 are not.
    await page.goto(timeFormUrl(pair, anna.id, D2));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await page.goto(timeFormUrl(pair, anna.id, D3));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toHaveCount(0);
    await page.goto(timeFormUrl(pair, anna.id, D4));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toHaveCount(0);
    await fillTimeForm(page, { start: '09:00', end: '17:00', pause: 30 });

    // Days 3 and 4 are unsigned, so the Stundenzettel link is back; the signer chooses both.
    await page.getByRole('link', { name: 'Stundenzettel von Anna Albers' }).click();
    await expect(page.getByTestId('sign-days')).toHaveText('Kein Tag gewählt');
    await signDay(page, D3).tap();
    await signDay(page, D4).tap();
    await expect(page.getByTestId('sign-days')).toHaveText(`gilt für ${SECOND}`);
    const signatures = page.getByTestId('sheet-signatures').getByRole('listitem');
    await expect(signatures).toHaveCount(1);
    await expect(signatures.first()).toContainText(`gilt für ${FIRST}`);
    await expect(signatures.first()).toContainText('Unterschrieben von Anna Albers am');
    await expectNoSeriousA11yViolations(page);
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).click();
    await expect(page.getByText('Auf diesem Gerät gespeichert', { exact: true })).toBeVisible();
    await expect
      .poll(
        async () => {
          const sheet = await staffSheetOnServer(page, pair, anna.id);
          return { signed: sheet.staff.signed, days: sheet.signatures.map((item) => item.days) };
        },
        { timeout: 20_000 },
      )
      .toEqual({
        signed: true,
        days: [
          [D1, D2],
          [D3, D4],
        ],
      });

    // Every day with work time is covered: signed, both signatures listed, no pad.
    await page.goto(sheetUrl);
    await expect(page.getByText('Bereits unterschrieben')).toBeVisible();
    await expect(signatures).toHaveCount(2);
    await expect(signatures.nth(1)).toContainText(`gilt für ${SECOND}`);
    await expect(page.getByRole('button', { name: 'Unterschrift speichern' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('staff-sheet-two-signatures', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});

test.describe('a customer signature on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('covers the days up to today, day 3 stays open, and a second signature covers days 3–4', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pair = await openArea(page, 'Signatur Telefon GmbH');
    const ben = person(pair, 'Ben Brandt');
    const anna = person(pair, 'Anna Albers');
    const row = page.getByRole('listitem').filter({ hasText: 'Signatur Telefon GmbH' });
    const sheetUrl = `/de/stundenerfassung/timesheet/customer/${pair.messeId}/${pair.customerId}`;

    await page.goto(sheetUrl);
    // Clara has no time on any day: each day says so before the customer signs.
    await expect(signDay(page, D1)).toBeChecked();
    await expect(signDay(page, D1)).toHaveAccessibleName(/1 von 3 ohne Zeit$/);
    await expect(signDay(page, D3)).not.toBeChecked();
    await expect(page.getByTestId('sign-missing-warning')).toContainText(
      'Wer an einem gewählten Tag noch ohne Zeit ist, kann danach keine Zeit mehr bekommen',
    );
    await expect(page.getByTestId('sign-days')).toHaveText(`gilt für ${FIRST}`);
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('customer-sheet-day-choice', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.getByLabel('Name des Unterzeichners').fill('Erika Kundin');
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Stundenerfassung' })).toBeVisible();
    // Day 3 has work time and is not covered yet.
    await expect(row).not.toContainText('Kunde hat unterschrieben');

    // The customer's days lock for every person; days 3 and 4 stay open.
    await page.goto(timeFormUrl(pair, anna.id, D2));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toBeVisible();
    await page.goto(timeFormUrl(pair, anna.id, D3));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toHaveCount(0);
    await page.goto(timeFormUrl(pair, ben.id, D4));
    await fillTimeForm(page, { start: '10:00', end: '16:00', pause: 30 });

    await page.goto(sheetUrl);
    await expect(page.getByTestId('sign-days')).toHaveText('Kein Tag gewählt');
    await signDay(page, D3).tap();
    await signDay(page, D4).tap();
    await expect(page.getByTestId('sign-days')).toHaveText(`gilt für ${SECOND}`);
    await expect(page.getByTestId('sheet-signatures')).toContainText(
      `Unterschrieben von Erika Kundin am`,
    );
    await page.getByLabel('Name des Unterzeichners').fill('Erika Kundin');
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).click();
    await expect(row).toContainText('Kunde hat unterschrieben');

    await expect
      .poll(
        async () => {
          const sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
          return {
            signed: sheet.customer.pivot.signed,
            days: sheet.signatures.map((item) => item.days),
          };
        },
        { timeout: 20_000 },
      )
      .toEqual({
        signed: true,
        days: [
          [D1, D2],
          [D3, D4],
        ],
      });

    await page.goto(sheetUrl);
    await expect(page.getByText('Bereits unterschrieben')).toBeVisible();
    await expect(page.getByTestId('sheet-signatures').getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('customer-sheet-two-signatures', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});

test.describe('a customer signature offline on a touch tablet, tomorrow entered for 4 of 30', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('covers exactly the days up to today; tomorrow says 26 of 30 and stays open for them', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    const customerName = 'Halb Erfasst GmbH';
    await loginTt(page, 'partial');
    const pair = await findPair(page.request, customerName);
    expect(pair.staff).toHaveLength(30);
    await page.goto('/de/stundenerfassung');
    await waitForServiceWorkerControl(page);
    const dateView = `/de/stundenerfassung/${pair.messeId}/${pair.customerId}`;
    await page.goto(`${dateView}?date=${D3}`);
    await expect(page.getByTestId('missing-count')).toHaveText('○ Noch ohne Zeit: 26');

    await context.setOffline(true);
    const sheetUrl = `/de/stundenerfassung/timesheet/customer/${pair.messeId}/${pair.customerId}`;
    await page.goto(sheetUrl);
    await expect(signDay(page, D1)).toBeChecked();
    await expect(signDay(page, D1)).toHaveAccessibleName(/alle 30 mit Zeit$/);
    await expect(signDay(page, D2)).toBeChecked();
    await expect(signDay(page, D3)).not.toBeChecked();
    await expect(signDay(page, D3)).toHaveAccessibleName(/26 von 30 ohne Zeit$/);
    await expect(page.getByTestId('sign-missing-warning')).toHaveText('');
    await expect(page.getByTestId('sign-days')).toHaveText(`gilt für ${FIRST}`);
    await expectNoSeriousA11yViolations(page);
    await testInfo.attach('customer-sheet-partial-day', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    // Choosing tomorrow would warn before the pad; the signer leaves it out again.
    await signDay(page, D3).tap();
    await expect(page.getByTestId('sign-missing-warning')).toContainText(
      'keine Zeit mehr bekommen',
    );
    await signDay(page, D3).tap();
    await expect(page.getByTestId('sign-missing-warning')).toHaveText('');
    await page.getByLabel('Name des Unterzeichners').fill('Erika Kundin');
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Stundenerfassung' })).toBeVisible();

    // Offline, the device locks today and yesterday, not tomorrow.
    await page.goto(`${dateView}?date=${D2}`);
    await expect(dayRow(page, 'Crew Mitglied 10')).toContainText(
      'Stundenzettel unterschrieben – nur lesen',
    );
    await page.goto(`${dateView}?date=${D3}`);
    const missing = dayRow(page, 'Crew Mitglied 10');
    await missing.getByRole('button', { name: 'Für Crew Mitglied 10 09:00–18:00 eintragen' }).tap();
    await expect(missing.getByRole('spinbutton', { name: /^Ende von / })).toHaveAttribute(
      'aria-valuetext',
      '18:00',
    );
    await expect(dayRow(page, 'Anna Albers')).not.toContainText('nur lesen');
    await expect(page.getByTestId('missing-count')).toHaveText('○ Noch ohne Zeit: 25');
    expect(await outboxSize(page)).toBe(2);

    // Online: the server holds a signature of exactly those days, and tomorrow's new time.
    await context.setOffline(false);
    const crew10 = person(pair, 'Crew Mitglied 10');
    await expect
      .poll(
        async () => {
          const sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
          return {
            days: sheet.signatures.map((item) => item.days),
            signed: sheet.customer.pivot.signed,
            tomorrow: sheet.staff
              .find((item) => item.id === crew10.id)
              ?.times.find((time) => time.day === D3),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({
        days: [[D1, D2]],
        signed: false,
        tomorrow: { day: D3, time_start: 540, time_end: 1080, time_break: 30 },
      });
  });
});

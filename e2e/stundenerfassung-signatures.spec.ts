import type { Page } from '@playwright/test';
import { formatDayList } from '@domain/shared/times/day-list-format';
import type { TimeTrackingStaffSheet } from '@domain/stundenerfassung/stundenerfassung';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import {
  drawSignature,
  fillTimeForm,
  findPair,
  loginTt,
  person,
  type SeededPair,
  serverSheet,
  timeFormUrl,
} from './support/stundenerfassung-pages';
import { isoDay } from './support/stundenerfassung-seed';

/*
 * A signature signs what it shows (docs/decisions/0017-signature-covers-days.md):
 * the fair's days 1–3 have times, day 4 none. A signature covers days 1–3 and
 * the screen says so; day 4 stays open, gets a time, and a second signature
 * covers day 4 only.
 */

const [D1, D2, D3, D4] = [isoDay(-1), isoDay(0), isoDay(1), isoDay(2)];
const FIRST = formatDayList([D1, D2, D3], 'de');
const SECOND = formatDayList([D4], 'de');

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

  test('covers days 1–3, day 4 stays open, and a second signature covers day 4', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pair = await openArea(page, 'Signatur Tablet GmbH');
    const anna = person(pair, 'Anna Albers');
    const sheetUrl = `/de/stundenerfassung/timesheet/staff/${pair.messeId}/${pair.customerId}/${anna.id}`;

    await page.goto(sheetUrl);
    await expect(page.getByTestId('sign-days')).toHaveText(`gilt für ${FIRST}`);
    await expectNoSeriousA11yViolations(page);
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).click();
    await expect(page.getByText('Auf diesem Gerät gespeichert', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await staffSheetOnServer(page, pair, anna.id)).signatures, {
        timeout: 20_000,
      })
      .toEqual([expect.objectContaining({ kind: 'staff', days: [D1, D2, D3] })]);

    // A signed day is locked; day 4 is not.
    await page.goto(timeFormUrl(pair, anna.id, D2));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await page.goto(timeFormUrl(pair, anna.id, D4));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toHaveCount(0);
    await fillTimeForm(page, { start: '09:00', end: '17:00', pause: 30 });

    // Day 4 is unsigned, so the Stundenzettel link is back.
    await page.getByRole('link', { name: 'Stundenzettel von Anna Albers' }).click();
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
      .toEqual({ signed: true, days: [[D1, D2, D3], [D4]] });

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

  test('covers days 1–3, day 4 stays open, and a second signature covers day 4', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pair = await openArea(page, 'Signatur Telefon GmbH');
    const ben = person(pair, 'Ben Brandt');
    const anna = person(pair, 'Anna Albers');
    const row = page.getByRole('listitem').filter({ hasText: 'Signatur Telefon GmbH' });
    const sheetUrl = `/de/stundenerfassung/timesheet/customer/${pair.messeId}/${pair.customerId}`;

    await page.goto(sheetUrl);
    await expect(page.getByTestId('sign-days')).toHaveText(`gilt für ${FIRST}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Name des Unterzeichners').fill('Erika Kundin');
    await drawSignature(page, page.locator('canvas'));
    await page.getByRole('button', { name: 'Unterschrift speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stundenerfassung' })).toBeVisible();
    await expect(row).toContainText('Kunde hat unterschrieben');

    // The customer's days lock for every person; day 4 stays open.
    await page.goto(timeFormUrl(pair, anna.id, D3));
    await expect(page.getByText('Stundenzettel bereits unterschrieben')).toBeVisible();
    await page.goto(timeFormUrl(pair, ben.id, D4));
    await fillTimeForm(page, { start: '10:00', end: '16:00', pause: 30 });

    await page.goto('/de/stundenerfassung');
    await expect(row).not.toContainText('Kunde hat unterschrieben');
    await page.goto(sheetUrl);
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
      .toEqual({ signed: true, days: [[D1, D2, D3], [D4]] });

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

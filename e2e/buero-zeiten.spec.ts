import { mkdir } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { findPair, loginTt, person, timeFormUrl } from './support/stundenerfassung-pages';
import { isoDay } from './support/stundenerfassung-seed';

/*
 * The office's timesheet review (docs/product/timesheet-review.md): the supervisor has the customer
 * sign, the office opens the fair's review, sees the signature 'unverändert
 * seit der Unterschrift', reopens it with a reason; the supervisor's tablet
 * then shows who reopened it and why, and the day takes a time again. Every
 * screen axe clean; BUERO_SHOTS_DIR=/tmp/… also writes screenshots at 1280
 * and 1024 px in both languages.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;
const CUSTOMER = 'Prüfung Wieder Offen GmbH';
const SIGNATURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150" width="300" height="150"><path d="M 20,80 C 40,60 60,60 80,90" stroke-width="3" stroke="black" fill="none"></path></svg>';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('the office reopens a signature and the supervisor sees it and can edit the day', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The supervisor has the customer sign the first day (seeded times on day −1).
  const tablet = await browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1024, height: 768 },
  });
  const supervisor = await tablet.newPage();
  await loginTt(supervisor, 'review');
  const pair = await findPair(supervisor.request, CUSTOMER);
  const signed = await supervisor.request.post(
    `/app/api/stundenerfassung/customer/${pair.messeId}/${pair.customerId}/sign`,
    { headers: XHR, data: { signature: SIGNATURE_SVG, signatureName: 'Frau Kundin' } },
  );
  expect(signed.status(), await signed.text()).toBe(200);

  // The office: the fair's review shows the signature unchanged.
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto(`/de/buero/messen/${pair.messeId}`);
  await page.getByRole('link', { name: 'Zeiten und Unterschriften prüfen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Zeiten: / })).toBeVisible();
  const section = page.getByRole('region', { name: CUSTOMER });
  const row = section.getByRole('row').filter({ hasText: 'Frau Kundin' });
  await expect(row.getByText('unverändert seit der Unterschrift')).toBeVisible();
  await expect(section.getByRole('rowheader', { name: 'Anna Albers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Reopen it: the reason is required.
  await row.getByRole('button', { name: /aufheben/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Unterschrift aufheben?' });
  await expect(dialog.getByRole('button', { name: 'Aufheben' })).toBeDisabled();
  await dialog.getByLabel('Grund').fill('Beginn am ersten Tag war 08:00');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Aufheben' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('aufgehoben', { exact: true })).toBeVisible();
  await expect(row.getByText(/Beginn am ersten Tag war 08:00/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/de-1280-zeiten-aufgehoben.png`, fullPage: true });
  }

  // The tablet: the notice on the customer sheet, and the day is open again.
  await supervisor.goto('/de/stundenerfassung');
  await expect(supervisor.getByRole('listitem').filter({ hasText: CUSTOMER })).toBeVisible();
  await supervisor.goto(
    `/de/stundenerfassung/timesheet/customer/${pair.messeId}/${pair.customerId}`,
  );
  const notice = supervisor.getByRole('region', { name: 'Vom Büro wieder geöffnet' });
  await expect(notice).toContainText('Frau Kundin');
  await expect(notice).toContainText('Grund: Beginn am ersten Tag war 08:00');
  await expectNoSeriousA11yViolations(supervisor);
  if (SHOTS) {
    await supervisor.screenshot({ path: `${SHOTS}/de-1024-tablet-notice.png`, fullPage: true });
  }
  const anna = person(pair, 'Anna Albers');
  await supervisor.goto(timeFormUrl(pair, anna.id, isoDay(-1)));
  await expect(supervisor.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  await expect(supervisor.getByText('Stundenzettel bereits unterschrieben')).toHaveCount(0);
  await tablet.close();
});

for (const locale of ['de', 'en'] as const) {
  test(`review screens at 1280 and 1024 are axe clean (${locale})`, async ({ page }) => {
    test.setTimeout(60_000);
    await loginAs(page, 'office');
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    const fairs = await page.request.get('/app/api/buero/messen', { headers: XHR });
    const list = (await fairs.json()) as { items: { id: number; name: string }[] };
    const iaa = list.items.find((fair) => fair.name === 'IAA Transportation');
    expect(iaa).toBeDefined();
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/${locale}/buero/messen/${String(iaa?.id)}/zeiten`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('IAA Transportation');
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/${locale}-${String(size.width)}-zeiten.png`,
          fullPage: true,
        });
      }
      await page.getByRole('heading', { level: 2 }).getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('IAA Transportation');
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/${locale}-${String(size.width)}-zeiten-kunde.png`,
          fullPage: true,
        });
      }
    }
  });
}

import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';

/*
 * What is billed (issue 26) on the demo data, in both languages, on a phone
 * and a laptop: the office edits a customer's billing data from the customer
 * list (a wrong Leitweg-ID is refused on the field) and the pair's rate with
 * an amount typed in the locale's format. Axe clean. BILLING_SHOTS_DIR=/tmp/…
 * also writes screenshots.
 */

const SHOTS = process.env.BILLING_SHOTS_DIR;
const TEXTS = {
  de: {
    billingOf: 'Rechnungsdaten von Nordlicht Mobility GmbH',
    leitweg: 'Leitweg-ID (optional)',
    leitwegError: 'Ungültige Leitweg-ID (Form oder Prüfziffer falsch).',
    terms: 'Zahlungsziel (Tage)',
    saveBilling: 'Rechnungsdaten speichern',
    saved: 'Gespeichert.',
    close: 'Schließen',
    fairs: 'Messen',
    rate: 'Stundensatz netto (€)',
    saveRate: 'Stundensatz speichern',
    amount: '33,25',
    billed: 'Abgerechnet werden 33,25',
  },
  en: {
    billingOf: 'Billing data of Nordlicht Mobility GmbH',
    leitweg: 'Leitweg-ID (optional)',
    leitwegError: 'Invalid Leitweg-ID (form or check digits wrong).',
    terms: 'Payment terms (days)',
    saveBilling: 'Save billing data',
    saved: 'Saved.',
    close: 'Close',
    fairs: 'Fairs',
    rate: 'Net hourly rate (€)',
    saveRate: 'Save rate',
    amount: '32.90',
    billed: 'Billed at €32.90',
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  for (const width of [390, 1024] as const) {
    test(`billing data and rate in ${locale} at ${String(width)} px`, async ({ page }) => {
      test.setTimeout(90_000);
      const text = TEXTS[locale];
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await loginAs(page, 'office');
      await page.goto(`/${locale}/buero/kunden`);
      await page.getByRole('button', { name: text.billingOf }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(text.terms)).toHaveValue(/\d+/);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByLabel(text.leitweg).fill('991-33333TEST-34');
      await dialog.getByRole('button', { name: text.saveBilling }).click();
      await expect(dialog.getByText(text.leitwegError)).toBeVisible();
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/${locale}-${String(width)}-billing-error.png` });
      }
      await dialog.getByLabel(text.leitweg).fill('');
      await dialog.getByLabel(text.terms).fill('21');
      await dialog.getByRole('button', { name: text.saveBilling }).click();
      await expect(dialog.getByText(text.saved)).toBeVisible();
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/${locale}-${String(width)}-billing.png` });
      }
      await dialog.getByRole('button', { name: text.close }).click();

      await page.goto(`/${locale}/buero/messen`);
      await page.getByRole('link', { name: 'IAA Transportation' }).first().click();
      await page.getByRole('link', { name: 'Nordlicht Mobility GmbH' }).first().click();
      const rate = page.getByLabel(text.rate, { exact: true });
      await expect(rate).toBeVisible();
      await rate.fill(text.amount);
      await page.getByRole('button', { name: text.saveRate }).click();
      await expect(page.getByText(text.billed)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page
          .getByText(text.billed)
          .scrollIntoViewIfNeeded()
          .catch(() => undefined);
        await page.screenshot({
          path: `${SHOTS}/${locale}-${String(width)}-rate.png`,
          fullPage: true,
        });
      }
    });
  }
}

import { mkdir } from 'node:fs/promises';
import { linkFrom, waitForMail } from './support/mailbox';
import { expect, test } from './support/fixtures';
import { applicantEmail, fillStep1, fillWizardFirstStep, TEXT } from './bewerbung-steps';

const DIR = process.env.BW_SHOTS_DIR ?? '/tmp/shots-bw';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
] as const;

for (const locale of ['de', 'en'] as const) {
  test(`screenshots of the application in ${locale}`, async ({ page }) => {
    // Its own client address: the per-IP limit of step 1 is shared by the whole run otherwise.
    await page
      .context()
      .setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${locale === 'de' ? 1 : 2}` });
    await mkdir(DIR, { recursive: true });
    const text = TEXT[locale];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const shot = (name: string) =>
        page.screenshot({ path: `${DIR}/${locale}-${size.width}-${name}.png`, fullPage: true });
      await page.goto(`/${locale}/bewerbung`);
      await page.getByRole('button', { name: text.send }).waitFor();
      await shot('1-empty');
      await page.getByRole('button', { name: text.send }).click();
      await shot('2-errors');
      const email = applicantEmail(`shot-${locale}-${size.width}`);
      await fillStep1(page, locale, email, { student: size.width > 500 });
      await shot('3-filled');
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.success1 })).toBeVisible();
      await shot('4-success');
      const link = new URL(linkFrom(await waitForMail(email), `/${locale}/bewerbung/step2`));
      await page.goto(link.pathname + link.search);
      await page.getByRole('button', { name: text.next }).click();
      await shot('5-step2-errors');
      await fillWizardFirstStep(page, locale, size.width > 500);
      await shot('6-step2-filled');
      await page
        .getByRole('button', { name: locale === 'de' ? 'Größentabelle' : 'Size chart' })
        .click();
      await page.screenshot({ path: `${DIR}/${locale}-${size.width}-7-size-chart.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: text.next }).click();
      await shot('8-step2-second');
    }
  });
}

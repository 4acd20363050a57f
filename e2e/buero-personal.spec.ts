import { mkdir } from 'node:fs/promises';
import {
  DEMO_LOGINS,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
} from './support/fixtures';

/*
 * The office's staff screens on the demo data: the office opens the staff
 * list through the office's sub-navigation, filters it, opens the demo staff
 * member with a contract, reveals the IBAN, marks a document checked and sets
 * the time-tracking flag (and clears it again: the demo data is shared by the
 * other specs). BUERO_SHOTS_DIR=/tmp/… also writes screenshots.
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.141' });
});

test('the office filters the staff list, reveals an IBAN, checks a document, sets a flag', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The staff member uploads a document of their own first (through their own API).
  const staff = await playwright.request.newContext({ baseURL });
  const { email, password } = DEMO_LOGINS.contract;
  const login = await staff.post('/app/api/auth/login', {
    headers: XHR,
    data: { email, password, locale: 'de' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const upload = await staff.post('/app/api/stammdaten/dokumente', {
    headers: XHR,
    multipart: {
      type: 'Vertrag',
      document: { name: 'arbeitsvertrag.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  await staff.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'office');
  await page.goto('/de/buero/bewerbungen');
  const subnav = page.getByRole('navigation', { name: 'Büro-Bereiche' });
  await subnav.getByRole('link', { name: 'Personal' }).click();
  await expect(page).toHaveURL(/\/de\/buero\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal' })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.filter({ hasText: 'Vertrag, Valentin' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Personal, Paula' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Only staff with a contract.
  const filters = page.getByRole('search', { name: 'Filter' });
  await filters.getByLabel('Vertrag').selectOption('1');
  await filters.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(/contract=1/);
  await expect(rows.filter({ hasText: 'Vertrag, Valentin' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Personal, Paula' })).toHaveCount(0);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/personal-list-de-1280.png`, fullPage: true });
  }

  await rows.getByRole('link', { name: 'Vertrag, Valentin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valentin Vertrag' })).toBeVisible();
  await expect(page.getByText('•••• 3000')).toBeVisible();
  await expect(page.getByText('DE89370400440532013000')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Reveal the IBAN in full, then mask it again.
  await page.getByRole('button', { name: 'IBAN anzeigen' }).click();
  await expect(page.getByText('DE89370400440532013000')).toBeVisible();
  await page.getByRole('button', { name: 'IBAN verbergen' }).click();
  await expect(page.getByText('DE89370400440532013000')).toHaveCount(0);

  // The document: a download link, and 'geprüft' with who.
  const documents = page.getByRole('region', { name: 'Dokumente' });
  const row = documents.locator('tbody tr').filter({ hasText: 'arbeitsvertrag.pdf' }).last();
  await expect(row.getByRole('link', { name: 'arbeitsvertrag.pdf' })).toHaveAttribute(
    'href',
    /\/app\/api\/buero\/personal\/\d+\/dokumente\/\d+$/,
  );
  await row.getByRole('button', { name: 'arbeitsvertrag.pdf als geprüft markieren' }).click();
  await expect(row).toContainText('geprüft am');
  await expect(row).toContainText('Olivia Office');

  // The time-tracking flag: on (saved at once), and off again for the other specs.
  const flag = page.getByRole('switch', { name: 'Zeiterfassung (Aufsicht)' });
  await expect(flag).not.toBeChecked();
  // click, not check(): the switch follows the saved state, which an assertion waits for.
  await flag.click();
  await expect(flag).toBeChecked();
  await expect(flag).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Zeiterfassung (Aufsicht)' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS)
    await page.screenshot({ path: `${SHOTS}/personal-detail-de-1280.png`, fullPage: true });
  await page.getByRole('switch', { name: 'Zeiterfassung (Aufsicht)' }).click();
  await expect(page.getByRole('switch', { name: 'Zeiterfassung (Aufsicht)' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Zeiterfassung (Aufsicht)' })).toBeEnabled();
});

for (const locale of ['de', 'en'] as const) {
  test(`staff screens at 1280 and 1024 (${locale})`, async ({ page }) => {
    await loginAs(page, 'office');
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/${locale}/buero/personal`);
      const rows = page.getByRole('table').locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      // Nothing wider than the window: the table scrolls inside its own box if at all.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/personal-list-${locale}-${String(size.width)}.png`,
          fullPage: true,
        });
      }
      // The staff member with a contract: payroll fields and (after the test above) a document.
      await rows.filter({ hasText: 'Vertrag, Valentin' }).getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const documents = page.getByRole('region', { name: /Dokumente|Documents/ });
      await expect(documents).toBeVisible();
      // The document's type in the screen's language (stored as 'Vertrag').
      await expect(
        documents.getByRole('rowheader', { name: locale === 'de' ? 'Vertrag' : 'Contract' }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await page.screenshot({
          path: `${SHOTS}/personal-detail-${locale}-${String(size.width)}.png`,
          fullPage: true,
        });
      }
    }
  });
}

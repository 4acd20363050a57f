import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { LAW_E2E } from './support/law-seed';

/*
 * The office's employment-law path (issue 27, docs/product/employment-law.md):
 * Kira Kurzfrist (e2e/support/law-seed.ts) declared 58 days of earlier
 * short-term jobs this year and is not near a limit. The clerk finds her in
 * the staff list, records her status (short-term) and a wage, then adds her to
 * the pair of a 13-day fair: 71 planned days cross the 70 of § 8 Abs. 1 Nr. 2
 * SGB IV, so the check blocks and asks for a reason; with it she is added,
 * and the staff list's filter "nah an einer Grenze" now shows her. Axe-clean
 * on every screen. LAW_SHOTS_DIR=/tmp/… writes screenshots.
 */

const SHOTS = process.env.LAW_SHOTS_DIR;
const LIST_NAME = `${LAW_E2E.person.lastname}, ${LAW_E2E.person.firstname}`;
const FULL_NAME = `${LAW_E2E.person.firstname} ${LAW_E2E.person.lastname}`;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.181' });
});

const staffRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** The staff list with the filter "nah an einer Grenze" on. */
async function nearLimitList(page: Page) {
  await page.goto('/de/buero/personal');
  const filters = page.getByRole('search', { name: 'Filter' });
  await filters.getByLabel('Name oder E-Mail beginnt mit').fill(LAW_E2E.person.lastname);
  await filters.getByLabel('Nah an einer Grenze (Arbeitsrecht)').selectOption('1');
  await filters.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(/near_limit=1/);
}

test('status and wage, an assignment past 70 days blocked, overridden with a reason, then near a limit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'office');

  // Not near a limit yet: 58 days.
  await nearLimitList(page);
  await expect(page.getByText('Kein Personal für diese Filter.')).toBeVisible();
  await expect(staffRows(page).filter({ hasText: LIST_NAME })).toHaveCount(0);

  // The staff list, then her record.
  await page.goto('/de/buero/personal');
  const filters = page.getByRole('search', { name: 'Filter' });
  await filters.getByLabel('Name oder E-Mail beginnt mit').fill(LAW_E2E.person.lastname);
  await filters.getByRole('button', { name: 'Anwenden' }).click();
  await staffRows(page).getByRole('link', { name: LIST_NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: FULL_NAME })).toBeVisible();
  const law = page.getByRole('region', { name: 'Arbeitsrecht' });
  await law.getByLabel('Beschäftigungsstatus').selectOption({ label: 'kurzfristig beschäftigt' });
  await law.getByRole('button', { name: 'Status speichern' }).click();
  await expect(law.getByText('Gespeichert.')).toBeVisible();
  const year = new Date().getFullYear();
  await law.getByLabel('Gültig ab').fill(`${String(year)}-01-01`);
  await law.getByLabel('Stundenlohn brutto (€)').fill('15,50');
  await law.getByRole('button', { name: 'Lohn eintragen' }).click();
  await expect(law.getByRole('table').filter({ hasText: '15,50' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/law-detail-de-1280.png`, fullPage: true });

  // The pair of the 13-day fair.
  const fairs = await page.request.get(
    `/app/api/buero/messen?q=${encodeURIComponent(LAW_E2E.fair)}`,
    { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
  );
  expect(fairs.status()).toBe(200);
  const fairId = ((await fairs.json()) as { items: { id: number }[] }).items[0]?.id;
  await page.goto(`/de/buero/messen/${String(fairId)}`);
  await expect(page.getByRole('heading', { level: 1, name: LAW_E2E.fair })).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: LAW_E2E.customer })
    .getByRole('link', { name: 'Einsatz planen' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${LAW_E2E.customer} auf ${LAW_E2E.fair}` }),
  ).toBeVisible();
  await page.getByLabel('Alle anderen (Suche)').check();
  await page.getByLabel('Name oder E-Mail').fill(LAW_E2E.person.lastname);
  await page.getByLabel(`${LIST_NAME} auswählen`).check();
  await page.getByRole('button', { name: 'Auswahl hinzufügen (1)' }).click();

  // Blocked: the dialog names the limit and asks for a reason.
  const dialog = page.getByRole('dialog', { name: 'Arbeitsrechtliche Grenze überschritten' });
  await expect(dialog.getByText('würde eine Grenze überschreiten')).toBeVisible();
  await expect(dialog).toContainText('kurzfristig');
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/law-blocked-de-1280.png` });
  await dialog.getByLabel('Grund für die Ausnahme').fill('Messeleitung bestätigt, Vertrag folgt');
  await dialog.getByRole('button', { name: 'Trotzdem einplanen' }).click();
  await expect(dialog).toHaveCount(0);
  const staff = page.getByRole('region', { name: /Personal auf diesem Einsatz/ });
  await expect(staff.getByRole('rowheader', { name: LIST_NAME })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Now near a limit (past it): the filter shows her.
  await nearLimitList(page);
  const row = staffRows(page).filter({ hasText: LIST_NAME });
  await expect(row).toHaveCount(1);
  // The flagged counter in words (planned: 71 days past the 70).
  await expect(row).toContainText('kurzfristige Beschäftigung');
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/law-list-de-1280.png`, fullPage: true });
});

import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
  waitForServiceWorkerControl,
} from './support/fixtures';
import { CLOSE_E2E, closeMonth } from './support/close-seed';
import {
  dayRow,
  fillTimeForm,
  findPair,
  person,
  serverSheet,
  syncBadge,
  timeFormUrl,
} from './support/stundenerfassung-pages';

/*
 * The month close (issue 26, docs/product/month-close.md) end to end: the
 * office sees the preflight of a month and closes it; the tablet's time of a
 * day in that month is refused (409 period_closed), said in words on the day
 * and in the unsent list, and kept on the device; the office reopens with a
 * reason; the tablet sends the kept entry again and it lands. Screenshots in
 * /tmp/close-shots at 390×844 and 1024×768, German and English.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const SHOTS = '/tmp/close-shots';
const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1024', width: 1024, height: 768 },
] as const;
const CLOSED_DE =
  'Dieser Monat ist vom Büro abgeschlossen. Bitte das Büro bitten, ihn wieder zu öffnen.';
const CLOSED_EN = 'The office has closed this month. Please ask the office to reopen it.';
const REASON = 'Nachtrag der Aufsicht für den 11.';

/** Chooses a month (yyyy-MM) with the two selects, by name in the page's language. */
async function chooseMonth(page: Page, isoMonth: string, locale: 'de' | 'en') {
  const [year, number] = isoMonth.split('-').map(Number);
  const name = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 2026, (number ?? 1) - 1, 15));
  await page
    .getByRole('combobox', { name: locale === 'de' ? 'Jahr' : 'Year' })
    .selectOption(String(year));
  await page
    .getByRole('combobox', { name: locale === 'de' ? 'Monat' : 'Month' })
    .selectOption({ label: name });
}

/** Screenshots of the current screen at both sizes (full page), then back to the first size. */
async function shots(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
}

async function officeScreen(page: Page, locale: 'de' | 'en', month: string) {
  await page.goto(`/${locale}/buero/abschluss`);
  await chooseMonth(page, month, locale);
  await expect(
    page.getByRole('heading', { name: locale === 'de' ? /^Vorprüfung – / : /^Preflight – / }),
  ).toBeVisible();
}

test('the office closes a month, the tablet is refused and keeps its entry, the office reopens, the entry lands', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { month, days } = closeMonth();
  await page.setViewportSize({ width: 1024, height: 768 });

  // 1. The office: the preflight of the month, in words with links, then the close.
  const officeContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const office = await officeContext.newPage();
  await loginAs(office, 'office');
  await office.goto('/de/buero');
  await office
    .getByRole('navigation', { name: 'Büro-Bereiche' })
    .getByRole('link', { name: 'Monatsabschluss' })
    .click();
  await expect(office).toHaveURL(/\/de\/buero\/abschluss$/);
  await chooseMonth(office, month, 'de');
  const preflight = office.getByRole('region', { name: /^Vorprüfung – / });
  const unsigned = preflight.getByRole('heading', { name: /^Nicht unterschriebene Tage/ });
  await expect(unsigned).toBeVisible();
  const pairLink = preflight.getByRole('link', {
    name: `${CLOSE_E2E.fair} – ${CLOSE_E2E.customer}`,
  });
  await expect(pairLink.first()).toHaveAttribute(
    'href',
    /\/de\/buero\/messen\/\d+\/kunden\/\d+\/zeiten$/,
  );
  await expect(preflight).toContainText(days[0].split('-').reverse().join('.'));
  await expect(
    preflight.getByRole('link', { name: new RegExp(CLOSE_E2E.anna.lastname) }).first(),
  ).toHaveAttribute('href', /\/de\/buero\/personal\/\d+$/);
  await expectNoSeriousA11yViolations(office);
  await shots(office, 'office-preflight-de');
  await officeScreen(office, 'en', month);
  await expect(office.getByRole('heading', { name: /^Unsigned days/ })).toBeVisible();
  await shots(office, 'office-preflight-en');
  await officeScreen(office, 'de', month);

  await office.getByRole('button', { name: 'Monat abschließen' }).click();
  const confirm = office.getByRole('dialog', { name: /abschließen\?$/ });
  await expect(confirm).toContainText('weder auf dem Tablet noch im Büro');
  await expectNoSeriousA11yViolations(office);
  await shots(office, 'office-confirm-de');
  // Escape cancels; focus goes back to the button.
  await office.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(office.getByRole('button', { name: 'Monat abschließen' })).toBeFocused();
  await office.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Abschließen' }).click();
  await expect(confirm).toBeHidden();
  await expect(office.getByText(/ist abgeschlossen\.$/)).toBeVisible();
  const closes = office.getByRole('list', { name: 'Abschlüsse' });
  // Other specs may have closed other periods: this month's close by its name.
  const monthName = new Intl.DateTimeFormat('de-DE', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
  const item = closes.getByRole('listitem').filter({ hasText: monthName }).first();
  await expect(item).toContainText('abgeschlossen');
  await expect(item.getByRole('button', { name: 'Wieder öffnen' })).toBeVisible();
  await expectNoSeriousA11yViolations(office);
  await shots(office, 'office-closed-de');

  // 2. The tablet: a time of day 2 of the closed month is refused and kept.
  const login = await page.request.post('/app/api/auth/login', {
    headers: XHR,
    data: { ...CLOSE_E2E.supervisor, locale: 'de' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const pair = await findPair(page.request, CLOSE_E2E.customer);
  await page.goto('/de/stundenerfassung');
  await waitForServiceWorkerControl(page);
  const benName = `${CLOSE_E2E.ben.firstname} ${CLOSE_E2E.ben.lastname}`;
  const ben = person(pair, benName);
  await page.goto(timeFormUrl(pair, ben.id, days[1]));
  await fillTimeForm(page, { start: '09:00', end: '17:30', pause: 30 });
  const notice = page.getByRole('alert').filter({ hasText: CLOSED_DE });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('1 Eintrag bleibt auf diesem Gerät gespeichert');
  // The value stays on the device.
  await expect(dayRow(page, benName)).toContainText('8:00 Std.');
  await expect(syncBadge(page)).toContainText('1 Eintrag abgelehnt');
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'tablet-day-de');
  await syncBadge(page)
    .getByRole('button', { name: /Einträge ansehen und senden/ })
    .click();
  let panel = page.getByRole('dialog', { name: 'Nicht übertragene Einträge' });
  await expect(panel.getByRole('listitem')).toContainText(`Letzte Antwort: ${CLOSED_DE}`);
  await expect(panel.getByRole('button', { name: 'Erneut senden' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shots(page, 'tablet-panel-de');
  await page.keyboard.press('Escape');
  await page.goto(`/en/stundenerfassung/${pair.messeId}/${pair.customerId}/date/${days[1]}`);
  await expect(page.getByRole('alert').filter({ hasText: CLOSED_EN })).toBeVisible();
  await shots(page, 'tablet-day-en');
  await syncBadge(page)
    .getByRole('button', { name: /View and send entries/ })
    .click();
  panel = page.getByRole('dialog', { name: 'Entries not sent' });
  await expect(panel.getByRole('listitem')).toContainText(CLOSED_EN);
  await shots(page, 'tablet-panel-en');
  await page.keyboard.press('Escape');
  // Sending again while the month is still closed: refused again, still kept.
  const resent = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().includes('/app/api/stundenerfassung'),
  );
  await page.getByRole('alert').getByRole('button', { name: 'Send again' }).click();
  expect((await resent).status()).toBeLessThan(500);
  await expect(page.getByRole('alert').filter({ hasText: CLOSED_EN })).toBeVisible();
  let sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
  expect(sheet.staff.find((s) => s.id === ben.id)?.times ?? []).toHaveLength(0);

  // 3. The office reopens with a reason.
  await page.setViewportSize({ width: 1024, height: 768 });
  await item.getByRole('button', { name: 'Wieder öffnen' }).click();
  const reopen = office.getByRole('dialog', { name: /wieder öffnen\?$/ });
  await expect(reopen.getByRole('button', { name: 'Wieder öffnen' })).toBeDisabled();
  await reopen.getByRole('textbox', { name: 'Grund' }).fill(REASON);
  await expectNoSeriousA11yViolations(office);
  await shots(office, 'office-reopen-de');
  await reopen.getByRole('button', { name: 'Wieder öffnen' }).click();
  await expect(reopen).toBeHidden();
  await expect(item).toContainText('wieder geöffnet');
  await expect(item).toContainText(`Grund: ${REASON}`);

  // 4. The tablet sends the kept entry again: it lands.
  await page.goto(`/de/stundenerfassung/${pair.messeId}/${pair.customerId}/date/${days[1]}`);
  await page.getByRole('alert').getByRole('button', { name: 'Erneut senden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CLOSED_DE })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect
    .poll(
      async () => {
        sheet = await serverSheet(page.request, pair.messeId, pair.customerId);
        return sheet.staff.find((s) => s.id === ben.id)?.times.length ?? 0;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(syncBadge(page)).not.toContainText('abgelehnt');

  // 5. The office sees what changed since the close.
  await item.getByRole('button', { name: 'Änderungen seit dem Abschluss' }).click();
  const changes = office.getByRole('table', { name: 'Änderungen seit dem Abschluss' });
  await expect(changes).toContainText(CLOSE_E2E.ben.lastname);
  await expect(changes).toContainText('keine Zeit');
  await expect(changes).toContainText('8,00');
  await expectNoSeriousA11yViolations(office);
  await shots(office, 'office-changes-de');
  await officeScreen(office, 'en', month);
  await office.getByRole('button', { name: 'Changes since the close' }).first().click();
  await expect(office.getByRole('table', { name: 'Changes since the close' })).toContainText(
    '8.00',
  );
  await expectNoSeriousA11yViolations(office);
  await shots(office, 'office-changes-en');
  await officeContext.close();
});

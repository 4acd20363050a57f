import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/ports';
import {
  fillTimeForm,
  findPair,
  loginTt,
  person,
  serverSheet,
  timeFormUrl,
} from './support/stundenerfassung-pages';
import { HOURS_STAFF, isoDay, TIME_TRACKING_PASSWORD } from './support/stundenerfassung-seed';

/*
 * "Meine Stunden" (issue 24) on a phone: the supervisor enters a time for a
 * person, the person signs in on their own phone and sees the hours and that
 * the day is not signed yet, in German and in English; questions the time
 * ("Zeit beanstanden") and downloads their own sheet as PDF; the office sees
 * the question on its review and resolves it, and the person sees it
 * resolved. MEINE_STUNDEN_SHOTS_DIR=/tmp/… also writes screenshots (phone
 * and tablet, de and en) of the changed screens.
 */

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };
const SHOTS = process.env.MEINE_STUNDEN_SHOTS_DIR;
const QUERY_TEXT = 'Ich war bis 17:00 da, nicht bis 16:30.';

/** Screenshots of the current screen at phone and tablet width, in de and en. */
async function shots(page: Page, path: (locale: 'de' | 'en') => string, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const locale of ['de', 'en'] as const) {
    await page.goto(path(locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [label, size] of [
      ['phone', PHONE],
      ['tablet', TABLET],
    ] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/${locale}-${label}-${name}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}
const STAFF_NAME = `${HOURS_STAFF.firstname} ${HOURS_STAFF.lastname}`;

test('a time the supervisor entered shows on the person’s phone, in de and en', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const day = isoDay(-1);
  await loginTt(page, 'hours');
  const pair = await findPair(page.request, 'Meine Stunden GmbH');
  const hanna = person(pair, STAFF_NAME);
  await page.goto(timeFormUrl(pair, hanna.id, day));
  await fillTimeForm(page, { start: '08:00', end: '16:30', pause: 30 });
  await expect
    .poll(
      async () =>
        (await serverSheet(page.request, pair.messeId, pair.customerId)).staff.find(
          (s) => s.id === hanna.id,
        )?.times.length,
      { timeout: 20_000 },
    )
    .toBe(1);

  // The person's own phone: a context of its own, signed in as the person.
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: PHONE,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const phone = await context.newPage();
  try {
    const login = await phone.request.post('/app/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: HOURS_STAFF.email, password: TIME_TRACKING_PASSWORD, locale: 'de' },
    });
    expect(login.status(), await login.text()).toBe(200);

    await phone.goto('/de');
    const card = phone.getByRole('main').getByRole('link', { name: /^Meine Stunden/ });
    await expect(card).toContainText('ob unterschrieben');
    await card.click();
    await expect(phone).toHaveURL(/\/de\/meine-stunden$/);
    await expect(phone.getByRole('heading', { level: 1, name: 'Meine Stunden' })).toBeVisible();
    const fair = phone.getByRole('region', { name: pair.messeName });
    const dayCard = fair.getByRole('listitem').filter({
      hasText: formatDateWithWeekday(day, 'de'),
    });
    await expect(dayCard).toContainText('08:00–16:30');
    await expect(dayCard).toContainText('Pause 30 Min.');
    await expect(dayCard).toContainText('8:00 Std.');
    await expect(dayCard).toContainText('Noch nicht unterschrieben');
    await expect(fair).toContainText('Summe: 8:00 Std.');
    await expect(phone.getByRole('region', { name: 'Summe je Monat' })).toContainText('8:00 Std.');
    await expectNoSeriousA11yViolations(phone);

    await phone.goto('/en/meine-stunden');
    await expect(phone.getByRole('heading', { level: 1, name: 'My hours' })).toBeVisible();
    const dayEn = phone
      .getByRole('region', { name: pair.messeName })
      .getByRole('listitem')
      .filter({ hasText: formatDateWithWeekday(day, 'en') });
    await expect(dayEn).toContainText('8:00 h');
    await expect(dayEn).toContainText('Break 30 min');
    await expect(dayEn).toContainText('Not signed yet');
    await expect(phone.getByRole('region', { name: 'Total per month' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone);

    // The own sheet as PDF, from the fair's button.
    await phone.goto('/de/meine-stunden');
    const fairDe = phone.getByRole('region', { name: pair.messeName });
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      fairDe.getByRole('button', { name: /^Stundenzettel als PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Stundenzettel-.+-Stundenreich-Hanna-\d+\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // "Zeit beanstanden": the day's question, a short text.
    const dayDe = fairDe
      .getByRole('listitem')
      .filter({ hasText: formatDateWithWeekday(day, 'de') });
    await dayDe.getByRole('button', { name: 'Zeit beanstanden' }).click();
    await dayDe.getByLabel('Was stimmt an dieser Zeit nicht?').fill(QUERY_TEXT);
    await expectNoSeriousA11yViolations(phone);
    await dayDe.getByRole('button', { name: 'Beanstandung senden' }).click();
    await expect(dayDe).toContainText(/Beanstandung vom .+: offen/);
    await expect(dayDe).toContainText(QUERY_TEXT);
    await expect(dayDe.getByRole('button', { name: 'Zeit beanstanden' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(phone);
    await shots(phone, (locale) => `/${locale}/meine-stunden`, 'meine-stunden-offen');

    // The office: the fair's review counts it, the pair's review shows and resolves it.
    const officeContext = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: TABLET,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const office = await officeContext.newPage();
    try {
      await loginAs(office, 'office');
      await office.goto(`/de/buero/messen/${pair.messeId}/zeiten`);
      const counts = office.getByRole('region', { name: 'Offene Beanstandungen' });
      await expect(counts).toContainText('Meine Stunden GmbH: 1 offen');
      await counts.getByRole('link', { name: 'Meine Stunden GmbH' }).click();
      const open = office.getByRole('region', { name: 'Offene Beanstandungen' });
      const item = open.getByRole('listitem').filter({ hasText: STAFF_NAME });
      await expect(item).toContainText(formatDateWithWeekday(day, 'de'));
      await expect(item).toContainText('08:00–16:30, 30 Min. Pause');
      await expect(item).toContainText(QUERY_TEXT);
      await expectNoSeriousA11yViolations(office);
      const pairTimes = (locale: string) =>
        `/${locale}/buero/messen/${pair.messeId}/kunden/${pair.customerId}/zeiten`;
      await shots(office, pairTimes, 'buero-beanstandung');
      await office.goto(pairTimes('de'));
      await office
        .getByRole('region', { name: 'Offene Beanstandungen' })
        .getByRole('button', { name: /^Als erledigt markieren/ })
        .click();
      await expect(office.getByRole('region', { name: 'Offene Beanstandungen' })).toContainText(
        'Keine offenen Beanstandungen.',
      );
    } finally {
      await officeContext.close();
    }

    // The person sees it resolved, and may question the day again.
    await phone.goto('/de/meine-stunden');
    const resolved = phone
      .getByRole('region', { name: pair.messeName })
      .getByRole('listitem')
      .filter({ hasText: formatDateWithWeekday(day, 'de') });
    await expect(resolved).toContainText(/vom Büro erledigt am/);
    await expect(resolved.getByRole('button', { name: 'Zeit beanstanden' })).toBeVisible();
    await shots(phone, (locale) => `/${locale}/meine-stunden`, 'meine-stunden-erledigt');
  } finally {
    await context.close();
  }
});

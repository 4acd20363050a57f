import { formatDateWithWeekday } from '@domain/shared/date-format';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
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
 * the day is not signed yet, in German and in English.
 */

const PHONE = { width: 390, height: 844 };
const STAFF_NAME = `${HOURS_STAFF.firstname} ${HOURS_STAFF.lastname}`;

test('a time the supervisor entered shows on the person’s phone, in de and en', async ({
  page,
  browser,
}) => {
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
  } finally {
    await context.close();
  }
});

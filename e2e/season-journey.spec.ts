import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  loginForms,
  test,
} from './support/fixtures';
import { createPairThroughApi, isoDay, MAIL_TIMEOUT } from './support/journey';
import { waitForLink } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { SEASON_PASSWORD, SEASON_PEOPLE, SEASON_SUPERVISOR } from './support/season-seed';

/*
 * The staff's season on the phone (issue 24), in both languages at 390 × 844:
 * the office books a person, the request arrives by mail, the person follows
 * its link, logs in and confirms; the supervisor enters the day's times, and
 * the person sees the hours under "Meine Stunden". One small function a step:
 * the calendar feed, push and the own PDF join as steps of their own.
 */

type Locale = keyof typeof SEASON_PEOPLE;
/** The journey's pair and the person's staff id on it. */
type Pair = { messeId: number; customerId: number; fair: string; staffId: number };

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PHONE = { width: 390, height: 844 };

const TEXTS = {
  de: {
    email: 'E-Mail',
    password: 'Passwort',
    login: 'Anmelden',
    bookings: 'Meine Einsätze',
    hours: 'Meine Stunden',
    requested: 'angefragt',
    confirmed: 'zugesagt',
    confirm: 'Zusagen',
    meeting: 'Halle 4, Eingang Süd, 07:45',
    dayHours: '8:00 Std.',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    bookings: 'My bookings',
    hours: 'My hours',
    requested: 'requested',
    confirmed: 'confirmed',
    confirm: 'Confirm',
    meeting: 'Halle 4, Eingang Süd, 07:45',
    dayHours: '8:00 h',
  },
} as const;

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

async function staffIdOf(office: APIRequestContext, email: string): Promise<number> {
  const response = await ok(
    await office.get(`/app/api/buero/personal?q=${encodeURIComponent(email)}`, { headers: XHR }),
  );
  const id = ((await response.json()) as { items: { id: number }[] }).items[0]?.id;
  if (id === undefined) throw new Error(`no staff record for ${email}`);
  return id;
}

async function userIdOf(page: Page): Promise<number> {
  const response = await ok(await page.request.get('/app/api/auth', { headers: XHR }));
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** Step 1, the office: a fair running since yesterday, the person and the supervisor booked on it. */
async function officeBooksThePerson(
  office: Page,
  locale: Locale,
  supervisorId: number,
): Promise<Pair> {
  await loginAs(office, 'office');
  const stamp = `${locale}${String(Date.now())}`;
  const fair = `Saisonmesse ${stamp}`;
  const pair = await createPairThroughApi(
    office.request,
    { name: fair, city: 'Hannover', date_start: isoDay(-1), date_end: isoDay(2) },
    `Saisonkunde ${stamp}`,
  );
  const path = `/app/api/buero/messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
  const staffId = await staffIdOf(office.request, SEASON_PEOPLE[locale].email);
  await ok(
    await office.request.put(`${path}/treffpunkt`, {
      headers: XHR,
      data: { meeting_point: 'Halle 4, Eingang Süd', meeting_time: '07:45', supervisor_phone: '' },
    }),
  );
  await ok(
    await office.request.post(`${path}/aufsicht`, {
      headers: XHR,
      data: { user_ids: [supervisorId] },
    }),
  );
  await ok(
    await office.request.post(`${path}/personal`, {
      headers: XHR,
      data: { bewerber_ids: [staffId] },
    }),
  );
  return { ...pair, fair, staffId };
}

/** Step 2: the request mail arrives in the person's language, with the link to the bookings. */
async function requestLinkFromMail(locale: Locale): Promise<URL> {
  return new URL(
    await waitForLink(SEASON_PEOPLE[locale].email, `/${locale}/einsaetze`, MAIL_TIMEOUT),
  );
}

/** Step 3: the phone follows the link, is asked to log in, and opens the bookings from home. */
async function followLinkAndLogIn(phone: Page, locale: Locale, link: URL): Promise<void> {
  const text = TEXTS[locale];
  await phone.goto(link.pathname);
  await expect(phone).toHaveURL(new RegExp(`/${locale}/login`));
  const { login } = loginForms(phone);
  await login.getByLabel(text.email).fill(SEASON_PEOPLE[locale].email);
  await login.getByLabel(text.password, { exact: true }).fill(SEASON_PASSWORD);
  await login.getByRole('button', { name: text.login }).click();
  await expect(phone).toHaveURL(new RegExp(`/${locale}$`));
  await phone
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${text.bookings}`) })
    .click();
  await expect(phone.getByRole('heading', { level: 1, name: text.bookings })).toBeVisible();
}

/** Step 4: the booking shows requested with its meeting point; the person confirms it. */
async function confirmTheBooking(phone: Page, locale: Locale, pair: Pair): Promise<void> {
  const text = TEXTS[locale];
  const card = phone.getByRole('article', { name: new RegExp(pair.fair) });
  await expect(card.getByText(text.requested, { exact: true })).toBeVisible();
  await expect(card.getByText(text.meeting)).toBeVisible();
  await expect(
    card.getByText(`${SEASON_SUPERVISOR.firstname} ${SEASON_SUPERVISOR.lastname}`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await card.getByRole('button', { name: text.confirm, exact: true }).click();
  await expect(card.getByText(text.confirmed, { exact: true })).toBeVisible();
}

/** Step 5, the supervisor: yesterday's times for the person, through the tablet's call. */
async function supervisorEntersTimes(supervisor: Page, pair: Pair, day: string): Promise<void> {
  const url = `/app/api/stundenerfassung/staff/${String(pair.messeId)}/${String(pair.customerId)}/${String(pair.staffId)}/${day}`;
  await ok(
    await supervisor.request.post(url, {
      headers: { ...XHR, 'Idempotency-Key': crypto.randomUUID() },
      data: { time_start: 8 * 60, time_end: 16 * 60 + 30, time_break: 30 },
    }),
  );
}

/** Step 6: the hours show under "Meine Stunden", reached from home. */
async function seesTheHours(phone: Page, locale: Locale, pair: Pair, day: string): Promise<void> {
  const text = TEXTS[locale];
  await phone.goto(`/${locale}`);
  await phone
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${text.hours}`) })
    .click();
  await expect(phone.getByRole('heading', { level: 1, name: text.hours })).toBeVisible();
  const dayCard = phone
    .getByRole('region', { name: pair.fair })
    .getByRole('listitem')
    .filter({ hasText: formatDateWithWeekday(day, locale) });
  await expect(dayCard).toContainText(text.dayHours);
  await expectNoSeriousA11yViolations(phone);
}

async function newContext(browser: Browser) {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: PHONE,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
}

test.use({ viewport: PHONE });

for (const locale of ['de', 'en'] as const) {
  test(`the season on the phone: request mail → confirm → hours (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const supervisorContext = await newContext(browser);
    const phoneContext = await newContext(browser);
    try {
      const supervisor = await supervisorContext.newPage();
      const login = await supervisor.request.post('/app/api/auth/login', {
        headers: XHR,
        data: { email: SEASON_SUPERVISOR.email, password: SEASON_PASSWORD, locale: 'de' },
      });
      expect(login.status(), await login.text()).toBe(200);
      const pair = await officeBooksThePerson(page, locale, await userIdOf(supervisor));

      const phone = await phoneContext.newPage();
      const link = await requestLinkFromMail(locale);
      await followLinkAndLogIn(phone, locale, link);
      await confirmTheBooking(phone, locale, pair);

      const day = isoDay(-1);
      await supervisorEntersTimes(supervisor, pair, day);
      await seesTheHours(phone, locale, pair, day);
    } finally {
      await supervisorContext.close();
      await phoneContext.close();
    }
  });
}

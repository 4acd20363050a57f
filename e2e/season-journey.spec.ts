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
import { parseFeed } from '@tests/support/ical-feed';
import type { Device } from '@tests/support/push-service';
import { waitForLink } from './support/mailbox';
import { pushDevice, waitForPush } from './support/pushbox';
import { E2E_BASE_URL } from './support/ports';
import { SEASON_PASSWORD, SEASON_PEOPLE, SEASON_SUPERVISOR } from './support/season-seed';

/*
 * The staff's season on the phone (issue 24), in both languages at 390 × 844:
 * the person's phone allowed push; the office books them, the request
 * arrives by push (decrypted with the device's keys) and by mail; the person
 * follows the mail's link, logs in and confirms; the booking is in their
 * calendar feed; the supervisor enters the day's times, the person sees the
 * hours under "Meine Stunden" and downloads their own sheet. One small
 * function a step.
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
    pushTitle: 'Neue Einsatzanfrage',
    sheet: 'Stundenzettel als PDF',
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
    pushTitle: 'New booking request',
    sheet: 'Timesheet as PDF',
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

/** Step 0: the person's phone allowed push (the browser's subscription, registered as the screen does). */
async function personAllowsPush(browser: Browser, locale: Locale): Promise<Device> {
  const context = await newContext(browser);
  try {
    const login = await context.request.post('/app/api/auth/login', {
      headers: XHR,
      data: { email: SEASON_PEOPLE[locale].email, password: SEASON_PASSWORD, locale },
    });
    expect(login.status(), await login.text()).toBe(200);
    const device = pushDevice();
    const subscribed = await context.request.post('/app/api/einsaetze/push/geraete', {
      headers: XHR,
      data: device.subscription,
    });
    expect(subscribed.status(), await subscribed.text()).toBe(204);
    return device;
  } finally {
    // Closing the browser is not a logout: the device keeps its subscription.
    await context.close();
  }
}

/** Step 2a: the request arrives on the phone by push, in the person's language, naming the fair. */
async function requestArrivesByPush(device: Device, locale: Locale, pair: Pair): Promise<void> {
  const payload = await waitForPush(device, MAIL_TIMEOUT);
  expect(payload).toEqual({
    title: expect.stringContaining(TEXTS[locale].pushTitle) as unknown,
    body: expect.stringContaining(pair.fair) as unknown,
    url: `/${locale}/einsaetze`,
  });
}

/** Step 2: the request mail arrives in the person's language, with the link to the bookings. */
async function requestLinkFromMail(locale: Locale): Promise<URL> {
  return new URL(
    await waitForLink(SEASON_PEOPLE[locale].email, `/${locale}/einsaetze`, MAIL_TIMEOUT),
  );
}

/** Step 3: the phone follows the link, is asked to log in, and lands on the bookings. */
async function followLinkAndLogIn(phone: Page, locale: Locale, link: URL): Promise<void> {
  const text = TEXTS[locale];
  await phone.goto(link.pathname);
  await expect(phone).toHaveURL(new RegExp(`/${locale}/login`));
  const { login } = loginForms(phone);
  await login.getByLabel(text.email).fill(SEASON_PEOPLE[locale].email);
  await login.getByLabel(text.password, { exact: true }).fill(SEASON_PASSWORD);
  await login.getByRole('button', { name: text.login }).click();
  // The login returns to where the mail's link led.
  await expect(phone).toHaveURL(new RegExp(`/${locale}/einsaetze$`));
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

/** Step 4a: the confirmed booking is in the person's calendar feed, one event a day, Berlin time. */
async function seesItInTheCalendar(phone: Page, pair: Pair): Promise<void> {
  const link = await ok(await phone.request.get('/app/api/kalender', { headers: XHR }));
  const { url } = (await link.json()) as { url: string };
  const feed = await ok(await phone.request.get(new URL(url).pathname));
  const events = parseFeed(await feed.text()).events.filter((e) => e.summary.includes(pair.fair));
  expect(events).toHaveLength(4);
  for (const event of events) {
    expect(event).toMatchObject({ status: 'CONFIRMED', tzid: 'Europe/Berlin', allDay: false });
    expect(event.start).toMatch(/T07:45:00$/);
  }
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

/** Step 7: the person downloads their own staff sheet of the fair as a PDF. */
async function downloadsTheOwnSheet(phone: Page, locale: Locale, pair: Pair): Promise<void> {
  const region = phone.getByRole('region', { name: pair.fair });
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    region.getByRole('button', { name: new RegExp(`^${TEXTS[locale].sheet}`) }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
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
  test(`the season on the phone: push and mail → confirm → calendar → hours → own sheet (${locale})`, async ({
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
      const device = await personAllowsPush(browser, locale);
      const pair = await officeBooksThePerson(page, locale, await userIdOf(supervisor));
      await requestArrivesByPush(device, locale, pair);

      const phone = await phoneContext.newPage();
      const link = await requestLinkFromMail(locale);
      await followLinkAndLogIn(phone, locale, link);
      await confirmTheBooking(phone, locale, pair);
      await seesItInTheCalendar(phone, pair);

      const day = isoDay(-1);
      await supervisorEntersTimes(supervisor, pair, day);
      await seesTheHours(phone, locale, pair, day);
      await downloadsTheOwnSheet(phone, locale, pair);
    } finally {
      await supervisorContext.close();
      await phoneContext.close();
    }
  });
}

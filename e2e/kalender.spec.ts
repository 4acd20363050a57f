import type { APIRequestContext } from '@playwright/test';
import {
  DEMO_LOGINS,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
} from './support/fixtures';
import { isoDay } from './support/journey';

/*
 * The private calendar feed (issue 24) on the phone, in both languages: the
 * office books the demo staff member; under "Meine Einsätze" they show and
 * copy their calendar address, a calendar app (page.request, no cookie)
 * finds the booking in it, and a new address kills the old one.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function office(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const response = await request[method](`/app/api/buero/${url}`, { headers: XHR, data });
  expect([200, 201], await response.text()).toContain(response.status());
  return (await response.json()) as { id: number };
}

async function staffId(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/app/api/buero/personal?q=${encodeURIComponent(email)}`, {
    headers: XHR,
  });
  const { items } = (await response.json()) as { items: { id: number }[] };
  const id = items[0]?.id;
  if (id === undefined) throw new Error(`no staff member ${email}`);
  return id;
}

const TEXTS = {
  de: {
    page: 'Meine Einsätze',
    section: 'Kalender abonnieren',
    show: 'Kalender-Adresse anzeigen',
    address: 'Adresse Ihres Kalenders',
    copy: 'Adresse kopieren',
    copied: 'Adresse kopiert.',
    open: 'Im Kalender öffnen',
    renew: 'Neue Adresse erstellen',
    sure: 'Ja, neue Adresse erstellen',
    renewed: 'Neue Adresse erstellt. Die bisherige funktioniert nicht mehr.',
  },
  en: {
    page: 'My bookings',
    section: 'Subscribe to calendar',
    show: 'Show calendar address',
    address: 'Your calendar’s address',
    copy: 'Copy address',
    copied: 'Address copied.',
    open: 'Open in calendar',
    renew: 'Create a new address',
    sure: 'Yes, create a new address',
    renewed: 'New address created. The previous one no longer works.',
  },
} as const;

const SHOTS = [
  { device: 'phone', viewport: { width: 390, height: 844 } },
  { device: 'tablet', viewport: { width: 1024, height: 768 } },
] as const;

for (const locale of ['de', 'en'] as const) {
  test(`the calendar feed holds the booking; a new address kills the old one (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const text = TEXTS[locale];
    await loginAs(page, 'office');
    const stamp = `${locale}${String(Date.now())}`;
    const customer = await office(page.request, 'post', 'kunden', {
      name: `E2E Kalender ${stamp}`,
    });
    const fair = await office(page.request, 'post', 'messen', {
      name: `E2E Kalendermesse ${stamp}`,
      city: 'Hannover',
      date_start: isoDay(4),
      date_end: isoDay(5),
    });
    const pair = `messen/${String(fair.id)}/kunden/${String(customer.id)}`;
    await office(page.request, 'put', pair);
    const staff = await staffId(page.request, DEMO_LOGINS.staff.email);
    await office(page.request, 'post', `${pair}/personal`, { bewerber_ids: [staff] });
    await office(page.request, 'put', `${pair}/treffpunkt`, {
      meeting_point: 'Halle 9, Eingang West',
      meeting_time: '08:00',
      supervisor_phone: '',
    });

    const phone = await browser.newContext({ viewport: SHOTS[0].viewport });
    await phone.grantPermissions(['clipboard-read', 'clipboard-write']);
    const staffPage = await phone.newPage();
    await loginAs(staffPage, 'staff');
    await staffPage.goto(`/${locale}/einsaetze`);
    await expect(staffPage.getByRole('heading', { level: 1, name: text.page })).toBeVisible();
    const section = staffPage.getByRole('region', { name: text.section });
    await section.getByRole('button', { name: text.show }).click();
    const field = section.getByRole('textbox', { name: text.address });
    await expect(field).toBeFocused();
    const url = await field.inputValue();
    expect(url).toMatch(/\/app\/api\/kalender\/[\w-]{43}\.ics$/);
    await section.getByRole('button', { name: text.copy }).click();
    await expect(section.getByText(text.copied)).toBeVisible();
    expect(await staffPage.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(section.getByRole('link', { name: text.open })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await expectNoSeriousA11yViolations(staffPage);

    // A calendar app fetches the address: no cookie, the booking is in it.
    const feedPath = new URL(url).pathname;
    const app = await page.request.get(feedPath);
    expect(app.status()).toBe(200);
    expect(app.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    // Long lines are folded (RFC 5545 3.1): unfolded before looking for text.
    const ics = (await app.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`E2E Kalendermesse ${stamp}`);
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${isoDay(4).replaceAll('-', '')}T080000`);
    expect(ics).toContain('BEGIN:VTIMEZONE');
    // Requested, in the person's own language (the demo staff member's is German).
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('angefragt');

    for (const shot of SHOTS) {
      await staffPage.setViewportSize(shot.viewport);
      await section.scrollIntoViewIfNeeded();
      await staffPage.screenshot({
        path: testInfo.outputPath(`kalender-${locale}-${shot.device}.png`),
      });
    }
    await staffPage.setViewportSize(SHOTS[0].viewport);

    // A new address, after the question; the old one is a 404 at once.
    await section.getByRole('button', { name: text.renew }).click();
    await expect(section.getByRole('button', { name: text.sure })).toBeVisible();
    await staffPage.screenshot({ path: testInfo.outputPath(`kalender-${locale}-question.png`) });
    await expectNoSeriousA11yViolations(staffPage);
    await section.getByRole('button', { name: text.sure }).click();
    await expect(section.getByText(text.renewed)).toBeVisible();
    await expect(field).not.toHaveValue(url);
    const fresh = await field.inputValue();
    expect((await page.request.get(feedPath)).status()).toBe(404);
    expect((await page.request.get(new URL(fresh).pathname)).status()).toBe(200);
    await expectNoSeriousA11yViolations(staffPage);
    await phone.close();
  });
}

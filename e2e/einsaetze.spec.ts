import type { APIRequestContext } from '@playwright/test';
import {
  DEMO_LOGINS,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
} from './support/fixtures';
import { isoDay } from './support/journey';
import { mailsTo } from './support/mailbox';

/*
 * Bookings (issue 24) on the phone, in both languages: the office assigns two
 * demo staff members to a new pair; one of them finds the request under
 * "Meine Einsätze" (angefragt) and confirms it; the office's pair page shows
 * "zugesagt" and the count, and records the other's confirmation by phone.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.use({ viewport: { width: 390, height: 844 } });

async function post(
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
    title: 'Meine Einsätze',
    requested: 'angefragt',
    confirmed: 'zugesagt',
    confirm: 'Zusagen',
    counts: (c: number, o: number) => `Zugesagt: ${String(c)} · Offen: ${String(o)} · Abgesagt: 0`,
    byPhone: (name: string) => `${name}: telefonisch zugesagt`,
    phoneDone: 'telefonisch zugesagt',
    card: 'Sehen, wo Sie eingeplant sind, und Einsätze zusagen oder absagen.',
  },
  en: {
    title: 'My bookings',
    requested: 'requested',
    confirmed: 'confirmed',
    confirm: 'Confirm',
    counts: (c: number, o: number) => `Confirmed: ${String(c)} · Open: ${String(o)} · Declined: 0`,
    byPhone: (name: string) => `${name}: confirmed by phone`,
    phoneDone: 'confirmed by phone',
    card: 'See where you are booked, and confirm or decline bookings.',
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`a booking is requested, confirmed on the phone and counted by the office (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const text = TEXTS[locale];
    await loginAs(page, 'office');
    const stamp = `${locale}${String(Date.now())}`;
    const customer = await post(page.request, 'post', 'kunden', { name: `E2E Einsatz ${stamp}` });
    const fair = await post(page.request, 'post', 'messen', {
      name: `E2E Einsatzmesse ${stamp}`,
      city: 'Leipzig',
      date_start: isoDay(3),
      date_end: isoDay(5),
    });
    const pair = `messen/${String(fair.id)}/kunden/${String(customer.id)}`;
    await post(page.request, 'put', pair);
    const staff = await staffId(page.request, DEMO_LOGINS.staff.email);
    const other = await staffId(page.request, DEMO_LOGINS.contract.email);
    const mailsBefore = (await mailsTo(DEMO_LOGINS.staff.email)).length;
    await post(page.request, 'post', `${pair}/personal`, { bewerber_ids: [staff, other] });
    await post(page.request, 'put', `${pair}/treffpunkt`, {
      meeting_point: 'Halle 2, Eingang Ost',
      meeting_time: '07:30',
      supervisor_phone: '',
    });
    await expect
      .poll(async () => (await mailsTo(DEMO_LOGINS.staff.email)).length, { timeout: 15_000 })
      .toBeGreaterThan(mailsBefore);

    // The staff member, on the phone: home's card, then the booking, requested.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const staffPage = await phone.newPage();
    await loginAs(staffPage, 'staff');
    await staffPage.goto(`/${locale}`);
    await staffPage.getByRole('link', { name: new RegExp(text.title) }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const card = staffPage.getByRole('article', { name: new RegExp(`E2E Einsatzmesse ${stamp}`) });
    await expect(card.getByText(text.requested, { exact: true })).toBeVisible();
    await expect(card.getByText('Halle 2, Eingang Ost, 07:30')).toBeVisible();
    await expectNoSeriousA11yViolations(staffPage);
    await card.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(card.getByText(text.confirmed, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(staffPage);
    await phone.close();

    // The office sees the confirmation and the counts, and confirms the other by phone.
    await page.goto(`/${locale}/buero/${pair}`);
    await expect(page.getByText(text.counts(1, 1))).toBeVisible();
    const staffName = DEMO_LOGINS.staff.name.split(' ');
    const staffRow = page.getByRole('row', {
      name: new RegExp(`${staffName[1] ?? ''}, ${staffName[0] ?? ''}`),
    });
    await expect(staffRow.getByText(text.confirmed, { exact: true })).toBeVisible();
    const otherName = DEMO_LOGINS.contract.name.split(' ');
    const rowName = `${otherName[1] ?? ''}, ${otherName[0] ?? ''}`;
    await page.getByRole('button', { name: text.byPhone(rowName) }).click();
    await expect(page.getByText(text.counts(2, 0))).toBeVisible();
    await expect(
      page
        .getByRole('row', { name: new RegExp(rowName) })
        .getByText(text.phoneDone, { exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

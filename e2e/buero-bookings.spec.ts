import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  DEMO_LOGINS,
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
} from './support/fixtures';
import { isoDay } from './support/journey';

/*
 * The office's side of bookings (issue 24), for staff and supervisors, at
 * tablet and phone sizes, in both languages: the office books two staff
 * members and the demo supervisor on a new pair; one staff member declines
 * with a reason, the supervisor declines on the tablet's start page (the
 * pair leaves their list); the office's pair page shows each state and the
 * counts, filters by state, and records confirmations by phone. axe clean.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const TEXTS = {
  de: {
    staffTitle: /^Personal auf diesem Einsatz/,
    supervisorTitle: 'Aufsicht (Zeiterfassung)',
    counts: (c: number, o: number, d: number) =>
      `Zugesagt: ${String(c)} · Offen: ${String(o)} · Abgesagt: ${String(d)}`,
    showStaff: 'Personal anzeigen',
    showSupervisors: 'Aufsicht anzeigen',
    declinedOption: 'Abgesagt',
    openOption: 'Offen',
    allOption: 'Alle',
    requested: 'angefragt',
    declined: (reason: string) => `abgesagt: „${reason}“`,
    byPhone: (name: string) => `${name}: telefonisch zugesagt`,
    phoneDone: 'telefonisch zugesagt',
    decline: 'Absagen',
    reason: 'Grund (optional)',
    send: 'Absage senden',
  },
  en: {
    staffTitle: /^Staff on this assignment/,
    supervisorTitle: 'Supervisors (time tracking)',
    counts: (c: number, o: number, d: number) =>
      `Confirmed: ${String(c)} · Open: ${String(o)} · Declined: ${String(d)}`,
    showStaff: 'Show staff',
    showSupervisors: 'Show supervisors',
    declinedOption: 'Declined',
    openOption: 'Open',
    allOption: 'All',
    requested: 'requested',
    declined: (reason: string) => `declined: “${reason}”`,
    byPhone: (name: string) => `${name}: confirmed by phone`,
    phoneDone: 'confirmed by phone',
    decline: 'Decline',
    reason: 'Reason (optional)',
    send: 'Send decline',
  },
} as const;

const SIZES = {
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

async function write(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const response = await request[method](`/app/api/${url}`, { headers: XHR, data });
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

/** A new pair with two staff members and the demo supervisor booked (all requested). */
async function bookedPair(page: Page, stamp: string) {
  const customer = await write(page.request, 'post', 'buero/kunden', {
    name: `E2E Buchung ${stamp}`,
  });
  const fair = await write(page.request, 'post', 'buero/messen', {
    name: `E2E Buchungsmesse ${stamp}`,
    city: 'Köln',
    date_start: isoDay(4),
    date_end: isoDay(6),
  });
  const pair = `messen/${String(fair.id)}/kunden/${String(customer.id)}`;
  const attached = (await write(page.request, 'put', `buero/${pair}`)) as unknown as {
    supervisor_options: { id: number; email: string }[];
  };
  const supervisor = attached.supervisor_options.find(
    (option) => option.email === DEMO_LOGINS.supervisor.email,
  );
  if (!supervisor) throw new Error('no demo supervisor');
  const staff = await staffId(page.request, DEMO_LOGINS.staff.email);
  const other = await staffId(page.request, DEMO_LOGINS.contract.email);
  await write(page.request, 'post', `buero/${pair}/personal`, { bewerber_ids: [staff, other] });
  await write(page.request, 'post', `buero/${pair}/aufsicht`, { user_ids: [supervisor.id] });
  return { pair, fairId: fair.id, customerId: customer.id, fairName: `E2E Buchungsmesse ${stamp}` };
}

/** The staff member declines on their phone (through the API their screen calls). */
async function staffDeclines(browser: Browser, fairId: number, customerId: number, reason: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, 'staff');
  await write(page.request, 'post', `einsaetze/${String(fairId)}/${String(customerId)}/absagen`, {
    reason,
  });
  await context.close();
}

const nameOf = (full: string) => {
  const [first, last] = full.split(' ');
  return `${last ?? ''}, ${first ?? ''}`;
};

for (const [locale, size] of [
  ['de', 'tablet'],
  ['en', 'phone'],
  ['de', 'phone'],
  ['en', 'tablet'],
] as const) {
  test(`the office sees states, counts and filters, confirms by phone – staff and supervisors (${locale}, ${size})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const text = TEXTS[locale];
    await page.setViewportSize(SIZES[size]);
    await loginAs(page, 'office');
    const booked = await bookedPair(page, `${locale}${size}${String(Date.now())}`);
    await staffDeclines(browser, booked.fairId, booked.customerId, 'Prüfung');

    // The supervisor declines on the tablet's start page: the pair leaves the list.
    const tablet = await browser.newContext({ viewport: SIZES[size] });
    const supervisorPage = await tablet.newPage();
    await loginAs(supervisorPage, 'supervisor');
    await supervisorPage.goto(`/${locale}/stundenerfassung`);
    const item = supervisorPage.getByRole('listitem').filter({ hasText: booked.fairName });
    await expect(item.getByText(text.requested, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(supervisorPage);
    await item.getByRole('button', { name: text.decline, exact: true }).click();
    await item.getByLabel(text.reason).fill('Andere Messe');
    await item.getByRole('button', { name: text.send }).click();
    await expect(item).toHaveCount(0, { timeout: 15_000 });
    await tablet.close();

    await page.goto(`/${locale}/buero/${booked.pair}`);
    const staff = page.getByRole('region', { name: text.staffTitle });
    const supervisors = page.getByRole('region', { name: text.supervisorTitle });
    await expect(staff.getByText(text.counts(0, 1, 1))).toBeVisible();
    await expect(supervisors.getByText(text.counts(0, 0, 1))).toBeVisible();
    const staffName = nameOf(DEMO_LOGINS.staff.name);
    const otherName = nameOf(DEMO_LOGINS.contract.name);
    await expect(
      staff.getByRole('row', { name: new RegExp(staffName) }).getByText(text.declined('Prüfung')),
    ).toBeVisible();
    await expect(supervisors.getByText(text.declined('Andere Messe'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Filter by state: only the declined, then only the open.
    await staff.getByLabel(text.showStaff).selectOption({ label: text.declinedOption });
    await expect(staff.getByRole('row', { name: new RegExp(staffName) })).toBeVisible();
    await expect(staff.getByRole('row', { name: new RegExp(otherName) })).toHaveCount(0);
    await staff.getByLabel(text.showStaff).selectOption({ label: text.openOption });
    await expect(staff.getByRole('row', { name: new RegExp(otherName) })).toBeVisible();
    await expect(staff.getByRole('row', { name: new RegExp(staffName) })).toHaveCount(0);
    await supervisors.getByLabel(text.showSupervisors).selectOption({ label: text.openOption });
    await expect(supervisors.getByText(DEMO_LOGINS.supervisor.name)).toHaveCount(0);
    await supervisors.getByLabel(text.showSupervisors).selectOption({ label: text.allOption });
    await expect(supervisors.getByText(DEMO_LOGINS.supervisor.name)).toBeVisible();

    // Confirmations by phone: the open staff member, and the supervisor after all.
    await staff.getByRole('button', { name: text.byPhone(otherName) }).click();
    await expect(staff.getByText(text.counts(1, 0, 1))).toBeVisible();
    await staff.getByLabel(text.showStaff).selectOption({ label: text.allOption });
    await expect(
      staff
        .getByRole('row', { name: new RegExp(otherName) })
        .getByText(text.phoneDone, { exact: true }),
    ).toBeVisible();
    await supervisors
      .getByRole('button', { name: text.byPhone(DEMO_LOGINS.supervisor.name) })
      .click();
    await expect(supervisors.getByText(text.counts(1, 0, 0))).toBeVisible();
    await expect(supervisors.getByText(text.phoneDone, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fillStep1, fillWizardFirstStep, type JourneyLocale, TEXT } from '../bewerbung-steps';
import { linkFrom, waitForMail } from './mailbox';

/*
 * Steps of a person's way through the portal that several specs walk: the
 * application (step 1, the mail, step 2 through its link), the office's
 * decision, the invitation's password link. Each waits for visible state, never
 * for a fixed time.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** The outbox sends on its own schedule; on a loaded machine a mail may take a while. */
export const MAIL_TIMEOUT = 30_000;
/** For answers that need server work (a photo to process, a mail to queue): bounded, not tight. */
const SERVER_TIMEOUT = { timeout: 15_000 };

/** Sends step 1 and returns the step-2 link of the mail that arrives over SMTP. */
export async function sendApplication(
  page: Page,
  locale: JourneyLocale,
  person: { email: string; firstname: string; lastname: string },
): Promise<URL> {
  const text = TEXT[locale];
  await page.goto(`/${locale}/bewerbung`);
  await fillStep1(page, locale, person.email, { student: false, ...person });
  await page.getByRole('button', { name: text.send }).click();
  await expect(page.getByRole('status').filter({ hasText: text.success1 })).toBeVisible(
    SERVER_TIMEOUT,
  );
  return new URL(
    linkFrom(await waitForMail(person.email, MAIL_TIMEOUT), `/${locale}/bewerbung/step2`),
  );
}

/** Completes both wizard steps of step 2 through the mailed link. */
export async function completeStep2(page: Page, locale: JourneyLocale, link: URL): Promise<void> {
  const text = TEXT[locale];
  await page.goto(link.pathname + link.search);
  await fillWizardFirstStep(page, locale, false);
  await page.getByRole('button', { name: text.next }).click();
  await page.getByRole('checkbox', { name: text.privacy2 }).check();
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('status').filter({ hasText: text.success })).toBeVisible(
    SERVER_TIMEOUT,
  );
}

/** Opens an applicant's detail through the office list's search (German screens). */
export async function openApplicant(page: Page, search: string, name: string): Promise<void> {
  await page.goto(`/de/buero/bewerbungen?q=${encodeURIComponent(search)}`);
  await page.getByRole('table').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Entscheidung' })).toBeVisible();
}

/** Finds an applicant as the office does: the list's search form, then the hit's detail. */
export async function searchApplicant(page: Page, search: string, name: string): Promise<void> {
  await page.goto('/de/buero/bewerbungen');
  const filter = page.getByRole('search', { name: 'Filter' });
  await filter.getByLabel('Name oder E-Mail beginnt mit').fill(search);
  await filter.getByRole('button', { name: 'Anwenden' }).click();
  const rows = page.getByRole('table').getByRole('row');
  // The header and the one hit: the search narrowed the list.
  await expect(rows).toHaveCount(2, SERVER_TIMEOUT);
  await rows.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Entscheidung' })).toBeVisible();
}

/** Accepts the open applicant's application in the office; the invitation goes out. */
export async function acceptApplication(page: Page, fullName: string): Promise<void> {
  const decision = page.getByRole('region', { name: 'Entscheidung' });
  await decision.getByRole('button', { name: 'Annehmen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bewerbung annehmen' });
  await dialog.getByRole('button', { name: 'Annehmen und einladen' }).click();
  await expect(dialog).toBeHidden(SERVER_TIMEOUT);
  await expect(decision.getByRole('status')).toContainText(
    `Die Einladung an ${fullName}`,
    SERVER_TIMEOUT,
  );
}

/** Sets the password through the invitation's link; the portal opens the master data. */
export async function setPasswordThroughLink(page: Page, link: URL, password: string) {
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort bestätigen').fill(password);
  await page.getByRole('button', { name: 'Passwort festlegen' }).click();
  await expect(page).toHaveURL(/\/de\/stammdaten$/, SERVER_TIMEOUT);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Stammdaten');
}

/** yyyy-MM-dd of today plus some days (the browser's Berlin calendar). */
export function isoDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A fair with a customer attached, made through the office's API (the office
 * session must be in `request`): set-up for specs whose subject is not the
 * fairs screen itself (e2e/buero-messen.spec.ts walks that one).
 */
export async function createPairThroughApi(
  request: APIRequestContext,
  fair: { name: string; city: string; date_start: string; date_end: string },
  customerName: string,
): Promise<{ messeId: number; customerId: number }> {
  const created = await request.post('/app/api/buero/messen', { headers: XHR, data: fair });
  expect(created.status(), await created.text()).toBe(201);
  const customer = await request.post('/app/api/buero/kunden', {
    headers: XHR,
    data: { name: customerName },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const messeId = ((await created.json()) as { id: number }).id;
  const customerId = ((await customer.json()) as { id: number }).id;
  const attached = await request.put(
    `/app/api/buero/messen/${String(messeId)}/kunden/${String(customerId)}`,
    { headers: XHR },
  );
  expect(attached.ok(), await attached.text()).toBe(true);
  return { messeId, customerId };
}

/** A further customer, made and attached to the fair through the office's API. */
export async function attachCustomerThroughApi(
  request: APIRequestContext,
  messeId: number,
  customerName: string,
): Promise<number> {
  const customer = await request.post('/app/api/buero/kunden', {
    headers: XHR,
    data: { name: customerName },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const attached = await request.put(
    `/app/api/buero/messen/${String(messeId)}/kunden/${String(customerId)}`,
    { headers: XHR },
  );
  expect(attached.ok(), await attached.text()).toBe(true);
  return customerId;
}

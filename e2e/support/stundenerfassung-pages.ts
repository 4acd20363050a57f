import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type {
  TimeTrackingCustomerSheet,
  TimeTrackingMessenList,
} from '@domain/stundenerfassung/stundenerfassung';
import {
  TIME_TRACKING_PASSWORD,
  TIME_TRACKING_SCENARIOS,
  type TimeTrackingScenario,
} from './stundenerfassung-seed';

/*
 * Page helpers of the time-tracking specs: login as a scenario's supervisor,
 * find seeded ids through the API, read what the server holds, draw a signature.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export async function loginTt(page: Page, scenario: TimeTrackingScenario): Promise<void> {
  const response = await page.request.post('/app/api/auth/login', {
    headers: XHR,
    data: {
      email: TIME_TRACKING_SCENARIOS[scenario].email,
      password: TIME_TRACKING_PASSWORD,
      locale: 'de',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export type SeededPair = {
  messeName: string;
  messeId: number;
  customerId: number;
  dateStart: string;
  dateEnd: string;
  staff: { id: number; name: string }[];
};

/** What the server holds for a pair (the supervisor's session must be in `request`). */
export async function serverSheet(
  request: APIRequestContext,
  messeId: number,
  customerId: number,
): Promise<TimeTrackingCustomerSheet> {
  const response = await request.get(
    `/app/api/stundenerfassung/customer/${messeId}/${customerId}`,
    {
      headers: XHR,
    },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TimeTrackingCustomerSheet;
}

/** The ids of a seeded pair, found by its unique customer name. */
export async function findPair(
  request: APIRequestContext,
  customerName: string,
): Promise<SeededPair> {
  const response = await request.get('/app/api/stundenerfassung', { headers: XHR });
  expect(response.status()).toBe(200);
  const list = (await response.json()) as TimeTrackingMessenList;
  for (const messe of list) {
    const customer = messe.customers.find((c) => c.name === customerName);
    if (!customer) continue;
    const sheet = await serverSheet(request, messe.id, customer.id);
    return {
      messeName: messe.name,
      messeId: messe.id,
      customerId: customer.id,
      dateStart: messe.date_start,
      dateEnd: messe.date_end,
      staff: sheet.staff.map((s) => ({ id: s.id, name: s.name })),
    };
  }
  throw new Error(`pair of ${customerName} not found`);
}

/** Draws a short zig-zag on a signature canvas with the mouse. */
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature canvas not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 30 + step * 20, y + (step % 2 === 0 ? -25 : 25), { steps: 4 });
  }
  await page.mouse.up();
}

/** The person of a seeded pair by full name. */
export function person(pair: SeededPair, name: string): { id: number; name: string } {
  const found = pair.staff.find((s) => s.name === name);
  if (!found) throw new Error(`${name} is not on the pair`);
  return found;
}

/** Fills the time form (clock values as shown, e.g. '08:00') and saves it. */
export async function fillTimeForm(
  page: Page,
  values: { start: string; end: string; pause: number },
): Promise<void> {
  // Start and end offer the whole day; a start past the end pulls the end
  // along, so start-then-end works for any shift.
  await page.getByLabel(/^(Beginn|Start)$/).selectOption({ label: values.start });
  await page.getByLabel(/^(Ende|End)$/).selectOption({ label: values.end });
  await page.getByLabel(/^(Pause|Break)$/).selectOption({ label: `${values.pause} Minuten` });
  await page.getByRole('button', { name: 'Speichern' }).click();
  // The save is a Dexie transaction and a navigation; on a CI machine running
  // several browsers at once it was seen to take longer than the default 7 s.
  await expect(page.getByText('Auf diesem Gerät gespeichert', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
}

/** The time-form URL of one person on one day. */
export function timeFormUrl(pair: SeededPair, staffId: number, day: string, locale = 'de'): string {
  return `/${locale}/stundenerfassung/${pair.messeId}/${pair.customerId}/${staffId}/${day}`;
}

/** How many entries the device's outbox holds (read straight from IndexedDB). */
export async function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('mp-stundenerfassung');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** The global sync badge in the status bar under the header. */
export function syncBadge(page: Page): Locator {
  return page.locator('.sync-badge');
}

/** One person's row of the day list (the date view's work surface). */
export function dayRow(page: Page, name: string): Locator {
  return page
    .getByTestId('day-row')
    .filter({ has: page.getByRole('link', { name: `${name}: alle Tage`, exact: true }) });
}

/** The spinbutton of one value in a person's day row ('Beginn', 'Ende', 'Pause'). */
export function dayValue(row: Locator, label: 'Beginn' | 'Ende' | 'Pause'): Locator {
  return row.getByRole('spinbutton', { name: new RegExp(`^${label} von `) });
}

/** Start, end, break and total as a day row shows them. */
export async function expectDayRow(
  row: Locator,
  values: { start: string; end: string; pause: string; total: string },
): Promise<void> {
  await expect(dayValue(row, 'Beginn')).toHaveAttribute('aria-valuetext', values.start);
  await expect(dayValue(row, 'Ende')).toHaveAttribute('aria-valuetext', values.end);
  await expect(dayValue(row, 'Pause')).toHaveAttribute('aria-valuetext', values.pause);
  await expect(row).toContainText(values.total);
}

/** Start and end as a day row shows them. */
export async function expectDayTimes(row: Locator, start: string, end: string): Promise<void> {
  await expect(dayValue(row, 'Beginn')).toHaveAttribute('aria-valuetext', start);
  await expect(dayValue(row, 'Ende')).toHaveAttribute('aria-valuetext', end);
}

import { mkdir } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, loginAs, test } from './support/fixtures';
import { PAYROLL_E2E } from './support/payroll-seed';
import { E2E_BASE_URL } from './support/ports';
import { isoDay } from './support/stundenerfassung-seed';

/*
 * The audit as a clerk reads it (docs/product/data-retention.md): the seeded
 * supervisor changes a time through the real API (18:00, then 17:00); the
 * fair's audit names the person, fair, customer and day with links back and
 * says 'Ende 18:00 → 17:00', in German and English, at 1280 and 1024, axe
 * clean. BUERO_SHOTS_DIR=/tmp/… also writes screenshots (390 px too).
 */

const SHOTS = process.env.BUERO_SHOTS_DIR;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const DAY = isoDay(0);

type Sheet = { staff: { id: number; lastname: string }[] };

let fairId = 0;

test.beforeAll(async ({ playwright }) => {
  const tablet = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.175' },
  });
  try {
    const login = await tablet.post('/app/api/auth/login', {
      headers: XHR,
      data: PAYROLL_E2E.supervisor,
    });
    expect(login.status(), await login.text()).toBe(200);
    const fairs = (await (
      await tablet.get('/app/api/stundenerfassung', { headers: XHR })
    ).json()) as {
      id: number;
      name: string;
      customers: { id: number; name: string }[];
    }[];
    const fair = fairs.find((item) => item.name === PAYROLL_E2E.auditFair);
    const customer = fair?.customers.find((item) => item.name === PAYROLL_E2E.auditCustomer);
    if (!fair || !customer) throw new Error('the audit pair is not on the tablet');
    fairId = fair.id;
    const pair = `${String(fair.id)}/${String(customer.id)}`;
    const sheet = (await (
      await tablet.get(`/app/api/stundenerfassung/customer/${pair}`, { headers: XHR })
    ).json()) as Sheet;
    const paula = sheet.staff.find((person) => person.lastname === PAYROLL_E2E.paula.lastname);
    if (!paula) throw new Error('Paula is not on the sheet');
    for (const end of [18 * 60, 17 * 60]) {
      const saved = await tablet.post(
        `/app/api/stundenerfassung/staff/${pair}/${String(paula.id)}/${DAY}`,
        { headers: XHR, data: { time_start: 9 * 60, time_end: end, time_break: 30 } },
      );
      expect(saved.status(), await saved.text()).toBe(200);
    }
  } finally {
    await tablet.dispose();
  }
});

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.176' });
});

const TEXT = {
  de: {
    action: 'Zeit erfasst oder geändert',
    change: 'Ende 18:00 → 17:00',
    sheet: /^Stundenzettel, \d\d\.\d\d\.\d{4}$/,
  },
  en: {
    action: 'Time recorded or changed',
    change: 'End 18:00 → 17:00',
    sheet: /^Timesheet, \d\d\/\d\d\/\d{4}$/,
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test(`the fair's audit reads in words with links back (${locale}, 1280 and 1024)`, async ({
    page,
  }) => {
    const text = TEXT[locale];
    await loginAs(page, 'office');
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${locale}/buero/messen/${String(fairId)}/protokoll`);
      const row = page
        .getByRole('row')
        .filter({ hasText: text.action })
        .filter({ hasText: text.change });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: 'Paula Lohnliste' })).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/buero/personal/\\d+$`),
      );
      await expect(
        row.getByRole('link', { name: `${PAYROLL_E2E.auditFair} · ${PAYROLL_E2E.auditCustomer}` }),
      ).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/buero/messen/${String(fairId)}/kunden/\\d+$`),
      );
      await expect(row.getByRole('link', { name: text.sheet })).toHaveAttribute(
        'href',
        /\/kunden\/\d+\/zeiten$/,
      );
      await expect(row).toContainText('Petra Protokoll');
      // No keys or minutes since midnight.
      await expect(page.getByText(/times:\d|"time_end"|1020|1080/)).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) {
        await mkdir(SHOTS, { recursive: true });
        await page.screenshot({
          path: `${SHOTS}/protokoll-messe-${locale}-${String(width)}.png`,
          fullPage: true,
        });
      }
    }
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/protokoll-messe-${locale}-390.png`, fullPage: true });
    }
    // The person's link leads to the staff detail; their own audit reads alike.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByRole('row')
      .filter({ hasText: text.change })
      .getByRole('link', { name: 'Paula Lohnliste' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paula Lohnliste' })).toBeVisible();
  });
}

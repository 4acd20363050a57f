import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';
import { DEMO_LOGINS } from '@server/tools/demo/logins';

export type DemoUser = keyof typeof DEMO_LOGINS;

/** Logs in through the API (the context shares the session cookie with the page). */
export async function loginAs(page: Page, who: DemoUser): Promise<void> {
  const { email, password } = DEMO_LOGINS[who];
  const response = await page.request.post('/app/api/auth/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { email, password, locale: 'de' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fails on any serious or critical axe violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A react-aria button that was pending announces through a live region for 7 s an
  // element (role img) labelled by the button, which may be gone by then (a dialog
  // closed): a transient of the library, not the screen. axe looks at the settled page.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 8_000,
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/** Waits until the page is controlled by the portal's service worker. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 10_000,
    })
    .toBe(true);
}

/** The login screen's two forms, scoped so their e-mail fields are distinct. */
export function loginForms(page: Page) {
  return {
    login: page.getByRole('form', { name: /^(Anmelden|Log in)$/ }),
    forgotten: page.getByRole('form', { name: /Passwort vergessen|Forgot/ }),
  };
}

export { DEMO_LOGINS, expect };
export const test = base;

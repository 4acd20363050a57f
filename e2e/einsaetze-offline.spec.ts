import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
  waitForServiceWorkerControl,
} from './support/fixtures';

/*
 * "Meine Einsätze" offline after one online visit (issue 24), with the real
 * service worker: it serves the app shell, never the API answer (ADR 0004);
 * the page shows its kept copy with its age, answers disabled with the
 * reason. A logout takes the copy off the device. Only reads the demo staff
 * login's seeded bookings (server/tools/demo/bookings.ts).
 */

const TEXTS = {
  de: {
    title: 'Meine Einsätze',
    age: /^Offline – gespeicherter Stand: \d{2}\.\d{2}\.\d{4}/,
    confirm: 'Zusagen',
    why: 'Ohne Verbindung können Sie nicht zusagen oder absagen.',
    logout: 'Abmelden',
    menu: 'Menü',
  },
  en: {
    title: 'My bookings',
    age: /^Offline – saved data as of \d{2}\/\d{2}\/\d{4}/,
    confirm: 'Confirm',
    why: 'Without a connection you cannot confirm or decline.',
    logout: 'Log out',
    menu: 'Menu',
  },
} as const;

const KEPT = 'messe-personal:einsaetze';

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['de', 'en'] as const) {
  test(`the bookings and their age show after a reload offline (${locale})`, async ({
    page,
    context,
  }) => {
    const text = TEXTS[locale];
    await loginAs(page, 'staff');
    await page.goto(`/${locale}/einsaetze`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('article', { name: /Agritechnica/ })).toBeVisible();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const requested = page.getByRole('article', { name: /Agritechnica/ });
      await expect(requested).toBeVisible();
      await expect(page.getByRole('article', { name: /Frankfurter Buchmesse/ })).toBeVisible();
      await expect(page.getByText(text.age)).toBeVisible();
      await expect(page.getByText(text.why)).toBeVisible();
      await expect(requested.getByRole('button', { name: text.confirm })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.setOffline(false);
    }

    // A logout takes the kept copy off the device.
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT)).toContain('Agritechnica');
    await page.getByRole('button', { name: text.menu }).click();
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login`));
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT)).toBeNull();
  });
}

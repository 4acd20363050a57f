import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  test,
  waitForServiceWorkerControl,
} from './support/fixtures';

/*
 * "Benachrichtigungen" (issue 24) on the phone and the tablet, in both
 * languages: the choices per channel are saved and come back after a reload;
 * a push delivered to the real service worker (CDP) shows its notification.
 * PUSH_SHOTS_DIR=/tmp/… also writes screenshots.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const SHOTS = process.env.PUSH_SHOTS_DIR;
const ALL = ['request', 'change', 'cancel', 'reminder'];

const TEXTS = {
  de: {
    link: 'Benachrichtigungen einstellen',
    title: 'Benachrichtigungen',
    requestByMail: 'Neue Anfrage per E-Mail',
    reminderByPush: 'Erinnerung 48 Stunden vorher per Push',
    save: 'Auswahl speichern',
    saved: 'Ihre Auswahl ist gespeichert.',
    allow: 'Benachrichtigungen erlauben',
  },
  en: {
    link: 'Notification settings',
    title: 'Notifications',
    requestByMail: 'New request by Email',
    reminderByPush: 'Reminder 48 hours before by Push',
    save: 'Save choices',
    saved: 'Your choices are saved.',
    allow: 'Allow notifications',
  },
} as const;

async function resetChoices(page: Page) {
  const reset = await page.request.put('/app/api/einsaetze/benachrichtigungen', {
    headers: XHR,
    data: { mail: ALL, push: ALL },
  });
  expect(reset.status()).toBe(200);
}

for (const locale of ['de', 'en'] as const) {
  test(`the choices per channel are saved and come back (${locale})`, async ({ page }) => {
    const text = TEXTS[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'contract');
    await resetChoices(page);
    await page.goto(`/${locale}/einsaetze`);
    await page.getByRole('link', { name: text.link }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/einsaetze/benachrichtigungen$`));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const requestByMail = page.getByRole('checkbox', { name: text.requestByMail });
    const reminderByPush = page.getByRole('checkbox', { name: text.reminderByPush });
    await expect(requestByMail).toBeChecked();
    // Keyboard only: focus the box, space toggles it, the button saves.
    await requestByMail.focus();
    await page.keyboard.press('Space');
    await reminderByPush.uncheck();
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/${locale}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.screenshot({ path: `${SHOTS}/${locale}-1024.png`, fullPage: true });
    }
    await page.reload();
    await expect(page.getByRole('checkbox', { name: text.requestByMail })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: text.reminderByPush })).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: text.requestByMail.replace(/E-?mail/i, 'Push') }),
    ).toBeChecked();
    await resetChoices(page);
  });
}

test('a push delivered to the service worker shows its notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await loginAs(page, 'contract');
  await page.goto('/de/einsaetze/benachrichtigungen');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('button', { name: TEXTS.de.allow })).toBeVisible();

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'Neue Einsatzanfrage',
      body: 'E2E-Messe: Bitte sagen Sie zu oder ab.',
      url: '/de/einsaetze',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
      }),
    )
    .toEqual([
      {
        title: 'Neue Einsatzanfrage',
        body: 'E2E-Messe: Bitte sagen Sie zu oder ab.',
        data: { url: `${origin}/de/einsaetze` },
      },
    ]);
});

test('allowing push registers this device with the server; turning it off removes it', async ({
  page,
  context,
}) => {
  // Headless Chromium has no push service: the browser's PushManager is stood in for,
  // with a real P-256 key and secret, so the server accepts and stores the device.
  await context.grantPermissions(['notifications']);
  const subscription = {
    endpoint: `https://127.0.0.1:9/push/e2e-${String(Date.now())}`,
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await page.addInitScript((fake) => {
    let current: object | null = null;
    const made = {
      endpoint: fake.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => ({
        endpoint: fake.endpoint,
        expirationTime: null,
        keys: { p256dh: fake.p256dh, auth: fake.auth },
      }),
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    };
    const manager = PushManager.prototype as unknown as Record<string, unknown>;
    manager.getSubscription = () => Promise.resolve(current);
    manager.subscribe = () => {
      current = made;
      return Promise.resolve(made);
    };
  }, subscription);
  await loginAs(page, 'contract');
  await page.goto('/de/einsaetze/benachrichtigungen');
  await page.getByRole('button', { name: TEXTS.de.allow }).click();
  await expect(page.getByText('Dieses Gerät erhält Push-Benachrichtigungen.')).toBeVisible();
  await expect(page.getByText('Push ist auf 1 Ihrer Geräte eingeschaltet.')).toBeVisible();
  await page.getByRole('button', { name: 'Auf diesem Gerät ausschalten' }).click();
  await expect(page.getByRole('button', { name: TEXTS.de.allow })).toBeVisible();
  await expect(page.getByText('Push ist auf keinem Ihrer Geräte eingeschaltet.')).toBeVisible();
});

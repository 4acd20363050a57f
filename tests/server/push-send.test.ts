import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@server/areas/einsaetze/today';
import { pushOutbox, pushSubscriptions } from '@server/platform/db/schema/season';
import { mailOutbox } from '@server/platform/db/schema/system';
import { createMesseCustomer, createStaffUser, sessionCookieFor } from '@tests/support/factories';
import {
  checkVapid,
  type Device,
  type PushService,
  startPushService,
} from '@tests/support/push-service';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * Web Push of booking events (issue 24), for real: a local push service
 * receives each message with its VAPID headers, and the test decrypts it with
 * the device's keys (RFC 8291) and checks the payload. Sent once per event,
 * off the request; 410 removes the device, 500 is retried.
 */

let t: TestApp;
let service: PushService;
let office: string;
const lines: string[] = [];

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({
    pushAgent: service.agent,
    // Retries due at once, so a test drains them without waiting.
    outbox: { retryBaseMs: 1, retryMaxMs: 1, pollMs: 60_000 },
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
  ({ cookie: office } = await createOfficeUser(t.db));
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const shift = (days: number) => {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
type Pair = { messeId: number; customerId: number };
const pairUrl = (pair: Pair) => `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
const devices: Device[] = [];

async function personWithDevice(locale: 'de' | 'en' = 'de') {
  const { user, bewerber } = await createStaffUser(t.db, { user: { locale } });
  const cookie = await sessionCookieFor(t.db, user.id);
  const device = service.device();
  devices.push(device);
  const subscribed = await send(t.app, 'POST', '/app/api/einsaetze/push/geraete', cookie, {
    ...device.subscription,
    expirationTime: null,
  });
  expect(subscribed.statusCode, subscribed.body).toBe(204);
  return { user, bewerber, cookie, device };
}

async function book(pair: Pair, ...ids: number[]) {
  const added = await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, {
    bewerber_ids: ids,
  });
  expect(added.statusCode, added.body).toBe(200);
}

async function deliver() {
  await t.app.pushOutbox.drain();
  await t.app.pushOutbox.drain();
}

const to = (device: Device) => service.received.filter((r) => r.path === device.path);

describe('a booking request', () => {
  it('reaches the device encrypted, with VAPID, TTL and the payload in the person locale, once', async () => {
    const ben = await personWithDevice('en');
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    await book(pair, ben.bewerber.id);
    await deliver();
    await deliver();
    const [message, ...more] = to(ben.device);
    expect(more).toHaveLength(0);
    if (!message) throw new Error('no push received');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThanOrEqual(3600);
    const vapid = checkVapid(message.headers.authorization ?? '');
    expect(vapid.aud).toBe(service.origin);
    expect(vapid.key).toBe(t.config.vapid?.publicKey);
    expect(vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapid.sub).toMatch(/^(mailto:|https:)/);
    const payload = JSON.parse(ben.device.decrypt(message.body)) as Record<string, string>;
    expect(payload).toEqual({
      title: 'New booking request',
      body: `${pair.messe.name}: Please confirm or decline.`,
      url: '/en/einsaetze',
    });
    // Nothing about the person beyond the fair's name.
    const plain = JSON.stringify(payload);
    for (const word of [
      ben.user.email,
      ben.user.firstname,
      ben.user.lastname,
      pair.customer.name,
    ]) {
      expect(plain).not.toContain(word);
    }
    expect(await t.db.select().from(pushOutbox)).toHaveLength(0);
  });

  it('a change and a cancellation push in German; the mail goes only where mail is chosen', async () => {
    const anna = await personWithDevice('de');
    const saved = await send(t.app, 'PUT', '/app/api/einsaetze/benachrichtigungen', anna.cookie, {
      mail: ['request'],
      push: ['change', 'cancel'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pair = await createMesseCustomer(t.db, { dateStart: shift(10), dateEnd: shift(12) });
    await book(pair, anna.bewerber.id);
    await send(t.app, 'PUT', `${pairUrl(pair)}/treffpunkt`, office, {
      meeting_point: 'Eingang Nord',
      meeting_time: '07:45',
      supervisor_phone: '',
    });
    await send(t.app, 'POST', `${pairUrl(pair)}/personal/entfernen`, office, {
      bewerber_ids: [anna.bewerber.id],
    });
    await deliver();
    const titles = to(anna.device).map(
      (m) => (JSON.parse(anna.device.decrypt(m.body)) as { title: string }).title,
    );
    // No push of the request (not chosen); the change and the cancellation.
    expect(titles.sort()).toEqual(['Einsatz abgesagt', 'Einsatz geändert']);
    const mails = await t.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, anna.user.email));
    expect(mails.map((m) => m.kind)).toEqual(['booking_requested']);
  });
});

describe('the push service answers', () => {
  it('410: the device is removed, nothing is retried; 404 the same', async () => {
    const gone = await personWithDevice();
    const lost = await personWithDevice();
    service.answer(gone.device.path, 410);
    service.answer(lost.device.path, 404);
    await book(
      await createMesseCustomer(t.db, { dateStart: shift(5), dateEnd: shift(6) }),
      gone.bewerber.id,
      lost.bewerber.id,
    );
    await deliver();
    expect(to(gone.device)).toHaveLength(1);
    expect(to(lost.device)).toHaveLength(1);
    const left = await t.db
      .select({ user: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, gone.user.id));
    expect(left).toHaveLength(0);
    const settings = await send(t.app, 'GET', '/app/api/einsaetze/benachrichtigungen', lost.cookie);
    expect(settings.json()).toMatchObject({ devices: 0 });
    expect(await t.db.select().from(pushOutbox)).toHaveLength(0);
  });

  it('500: retried until it is taken, then sent no more; the device stays', async () => {
    const anna = await personWithDevice();
    service.answer(anna.device.path, 500, 503);
    await book(
      await createMesseCustomer(t.db, { dateStart: shift(5), dateEnd: shift(6) }),
      anna.bewerber.id,
    );
    for (let round = 0; round < 5; round++) {
      await deliver();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const got = to(anna.device);
    expect(got).toHaveLength(3);
    // The same notification each time, the last one taken.
    const texts = got.map((m) => anna.device.decrypt(m.body));
    expect(new Set(texts).size).toBe(1);
    expect(await t.db.select().from(pushOutbox)).toHaveLength(0);
    const settings = await send(t.app, 'GET', '/app/api/einsaetze/benachrichtigungen', anna.cookie);
    expect(settings.json()).toMatchObject({ devices: 1 });
  });
});

describe('several instances', () => {
  it('send each push once when they drain one outbox at the same time', async () => {
    const other = await createTestApp({
      shareDatabaseWith: t,
      pushAgent: service.agent,
      config: { vapid: t.config.vapid },
    });
    try {
      const cleo = await personWithDevice();
      const pairs = await Promise.all(
        [1, 2, 3].map((n) =>
          createMesseCustomer(t.db, { dateStart: shift(10 + n), dateEnd: shift(11 + n) }),
        ),
      );
      for (const pair of pairs) await book(pair, cleo.bewerber.id);
      await Promise.all([t.app.pushOutbox.drain(), other.app.pushOutbox.drain()]);
      await Promise.all([t.app.pushOutbox.drain(), other.app.pushOutbox.drain()]);
      const bodies = to(cleo.device).map(
        (m) => (JSON.parse(cleo.device.decrypt(m.body)) as { body: string }).body,
      );
      expect(bodies).toHaveLength(3);
      for (const pair of pairs) {
        expect(bodies.filter((b) => b.startsWith(`${pair.messe.name}: `))).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});

describe('logs', () => {
  it('never contain an endpoint or a device key', () => {
    const log = lines.join('');
    expect(log).toContain('push sent');
    expect(log).toContain('push device gone');
    for (const device of devices) {
      expect(log).not.toContain(device.path.slice(6));
      expect(log).not.toContain(device.subscription.keys.p256dh);
      expect(log).not.toContain(device.subscription.keys.auth);
    }
  });
});

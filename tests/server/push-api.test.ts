import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { pushSubscriptions } from '@server/platform/db/schema/season';
import { createStaffUser, createUser, sessionCookieFor } from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import { type PushService, startPushService } from '@tests/support/push-service';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { send } from './buero-messen-fixtures';

/*
 * "Benachrichtigungen" (issue 24): the choices per channel and the devices'
 * subscriptions. Bad bodies are 422; a person reaches only their own devices;
 * the logout of the subscribing session ends that device's push.
 */

let t: TestApp;
let service: PushService;
const lines: string[] = [];
const sent: string[] = [];
beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const SETTINGS = '/app/api/einsaetze/benachrichtigungen';
const DEVICES = '/app/api/einsaetze/push/geraete';

async function person() {
  const { user } = await createStaffUser(t.db);
  return { user, cookie: await sessionCookieFor(t.db, user.id) };
}
const devicesOf = (userId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('settings', () => {
  it('start with mail and push on for every event, save a choice per channel, refuse bad lists', async () => {
    const me = await person();
    const start = await send(t.app, 'GET', SETTINGS, me.cookie);
    expect(start.json()).toEqual({
      mail: ['request', 'change', 'cancel', 'reminder'],
      push: ['request', 'change', 'cancel', 'reminder'],
      devices: 0,
    });
    const saved = await send(t.app, 'PUT', SETTINGS, me.cookie, {
      mail: ['reminder', 'request'],
      push: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await send(t.app, 'GET', SETTINGS, me.cookie);
    expect(again.json()).toEqual({ mail: ['request', 'reminder'], push: [], devices: 0 });
    for (const body of [
      { mail: ['request', 'request'], push: [] },
      { mail: ['everything'], push: [] },
      { mail: 'request', push: [] },
      { mail: [] },
      {},
    ]) {
      const bad = await send(t.app, 'PUT', SETTINGS, me.cookie, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(isApiErrorBody(bad.json())).toBe(true);
    }
  });

  it('need a session (401) and a staff login (403 for an account without a staff record)', async () => {
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    const bare = await createUser(t.db);
    const cookie = await sessionCookieFor(t.db, bare.id);
    expect((await send(t.app, 'GET', SETTINGS, cookie)).statusCode).toBe(403);
    expect((await send(t.app, 'POST', DEVICES, cookie, {})).statusCode).toBe(403);
  });
});

describe('devices', () => {
  it('answer the VAPID public key', async () => {
    const me = await person();
    const key = await send(t.app, 'GET', '/app/api/einsaetze/push/schluessel', me.cookie);
    expect(key.json()).toEqual({ public_key: t.config.vapid?.publicKey });
    expect(Buffer.from(t.config.vapid?.publicKey ?? '', 'base64url')).toHaveLength(65);
  });

  it('refuse bad subscriptions with 422', async () => {
    const me = await person();
    const good = service.device().subscription;
    const bodies = [
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: `https://push.example/${'a'.repeat(2100)}` },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: 'https://' },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh}==` } },
      { ...good, keys: { ...good.keys, auth: 'short' } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}A` } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: 'x' },
    ];
    sent.push(good.endpoint, good.keys.p256dh, good.keys.auth);
    for (const body of bodies) {
      const bad = await send(t.app, 'POST', DEVICES, me.cookie, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(isApiErrorBody(bad.json())).toBe(true);
    }
    expect(await devicesOf(me.user.id)).toHaveLength(0);
  });

  it('refuse endpoints outside the known push services (no requests into the network)', async () => {
    const me = await person();
    const { keys } = service.device().subscription;
    for (const endpoint of [
      'https://10.0.0.5/push/x',
      'https://localhost:5432/push/x',
      'https://intranet.agency.example/admin',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilpush.services.mozilla.com.example/wpush/v2/x',
      'https://[::1]/push/x',
    ]) {
      const bad = await send(t.app, 'POST', DEVICES, me.cookie, { endpoint, keys });
      expect(bad.statusCode, endpoint).toBe(422);
      expect(bad.json()).toMatchObject({ errors: { endpoint: [expect.any(String)] } });
    }
    const mozilla = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB';
    expect(
      (await send(t.app, 'POST', DEVICES, me.cookie, { endpoint: mozilla, keys })).statusCode,
    ).toBe(204);
    expect(await devicesOf(me.user.id)).toHaveLength(1);
  });

  it('store the subscription encrypted; another person cannot remove it, the owner can', async () => {
    const anna = await person();
    const mallory = await person();
    const device = service.device();
    sent.push(device.path.slice(6), device.subscription.keys.p256dh, device.subscription.keys.auth);
    expect((await send(t.app, 'POST', DEVICES, anna.cookie, device.subscription)).statusCode).toBe(
      204,
    );
    const [row] = await devicesOf(anna.user.id);
    expect(row?.subscriptionCipher).not.toContain(device.path.slice(6));
    expect(row?.endpointHash).not.toContain(device.path.slice(6));
    const endpoint = { endpoint: device.subscription.endpoint };
    const theft = await send(t.app, 'POST', `${DEVICES}/abmelden`, mallory.cookie, endpoint);
    expect(theft.statusCode).toBe(404);
    expect(await devicesOf(anna.user.id)).toHaveLength(1);
    const own = await send(t.app, 'POST', `${DEVICES}/abmelden`, anna.cookie, endpoint);
    expect(own.statusCode).toBe(204);
    expect(await devicesOf(anna.user.id)).toHaveLength(0);
  });

  it('end with the logout of the session that subscribed, not of another session', async () => {
    const { user } = await createStaffUser(t.db);
    const phone = await sessionCookieFor(t.db, user.id);
    const laptop = await sessionCookieFor(t.db, user.id);
    const device = service.device();
    expect((await send(t.app, 'POST', DEVICES, phone, device.subscription)).statusCode).toBe(204);
    await postJson(t.app, '/app/api/auth/logout', {}, { cookie: laptop });
    expect(await devicesOf(user.id)).toHaveLength(1);
    await postJson(t.app, '/app/api/auth/logout', {}, { cookie: phone });
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it('are refused with 409 when push is off on the server (production without keys)', async () => {
    const off = await createTestApp({ shareDatabaseWith: t, config: { vapid: null } });
    try {
      const me = await person();
      const key = await send(off.app, 'GET', '/app/api/einsaetze/push/schluessel', me.cookie);
      expect(key.json()).toEqual({ public_key: null });
      const sub = await send(off.app, 'POST', DEVICES, me.cookie, service.device().subscription);
      expect(sub.statusCode).toBe(409);
    } finally {
      await off.close();
    }
  });
});

describe('logs', () => {
  it('never contain the endpoints or keys sent, good or bad', () => {
    expect(lines.join('')).toContain('/app/api/einsaetze/push/geraete');
    expect(sent.length).toBeGreaterThan(0);
    for (const secret of sent) expect(lines.join('')).not.toContain(secret);
  });
});

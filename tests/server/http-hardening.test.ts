import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@server/platform/http/security-headers';
import { createUser } from '@tests/support/factories';
import { postJson, rawRequest, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const LOGIN = '/app/api/auth/login';
const valid = { email: 'someone@example.test', password: 'whatever-it-is' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    apiTestRoutes: async (app) => {
      app.get('/crash', { config: { public: true } }, async () => {
        throw new Error('secret internal detail at /srv/portal/db.ts:42');
      });
    },
  });
});
afterAll(() => t.close());

describe('CSRF defence on unsafe /app/api requests', () => {
  it('refuses a request without X-Requested-With with 403 and the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: valid,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String), errors: {} });
  });

  it('refuses Sec-Fetch-Site: cross-site', async () => {
    const response = await postJson(t.app, LOGIN, valid, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a foreign Origin and accepts PUBLIC_URL’s', async () => {
    const foreign = await postJson(t.app, LOGIN, valid, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      message: 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt.',
      errors: {},
    });
    const own = await postJson(t.app, LOGIN, valid, {
      origin: 'http://portal.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(422);
  });

  it('refuses text/plain (a content type a foreign form could send) with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...XHR, 'content-type': 'text/plain' },
      payload: JSON.stringify(valid),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Dieses Datenformat wird nicht unterstützt.',
      errors: {},
    });
  });

  it('refuses form-encoded bodies with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.de&password=x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('lets safe methods through without the header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/app/api/auth' })).statusCode).toBe(200);
  });
});

describe('same-origin requests from another address than PUBLIC_URL', () => {
  it('logs in from http://127.0.0.1:<port> on a listening server; a foreign Origin gets 403', async () => {
    const lan = await createTestApp({ shareDatabaseWith: t });
    try {
      await lan.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (lan.app.server.address() as AddressInfo).port;
      const user = await createUser(lan.db);
      const body = JSON.stringify({ email: user.email, password: user.password });
      const login = (origin: string) =>
        rawRequest(
          port,
          'POST',
          LOGIN,
          [`Origin: ${origin}`, 'X-Requested-With: XMLHttpRequest', 'Sec-Fetch-Site: same-origin'],
          { host: `127.0.0.1:${port}`, body },
        );
      const own = await login(`http://127.0.0.1:${port}`);
      expect(own.status).toBe(200);
      expect(own.headers['set-cookie']).toMatch(/^mp_session=/);
      const foreign = await login('http://evil.example');
      expect(foreign.status).toBe(403);
      // Another port on the same host is another origin.
      expect((await login(`http://127.0.0.1:${port + 1}`)).status).toBe(403);
    } finally {
      await lan.close();
    }
  });

  it('accepts the Origin of the LAN address a tablet used, and only for that Host', async () => {
    const user = await createUser(t.db);
    const credentials = { email: user.email, password: user.password };
    const tablet = await postJson(t.app, LOGIN, credentials, {
      host: '192.168.1.20:3000',
      origin: 'http://192.168.1.20:3000',
    });
    expect(tablet.statusCode).toBe(200);
    const mismatch = await postJson(t.app, LOGIN, credentials, {
      host: 'portal.test',
      origin: 'http://192.168.1.20:3000',
    });
    expect(mismatch.statusCode).toBe(403);
    const wrongScheme = await postJson(t.app, LOGIN, credentials, {
      host: '192.168.1.20:3000',
      origin: 'https://192.168.1.20:3000',
    });
    expect(wrongScheme.statusCode).toBe(403);
  });
});

describe('error answers', () => {
  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"email": "a@b.de", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Die Anfrage ist fehlerhaft.', errors: {} });
  });

  it('answers __proto__ keys with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { ...XHR, 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.de", "password": "x"}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over 64 KiB with 413 and the error shape', async () => {
    const response = await postJson(t.app, LOGIN, {
      email: 'a@b.de',
      password: 'x'.repeat(70 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String), errors: {} });
  });

  it('answers an unknown /app/api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/app/api/does-not-exist', headers: XHR });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Nicht gefunden.', errors: {} });
    }
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/app/api/test/crash',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'An internal error occurred. Please try again later.',
      errors: {},
    });
    expect(response.body).not.toMatch(/secret|stack|db\.ts/);
  });

  it('sets the security headers on every answer', async () => {
    for (const url of ['/app/api/auth', '/de/login']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' blob: data:;connect-src 'self';manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // HSTS only in production (a dev browser would otherwise pin http://localhost to https).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(JSON.stringify(CONTENT_SECURITY_POLICY)).not.toContain('unsafe');
  });

  it('marks every /app/api answer, errors included, Cache-Control: no-store', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/app/api/auth' });
    const error = await t.app.inject({ method: 'POST', url: LOGIN });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(error.headers['cache-control']).toBe('no-store');
  });
});

describe('database outage', () => {
  it('answers 503 without a stack trace when the database is gone', async () => {
    const down = await createTestApp();
    try {
      await down.handle.close();
      const response = await postJson(down.app, LOGIN, valid);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(response.json()).toEqual({ message: expect.any(String), errors: {} });
      expect(response.body).not.toMatch(/at |\.ts|PGlite|ECONN/);
    } finally {
      await down.close().catch(() => undefined);
    }
  });
});

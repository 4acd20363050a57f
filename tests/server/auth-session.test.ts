import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireFlag } from '@server/platform/common/current-user';
import { auditLog } from '@server/platform/db/schema/system';
import { sessions } from '@server/platform/db/schema/users';
import { createUser } from '@tests/support/factories';
import { authState, postJson, sessionCookie, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    apiTestRoutes: async (app) => {
      app.get('/protected', async (request) => ({ id: request.user?.id }));
      app.get('/timetracking', { preHandler: requireFlag('timetracking') }, async () => ({
        ok: true,
      }));
    },
  });
});
afterAll(() => t.close());

describe('sessions', () => {
  async function login(user: { email: string; password: string }) {
    return sessionCookie(
      await postJson(t.app, '/app/api/auth/login', { email: user.email, password: user.password }),
    );
  }

  it('GET /app/api/auth answers not authenticated without a cookie, and never caches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/api/auth' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores a made-up session cookie', async () => {
    expect(await authState(t.app, 'mp_session=made-up-value')).toEqual({ authenticated: false });
  });

  it('denies protected /app/api routes by default with 401 and the error shape', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/app/api/test/protected' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Bitte melden Sie sich an.', errors: {} });
    const user = await createUser(t.db);
    const cookie = await login(user);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/app/api/test/protected',
      headers: { cookie },
    });
    expect(signedIn.json()).toEqual({ id: user.id });
  });

  it('requireFlag(timetracking) answers 403 to users without the flag', async () => {
    const staff = await login(await createUser(t.db));
    const supervisor = await login(await createUser(t.db, { timetracking: true }));
    const get = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/app/api/test/timetracking', headers: { cookie } });
    expect((await get(staff)).statusCode).toBe(403);
    expect((await get(staff)).json()).toEqual({ message: expect.any(String), errors: {} });
    expect((await get(supervisor)).statusCode).toBe(200);
  });

  it('ends a session idle for longer than 7 days and deletes it', async () => {
    const user = await createUser(t.db);
    const cookie = await login(user);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(sessions.userId, user.id));
    expect(await authState(t.app, cookie)).toEqual({ authenticated: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('keeps a session idle for 6 days (a tablet offline during a fair) and touches it', async () => {
    const user = await createUser(t.db);
    const cookie = await login(user);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 days'` })
      .where(eq(sessions.userId, user.id));
    expect(await authState(t.app, cookie)).toMatchObject({ authenticated: true });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('ends a session after its absolute lifetime even when in use', async () => {
    const user = await createUser(t.db);
    const cookie = await login(user);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetimeDays =
      ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(lifetimeDays)).toBe(30);
    await t.db
      .update(sessions)
      .set({
        createdAt: sql`now() - interval '30 days'`,
        expiresAt: sql`now() - interval '1 second'`,
      })
      .where(eq(sessions.userId, user.id));
    expect(await authState(t.app, cookie)).toEqual({ authenticated: false });
  });

  it('logout deletes the session, clears the cookie and is audited', async () => {
    const user = await createUser(t.db);
    const cookie = await login(user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/api/auth/logout',
      headers: { ...XHR, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === 'mp_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect(await authState(t.app, cookie)).toEqual({ authenticated: false });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.userId, user.id));
    expect(actions.map((a) => a.action)).toContain('logout');
  });

  it('logout without a session still answers success', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/api/auth/logout',
      headers: XHR,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('session cookie in production', () => {
  it('is __Host- prefixed and Secure, with HSTS on', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' }, shareDatabaseWith: t });
    try {
      const user = await createUser(prod.db);
      const response = await postJson(prod.app, '/app/api/auth/login', {
        email: user.email,
        password: user.password,
      });
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === '__Host-mp_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(await authState(prod.app, sessionCookie(response, '__Host-mp_session'))).toMatchObject(
        {
          authenticated: true,
        },
      );
    } finally {
      await prod.close();
    }
  });
});

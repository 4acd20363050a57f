import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { requireFlag } from '@server/platform/common/current-user';
import { issueResetToken } from '@server/platform/accounts/reset-tokens';
import { sessions, users } from '@server/platform/db/schema/users';
import { createUser, sessionCookieFor } from '@tests/support/factories';
import { authState, postJson, sessionCookie, waitUntil, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * The session micro-cache (ADR 0011). `slow` keeps entries for a minute, so
 * whatever ends a session there is the invalidation, never the TTL running
 * out; `quick` keeps them for a short TTL, as another instance's changes are
 * seen; `off` has the cache disabled. A "change on another instance" is a
 * direct write to the shared database: nothing in this process hears of it.
 */

const QUICK_MS = 300;
let slow: TestApp;
let quick: TestApp;
let off: TestApp;

const timetrackingProbe = async (app: TestApp['app']) => {
  app.get('/timetracking', { preHandler: requireFlag('timetracking') }, async () => ({ ok: 1 }));
};

beforeAll(async () => {
  slow = await createTestApp({
    config: { sessionCacheMs: 60_000 },
    apiTestRoutes: timetrackingProbe,
  });
  quick = await createTestApp({
    config: { sessionCacheMs: QUICK_MS },
    apiTestRoutes: timetrackingProbe,
    shareDatabaseWith: slow,
  });
  off = await createTestApp({ config: { sessionCacheMs: 0 }, shareDatabaseWith: slow });
});
afterAll(async () => {
  await off.close();
  await quick.close();
  await slow.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(app: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.db, overrides);
  const cookie = await sessionCookieFor(app.db, user.id);
  expect(await authState(app.app, cookie)).toMatchObject({ authenticated: true });
  return { user, cookie };
}

const deleteSessionsOf = (app: TestApp, userId: number) =>
  app.db.delete(sessions).where(eq(sessions.userId, userId));

describe('session cache on this instance', () => {
  it('serves a cached session for its TTL though the row is gone (the trade-off)', async () => {
    const { user, cookie } = await signedIn(slow);
    await deleteSessionsOf(slow, user.id);
    expect(await authState(slow.app, cookie)).toMatchObject({ authenticated: true });
  });

  it('logout takes effect at once', async () => {
    const { cookie } = await signedIn(slow);
    const logout = await slow.app.inject({
      method: 'POST',
      url: '/app/api/auth/logout',
      headers: { ...XHR, cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(await authState(slow.app, cookie)).toEqual({ authenticated: false });
  });

  it('a login with an old session ends that one at once (session fixation)', async () => {
    const { user, cookie } = await signedIn(slow);
    const login = await postJson(
      slow.app,
      '/app/api/auth/login',
      { email: user.email, password: user.password },
      { cookie },
    );
    expect(login.statusCode).toBe(200);
    expect(await authState(slow.app, cookie)).toEqual({ authenticated: false });
    expect(await authState(slow.app, sessionCookie(login))).toMatchObject({ authenticated: true });
  });

  it('a password reset ends every cached session of the user at once', async () => {
    const { user, cookie } = await signedIn(slow);
    const other = await sessionCookieFor(slow.db, user.id);
    expect(await authState(slow.app, other)).toMatchObject({ authenticated: true });
    const token = await issueResetToken(slow.db, user.id);
    const password = 'a-brand-new-password';
    const reset = await postJson(slow.app, '/app/api/auth/password/reset', {
      token,
      email: user.email,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode).toBe(200);
    expect(await authState(slow.app, cookie)).toEqual({ authenticated: false });
    expect(await authState(slow.app, other)).toEqual({ authenticated: false });
    expect(await authState(slow.app, sessionCookie(reset))).toMatchObject({ authenticated: true });
  });

  it('still ends a cached session at its absolute end, and deletes it', async () => {
    const user = await createUser(slow.db);
    const cookie = await sessionCookieFor(slow.db, user.id);
    await slow.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '400 milliseconds'` })
      .where(eq(sessions.userId, user.id));
    expect(await authState(slow.app, cookie)).toMatchObject({ authenticated: true });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await authState(slow.app, cookie)).toEqual({ authenticated: false });
    expect(await slow.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('still touches last_seen_at at most once a minute for a cached session', async () => {
    const user = await createUser(slow.db);
    const cookie = await sessionCookieFor(slow.db, user.id);
    const seen = async () =>
      (await slow.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.lastSeenAt;
    await slow.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '50 seconds'` })
      .where(eq(sessions.userId, user.id));
    const before = await seen();
    // Read and cached 50 s after the last touch: not due yet.
    expect(await authState(slow.app, cookie)).toMatchObject({ authenticated: true });
    expect(await seen()).toEqual(before);
    // 20 s later (the clock of this process only), still within the TTL: due, from the cache.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20_000 });
    expect(await authState(slow.app, cookie)).toMatchObject({ authenticated: true });
    vi.useRealTimers();
    expect((await seen())?.getTime()).toBeGreaterThan(before?.getTime() ?? Infinity);
  });
});

describe('changes made by another instance', () => {
  it('a session deleted in the database stops working within the TTL', async () => {
    const { user, cookie } = await signedIn(quick);
    await deleteSessionsOf(quick, user.id);
    const started = Date.now();
    await waitUntil(async () => !(await authState(quick.app, cookie)).authenticated, 5_000);
    expect(Date.now() - started).toBeLessThan(QUICK_MS + 1_000);
  });

  it('a changed flag shows within the TTL', async () => {
    const { user, cookie } = await signedIn(quick, { timetracking: true });
    const probe = () =>
      quick.app.inject({ method: 'GET', url: '/app/api/test/timetracking', headers: { cookie } });
    expect((await probe()).statusCode).toBe(200);
    await quick.db.update(users).set({ timetracking: false }).where(eq(users.id, user.id));
    const started = Date.now();
    await waitUntil(async () => (await probe()).statusCode === 403, 5_000);
    expect(Date.now() - started).toBeLessThan(QUICK_MS + 1_000);
  });

  it('with SESSION_CACHE_MS=0 every request reads the database', async () => {
    const { user, cookie } = await signedIn(off);
    await deleteSessionsOf(off, user.id);
    expect(await authState(off.app, cookie)).toEqual({ authenticated: false });
  });
});

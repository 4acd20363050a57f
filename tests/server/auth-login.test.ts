import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/platform/db/schema/system';
import { sessions } from '@server/platform/db/schema/users';
import { createStaffUser, createUser } from '@tests/support/factories';
import { authState, postJson, sessionCookie } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

describe('POST /app/api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with the right password and returns the user with the contract flag', async () => {
    const { user } = await createStaffUser(t.db, { contract: true, user: { timetracking: true } });
    const response = await postJson(t.app, '/app/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
      locale: 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      user: {
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        name: `${user.firstname} ${user.lastname}`,
        locale: 'de',
        timetracking: true,
        contract: true,
        areas: ['stammdaten', 'dokumente', 'messen', 'meine-stunden', 'stundenerfassung'],
      },
    });
    const state = await authState(t.app, sessionCookie(response));
    expect(state).toMatchObject({ authenticated: true, user: { id: user.id } });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await createUser(t.db);
    const wrong = await postJson(t.app, '/app/api/auth/login', {
      email: user.email,
      password: 'not-the-password',
      locale: 'de',
    });
    const unknown = await postJson(t.app, '/app/api/auth/login', {
      email: 'nobody@example.test',
      password: 'not-the-password',
      locale: 'de',
    });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'Diese Zugangsdaten sind ungültig.', errors: {} });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toEqual([]);
    const english = await postJson(t.app, '/app/api/auth/login', {
      email: 'nobody@example.test',
      password: 'x',
      locale: 'en',
    });
    expect(english.json()).toEqual({ message: 'These credentials are invalid.', errors: {} });
  });

  it('takes about as long for an unknown e-mail as for a wrong password (argon2id either way)', async () => {
    const user = await createUser(t.db);
    const time = async (email: string) => {
      const started = performance.now();
      await postJson(t.app, '/app/api/auth/login', { email, password: 'wrong-password-1' });
      return performance.now() - started;
    };
    await time('warm-up@example.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`ghost-${i}@example.test`));
    }
    const median = (list: number[]) =>
      [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    // Without the dummy verification an unknown e-mail would answer in ~1 ms instead of ~30+.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('answers 422 with per-field errors in the request language for invalid input', async () => {
    const response = await postJson(t.app, '/app/api/auth/login', {
      email: 'not-an-email',
      password: '',
      locale: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.any(String),
      errors: {
        email: ['Please enter a valid email address.'],
        password: ['This field is required.'],
      },
    });
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie without Secure in development', async () => {
    const user = await createUser(t.db);
    const response = await postJson(t.app, '/app/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    const cookie = response.cookies.find((c) => c.name === 'mp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    // 32 random bytes, base64url: 43 characters, and only its hash is stored.
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.idHash).not.toContain(cookie?.value);
    expect(stored[0]?.idHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rotates the session at login: the previous session cookie stops working', async () => {
    const user = await createUser(t.db);
    const first = sessionCookie(
      await postJson(t.app, '/app/api/auth/login', { email: user.email, password: user.password }),
    );
    const second = sessionCookie(
      await postJson(
        t.app,
        '/app/api/auth/login',
        { email: user.email, password: user.password },
        { cookie: first },
      ),
    );
    expect(second).not.toBe(first);
    expect(await authState(t.app, first)).toEqual({ authenticated: false });
    expect(await authState(t.app, second)).toMatchObject({ authenticated: true });
  });

  it('writes audit rows for a login and a failed login, without the password', async () => {
    const user = await createUser(t.db);
    await postJson(t.app, '/app/api/auth/login', { email: user.email, password: 'wrong-password' });
    await postJson(t.app, '/app/api/auth/login', { email: user.email, password: user.password });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(rows.map((row) => row.action)).toEqual(['login_failed', 'login']);
    expect(JSON.stringify(rows)).not.toContain(user.password);
    expect(rows[0]?.ip).toBe('127.0.0.1');
  });
});

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/app/api/auth/login',
      remoteAddress: ip,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: { email, password },
    });

  it('answers the 6th failed attempt for one e-mail and IP with 429 and Retry-After', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++)
      expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(422);
    const blocked = await attempt(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ message: expect.any(String), errors: {} });
    // Another IP is not locked out by someone else's failures.
    expect((await attempt(user.email, user.password, '10.0.0.7')).statusCode).toBe(200);
    const throttled = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_throttled')));
    expect(throttled.length).toBeGreaterThan(0);
  });

  it('lets at most 5 of 50 parallel wrong passwords reach the password check, the rest 429', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => attempt(user.email, 'parallel-guess', '10.0.5.5')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // 422 means the password was checked; each check also writes a login_failed row.
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    const checked = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.userId, user.id)));
    expect(checked).toHaveLength(5);
  });

  it('counts failures only: a success resets the counter', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i++) await attempt(user.email, 'wrong-password');
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(422);
    expect((await attempt(user.email, 'wrong-password')).statusCode).toBe(429);
  });

  it('honours LOGIN_MAX_FAILURES', async () => {
    const relaxed = await createTestApp({
      env: { LOGIN_MAX_FAILURES: '50' },
      shareDatabaseWith: t,
    });
    try {
      const user = await createUser(relaxed.db);
      for (let i = 0; i < 8; i++) {
        const response = await postJson(relaxed.app, '/app/api/auth/login', {
          email: user.email,
          password: 'nope-nope',
        });
        expect(response.statusCode).toBe(422);
      }
    } finally {
      await relaxed.close();
    }
  });
});

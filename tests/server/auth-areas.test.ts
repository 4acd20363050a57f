import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueResetToken } from '@server/platform/accounts/reset-tokens';
import { createBewerber, createStaffUser, createUser } from '@tests/support/factories';
import { postJson, sessionCookie } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/**
 * Which areas an account may open comes from the server, in every answer that
 * carries the user: the app shows nothing else (docs/product/rules.md#access).
 */
let t: TestApp;
beforeAll(async () => {
  // No session cache: a staff record linked later must show on the next request.
  t = await createTestApp({ config: { sessionCacheMs: 0 } });
});
afterAll(() => t.close());

type UserAnswer = { user: { areas: string[] } };

const ACCOUNTS = [
  {
    who: 'staff with the timetracking flag',
    make: async () => (await createStaffUser(t.db, { user: { timetracking: true } })).user,
    areas: ['stammdaten', 'dokumente', 'messen', 'meine-stunden', 'stundenerfassung'],
  },
  {
    who: 'staff without the flag',
    make: async () => (await createStaffUser(t.db, { contract: true })).user,
    areas: ['stammdaten', 'dokumente', 'messen', 'meine-stunden'],
  },
  {
    who: 'a supervisor without a staff record',
    make: () => createUser(t.db, { timetracking: true }),
    areas: ['stundenerfassung'],
  },
  {
    who: 'an account with neither',
    make: () => createUser(t.db),
    areas: [],
  },
] as const;

async function login(user: { email: string; password: string }) {
  const response = await postJson(t.app, '/app/api/auth/login', {
    email: user.email,
    password: user.password,
    locale: 'de',
  });
  expect(response.statusCode).toBe(200);
  return response;
}

async function authUser(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/app/api/auth', headers: { cookie } });
  return response.json<UserAnswer & { authenticated: boolean }>();
}

describe('user.areas in the auth answers', () => {
  for (const account of ACCOUNTS) {
    it(`login and GET /app/api/auth: ${account.who}`, async () => {
      const user = await account.make();
      const response = await login(user);
      expect(response.json<UserAnswer>().user.areas).toEqual(account.areas);
      const state = await authUser(sessionCookie(response));
      expect(state.authenticated).toBe(true);
      expect(state.user.areas).toEqual(account.areas);
    });

    it(`password reset completion: ${account.who}`, async () => {
      const user = await account.make();
      const token = await t.db.transaction((tx) => issueResetToken(tx, user.id));
      const response = await postJson(t.app, '/app/api/auth/password/reset', {
        token,
        email: user.email,
        password: 'ein-neues-Passwort-1',
        password_confirmation: 'ein-neues-Passwort-1',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<UserAnswer>().user.areas).toEqual(account.areas);
    });
  }

  it('a staff record linked to a signed-in supervisor opens the staff areas at the next request', async () => {
    const user = await createUser(t.db, { timetracking: true });
    const cookie = sessionCookie(await login(user));
    expect((await authUser(cookie)).user.areas).toEqual(['stundenerfassung']);
    await createBewerber(t.db, { userId: user.id });
    expect((await authUser(cookie)).user.areas).toEqual([
      'stammdaten',
      'dokumente',
      'messen',
      'meine-stunden',
      'stundenerfassung',
    ]);
  });
});

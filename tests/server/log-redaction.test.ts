import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { postJson, sessionCookie } from '../support/http';
import { createTestApp, type TestApp } from '../support/test-app';

describe('logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('never contain passwords, tokens, cookies or session ids', async () => {
    const user = await createUser(t.db, { password: 'Secret-Password-123' });
    const login = await postJson(t.app, '/app/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    const cookie = sessionCookie(login);
    await t.app.inject({
      method: 'GET',
      url: '/app/api/auth',
      headers: { cookie, authorization: 'Bearer abc-secret' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/de/password/reset?email=a%40b.de&token=Reset-Token-Value-42',
      headers: { accept: 'text/html' },
    });
    await postJson(t.app, '/app/api/auth/password/reset', {
      token: 'Another-Token-Value-43',
      email: user.email,
      password: 'Another-Password-456',
      password_confirmation: 'Another-Password-456',
    });
    const log = lines.join('');
    expect(log).toContain('/de/password/reset?email=a%40b.de&token=[redacted]');
    for (const secret of [
      'Secret-Password-123',
      'Another-Password-456',
      'Reset-Token-Value-42',
      'Another-Token-Value-43',
      cookie.split('=')[1] ?? 'missing',
      'abc-secret',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '@server/platform/http/logger';
import { createUser } from '@tests/support/factories';
import { postJson, sessionCookie } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

// Each spelling a browser, a mail client or an attacker may use for a reset link's query.
const SPELLINGS = [
  ['/de/password/reset?email=a%40b.de&token=Plain-Token-1', 'Plain-Token-1'],
  ['/de/password/reset?email=a%40b.de&%74oken=Encoded-Name-2', 'Encoded-Name-2'],
  ['/de/password/reset?email=a%40b.de&amp;token=Html-Escaped-3', 'Html-Escaped-3'],
  ['/de/password/reset?TOKEN=Upper-Case-4&EMAIL=x%40y.de', 'Upper-Case-4'],
  ['/de/password/reset?%2574oken=Double-Encoded-5', 'Double-Encoded-5'],
  ['/de/password/reset?token=Semicolon-6;email=carol%40example.test', 'Semicolon-6'],
  ['/app/api/anything?password=Query-Password-7', 'Query-Password-7'],
] as const;

// A feed address (43 characters of base64url), without .ics, encoded, and cut short.
const FEED_TOKEN = 'Calendar_Feed-Token_aaaaaaaaaaaaaaaaaaaaaaa';
const CALENDAR_TOKENS = [
  `/app/api/kalender/${FEED_TOKEN}.ics`,
  `/app/api/kalender/${FEED_TOKEN}`,
  `/app/api/kalender/%43alendar_Feed-Token_bbbbbbbbbbbbbbbbbbbbbbb.ics`,
  `/app/api/kalender/Calendar_Feed-Short_ccc.ics`,
];

const EMAILS = ['a%40b.de', 'x%40y.de', 'carol%40example.test', 'dave@example.test'];

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

  it('log request URLs with secret and e-mail values cut, however the query spells them', async () => {
    for (const [url] of SPELLINGS) {
      await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    }
    await t.app.inject({ method: 'GET', url: '/app/api/users/dave@example.test' });
    // The calendar feed's token is its path: cut however it is spelled or cut short.
    for (const url of CALENDAR_TOKENS) await t.app.inject({ method: 'GET', url });
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    // The requests are logged (the test would pass trivially if they were not) ...
    expect(urls.filter((url) => url.startsWith('/de/password/reset?'))).not.toHaveLength(0);
    expect(urls).toContain('/de/password/reset?email=[redacted]&%74oken=[redacted]');
    expect(urls).toContain('/app/api/users/[redacted]');
    // ... and no secret or address reaches them.
    const log = lines.join('');
    for (const [, secret] of SPELLINGS) expect(log).not.toContain(secret);
    expect(urls).toContain('/app/api/kalender/[redacted]');
    for (const url of CALENDAR_TOKENS) expect(log).not.toContain(url.slice(18, 40));
    for (const email of EMAILS) expect(log).not.toContain(email);
  });

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
    await postJson(t.app, '/app/api/auth/password/reset', {
      token: 'Another-Token-Value-43',
      email: user.email,
      password: 'Another-Password-456',
      password_confirmation: 'Another-Password-456',
    });
    const log = lines.join('');
    expect(log).toContain('/app/api/auth/password/reset');
    for (const secret of [
      'Secret-Password-123',
      'Another-Password-456',
      'Another-Token-Value-43',
      cookie.split('=')[1] ?? 'missing',
      'abc-secret',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('cuts secret parameters by their parsed name and keeps everything else', () => {
    expect(redactUrl('/de/login?next=%2Fde%2Fstammdaten&lang=de')).toBe(
      '/de/login?next=%2Fde%2Fstammdaten&lang=de',
    );
    expect(redactUrl('/x?a=1&amp;token=abc&b=2')).toBe('/x?a=1&amp;token=[redacted]&b=2');
    expect(redactUrl('/x?Password_Confirmation=abc')).toBe('/x?Password_Confirmation=[redacted]');
    expect(redactUrl('/x?%zz=1&token')).toBe('/x?%zz=1&token');
    expect(redactUrl('/x?note=me%2540example.test')).toBe('/x?note=[redacted]');
    expect(redactUrl('/a%40b.de/c')).toBe('/[redacted]/c');
  });
});

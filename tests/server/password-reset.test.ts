import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, tokens } from '@server/platform/db/schema/system';
import { sessions, users } from '@server/platform/db/schema/users';
import { createUser } from '@tests/support/factories';
import { authState, postJson, sessionCookie, waitUntil } from '@tests/support/http';
import { resetLinkFrom, type SmtpCapture, startSmtpCapture } from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const REQUEST = '/app/api/auth/password/request';
const RESET = '/app/api/auth/password/reset';
const NEW_PASSWORD = 'a-brand-new-password';

let smtp: SmtpCapture;
let t: TestApp;
/** What existed for an e-mail address at the moment its request's answer was sent. */
const atSend = new Map<string, { tokens: number; outbox: number; audit: number }>();

async function requestAudits() {
  return t.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset_requested'));
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test', PASSWORD_REQUEST_MAX: '100' },
    beforeReady: (app) => {
      // onSend runs before the answer leaves: records whether the work was done already.
      app.addHook('onSend', async (request, _reply, payload) => {
        if (!request.url.endsWith('/password/request')) return payload;
        const email = (request.body as { email?: string } | undefined)?.email ?? '';
        const [user] = await app.db.select().from(users).where(eq(users.email, email));
        if (!user) return payload;
        const count = async (rows: Promise<unknown[]>) => (await rows).length;
        atSend.set(email, {
          tokens: await count(app.db.select().from(tokens).where(eq(tokens.userId, user.id))),
          outbox: await count(
            app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)),
          ),
          audit: await count(app.db.select().from(auditLog).where(eq(auditLog.userId, user.id))),
        });
        return payload;
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('password reset over real SMTP', () => {
  async function requestLink(email: string, locale = 'de') {
    const before = smtp.messages.length;
    const response = await postJson(t.app, REQUEST, { email, locale });
    expect(response.statusCode).toBe(200);
    const mail = await smtp.waitForMessage(before + 1);
    return { mail, link: resetLinkFrom(mail.raw) };
  }

  function reset(link: URL, password = NEW_PASSWORD, extra: Record<string, string> = {}) {
    return postJson(t.app, RESET, {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password,
      password_confirmation: password,
      ...extra,
    });
  }

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(t.db);
    const before = smtp.messages.length;
    const audited = (await requestAudits()).length;
    const unknown = await postJson(t.app, REQUEST, { email: 'nobody@example.test', locale: 'de' });
    const known = await postJson(t.app, REQUEST, { email: user.email, locale: 'de' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message:
        'Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen gesendet.',
    });
    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toEqual([user.email]);
    // The unknown address's work is done too (both audit rows exist) and sent nothing.
    await waitUntil(async () => (await requestAudits()).length === audited + 2);
    await t.app.mailOutbox.drain();
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('answers before it looks the account up: no token, mail or audit row exists when the answer leaves', async () => {
    const user = await createUser(t.db);
    const before = smtp.messages.length;
    const response = await postJson(t.app, REQUEST, { email: user.email, locale: 'de' });
    expect(response.statusCode).toBe(200);
    expect(atSend.get(user.email)).toEqual({ tokens: 0, outbox: 0, audit: 0 });
    await smtp.waitForMessage(before + 1);
    expect(
      await t.db.select({ id: tokens.id }).from(tokens).where(eq(tokens.userId, user.id)),
    ).toHaveLength(1);
  });

  it('mails a link on PUBLIC_URL in the request language that signs the user in', async () => {
    const user = await createUser(t.db);
    const { mail, link } = await requestLink(user.email, 'en');
    expect(mail.from).toBe('portal@portal.test');
    // The subject is MIME-encoded (Q encoding: spaces become underscores).
    expect(mail.raw).toMatch(/^Subject: .*Reset[_ ]your[_ ]password/m);
    expect(link.origin).toBe('http://portal.test');
    expect(link.pathname).toBe('/en/password/reset');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    const response = await reset(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      user: { id: user.id, email: user.email },
    });
    expect(await authState(t.app, sessionCookie(response))).toMatchObject({ authenticated: true });
    const login = await postJson(t.app, '/app/api/auth/login', {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const old = await postJson(t.app, '/app/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(422);
  });

  it('never uses the Host header for the link', async () => {
    const user = await createUser(t.db);
    const before = smtp.messages.length;
    await postJson(t.app, REQUEST, { email: user.email }, { host: 'evil.example' });
    const mail = await smtp.waitForMessage(before + 1);
    expect(resetLinkFrom(mail.raw).host).toBe('portal.test');
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t.db);
    const { link } = await requestLink(user.email);
    const rows = await t.db.select().from(tokens).where(eq(tokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.searchParams.get('token'));
  });

  it('accepts a token once only', async () => {
    const user = await createUser(t.db);
    const { link } = await requestLink(user.email);
    expect((await reset(link)).statusCode).toBe(200);
    const again = await reset(link, 'yet-another-password');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
      errors: {
        token: ['Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.'],
      },
    });
  });

  it('lets only one of two simultaneous resets with the same token win', async () => {
    const user = await createUser(t.db);
    const { link } = await requestLink(user.email);
    const results = await Promise.all([
      reset(link, 'first-new-password'),
      reset(link, 'second-new-password'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('rejects an expired token', async () => {
    const user = await createUser(t.db);
    const { link } = await requestLink(user.email);
    await t.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tokens.userId, user.id));
    const response = await reset(link);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('token');
  });

  it('is valid for 60 minutes', async () => {
    const user = await createUser(t.db);
    await requestLink(user.email);
    const [row] = await t.db.select().from(tokens).where(eq(tokens.userId, user.id));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(Math.round(minutes)).toBe(60);
  });

  it('invalidates an older token when a newer one is requested', async () => {
    const user = await createUser(t.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await reset(first.link)).statusCode).toBe(422);
    expect((await reset(second.link)).statusCode).toBe(200);
  });

  it('binds the token to its user: another e-mail with it is rejected', async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const { link } = await requestLink(owner.email);
    const response = await reset(link, NEW_PASSWORD, { email: other.email });
    expect(response.statusCode).toBe(422);
    // The token stays usable by its owner.
    expect((await reset(link)).statusCode).toBe(200);
  });

  it('ends every other session of the user', async () => {
    const user = await createUser(t.db);
    const login = () =>
      postJson(t.app, '/app/api/auth/login', { email: user.email, password: user.password });
    const phone = sessionCookie(await login());
    const tablet = sessionCookie(await login());
    const { link } = await requestLink(user.email);
    const response = await reset(link);
    expect(await authState(t.app, phone)).toEqual({ authenticated: false });
    expect(await authState(t.app, tablet)).toEqual({ authenticated: false });
    expect(await authState(t.app, sessionCookie(response))).toMatchObject({ authenticated: true });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('answers a mismatched confirmation with a 422 field error in the request language', async () => {
    const response = await postJson(t.app, RESET, {
      token: 'whatever',
      email: 'a@example.test',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-2',
      locale: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password_confirmation: ['The passwords do not match.'],
    });
  });

  it('audits the request and the reset', async () => {
    const user = await createUser(t.db);
    const { link } = await requestLink(user.email);
    await reset(link);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(rows.map((r) => r.action)).toEqual(['password_reset_requested', 'password_reset']);
    expect(JSON.stringify(rows)).not.toContain(link.searchParams.get('token'));
  });
});

describe('password request rate limits and file mail', () => {
  // Default limits, no SMTP_URL. Its own database: t's worker would send these mails by SMTP.
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  const request = (email: string, ip: string) =>
    plain.app.inject({
      method: 'POST',
      url: REQUEST,
      remoteAddress: ip,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: { email },
    });

  it('writes the mail to DATA_DIR/mail when no SMTP_URL is set', async () => {
    const user = await createUser(plain.db);
    await postJson(
      plain.app,
      REQUEST,
      { email: user.email, locale: 'de' },
      { 'x-forwarded-for': '1.1.1.1' },
    );
    const files = await waitUntil(async () => {
      const names = await readdir(plain.config.mailDir).catch(() => []);
      return names.some((f) => f.endsWith('.txt')) && names;
    });
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    const text = await readFile(
      join(plain.config.mailDir, files.find((f) => f.endsWith('.txt')) ?? ''),
      'utf8',
    );
    expect(text).toContain('Subject: Passwort zurücksetzen');
    expect(text).toMatch(/http:\/\/portal\.test\/de\/password\/reset\?email=.+&token=[\w-]{43}/);
  });

  it('answers 429 with Retry-After after 5 requests per IP in 15 minutes, counted in the database', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await request(`someone-${i}@example.test`, '10.9.9.9');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toEqual({ message: expect.any(String), errors: {} });
    // A second instance on the same database shares the count.
    const other = await createTestApp({ shareDatabaseWith: plain });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: REQUEST,
        remoteAddress: '10.9.9.9',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: { email: 'someone-else@example.test' },
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('per e-mail, answers alike but stops sending after 5 requests, so nobody can block a reset with 429s', async () => {
    const user = await createUser(plain.db);
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await request(user.email, `10.8.0.${i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const audits = await waitUntil(async () => {
      const rows = await plain.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'password_reset_requested'));
      const mine = rows.filter((row) => row.userId === user.id || row.details?.suppressed);
      return mine.length === 7 && mine;
    });
    expect(audits.filter((row) => row.details?.suppressed)).toHaveLength(2);
    const queued = await plain.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, user.email));
    expect(queued).toHaveLength(5);
    // The last mailed link still works: a suppressed request issues no new token.
    const live = await plain.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.userId, user.id), isNull(tokens.usedAt)));
    expect(live).toHaveLength(1);
  });
});

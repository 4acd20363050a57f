import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tokens } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import { postJson } from '@tests/support/http';
import { resetLinkFrom, type SmtpCapture, startSmtpCapture } from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createOfficeUser } from './buero-fixtures';

/*
 * A new office account without a password is invited: an e-mailed link to the
 * ordinary reset page, valid for days, sets the password and signs them in.
 */

let smtp: SmtpCapture;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  ({ cookie } = await createOfficeUser(t.db));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('inviting an office account', () => {
  it('mails a link in the request language that sets the password and signs in', async () => {
    const before = smtp.messages.length;
    const response = await postJson(
      t.app,
      `${BUERO}/benutzer`,
      { name: 'Ina Eingeladen', email: 'ina@example.test' },
      { cookie, 'accept-language': 'en' },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ invited: true, user: { email: 'ina@example.test' } });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'ina@example.test'));
    if (!user) throw new Error('no user');
    expect(user.role).toBe('office');
    const [token] = await t.db.select().from(tokens).where(eq(tokens.userId, user.id));
    // Days, not the hour of a reset link.
    expect(token?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'office_user_created'),
          eq(auditLog.subject, `user:${String(user.id)}`),
        ),
      );
    expect(entry?.details).toMatchObject({ invited: true });

    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.raw).toContain('Hello Ina');
    const link = resetLinkFrom(mail.raw);
    expect(link.pathname).toBe('/en/password/reset');

    // The random password set at creation is nobody's: nothing but the link gets in.
    const reset = await postJson(t.app, '/app/api/auth/password/reset', {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'Ina-eigenes-2026',
      password_confirmation: 'Ina-eigenes-2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await postJson(t.app, '/app/api/auth/login', {
      email: 'ina@example.test',
      password: 'Ina-eigenes-2026',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { areas: string[] } }>().user.areas).toContain('buero');
  });

  it('sends no mail when a password is given', async () => {
    const response = await postJson(
      t.app,
      `${BUERO}/benutzer`,
      { name: 'Paul Passwort', email: 'paul@example.test', password: 'Paul-Start-2026' },
      { cookie },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ invited: false });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'paul@example.test'));
    expect(
      await t.db
        .select()
        .from(tokens)
        .where(eq(tokens.userId, user?.id ?? 0)),
    ).toEqual([]);
  });
});

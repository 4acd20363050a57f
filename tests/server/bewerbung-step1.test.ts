import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdateBounds } from '@domain/bewerbung/bewerbung';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { mailOutbox, tokens } from '@server/platform/db/schema/system';
import { sha256Hex } from '@server/platform/crypto/tokens';
import { BEWERBUNG_LIMITS } from '@server/areas/bewerbung/rate-limits';
import { type SmtpCapture, startSmtpCapture } from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  freshIp,
  getStep2,
  postStep1,
  STEP1,
  step1Body,
  step2LinkFrom,
} from './bewerbung-fixtures';

let smtp: SmtpCapture;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function applicantByEmail(email: string) {
  return t.db.select().from(bewerber).where(eq(bewerber.email, email));
}

describe('POST /app/api/bewerbung', () => {
  it('stores the application with normalized phone, consent time and locale, and mails a 14-day step-2 link', async () => {
    const body = step1Body({ locale: 'en', student: 0, job: 'Selbständig' });
    const before = smtp.messages.length;
    const started = Date.now();
    const response = await postStep1(t.app, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'We have received your application. Please check your email inbox now.',
    });

    const [row] = await applicantByEmail(body.email as string);
    expect(row).toMatchObject({
      phoneMobile: '4917012345' + '67',
      gender: 'w',
      student: false,
      job: 'Selbständig',
      birthdate: body.birthdate,
    });
    expect(row?.privacyAcceptedAt?.getTime()).toBeGreaterThanOrEqual(started - 1000);
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.bewerberId, row?.id ?? -1));
    expect(application).toMatchObject({ status: 'step1', locale: 'en' });

    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toEqual([body.email]);
    const link = step2LinkFrom(mail.raw);
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe('/en/bewerbung/step2');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Stored hashed only, bound to the application, 14 days.
    const [stored] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, sha256Hex(token)));
    expect(stored).toMatchObject({ kind: 'application_step2', applicationId: application?.id });
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    expect(JSON.stringify(await t.db.select().from(tokens))).not.toContain(token);
    // The mail in the outbox is encrypted: the link is not readable in the table.
    const outbox = await t.db.select().from(mailOutbox);
    expect(JSON.stringify(outbox)).not.toContain(token);
    expect((await getStep2(t.app, token)).statusCode).toBe(200);
  });

  it('answers a repeated e-mail address exactly like the first time and mails a fresh link', async () => {
    const body = step1Body();
    const before = smtp.messages.length;
    const first = await postStep1(t.app, body);
    const second = await postStep1(t.app, { ...body, firstname: 'Someone Else' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    const mails = [await smtp.waitForMessage(before + 1), await smtp.waitForMessage(before + 2)];
    const [a, b] = mails.map((mail) => step2LinkFrom(mail.raw).searchParams.get('token'));
    expect(a).not.toBe(b);
    // Nothing entered before is changed: each submission is its own application.
    const rows = await applicantByEmail(body.email as string);
    expect(rows.map((row) => row.firstname).sort()).toEqual(['Anna', 'Someone Else']);
    expect((await getStep2(t.app, a ?? '')).statusCode).toBe(200);
    expect((await getStep2(t.app, b ?? '')).statusCode).toBe(200);
  });

  it('accepts a birthdate exactly 18 years ago and refuses one day later, and more than 100 years back', async () => {
    const { min, max } = birthdateBounds();
    expect((await postStep1(t.app, step1Body({ birthdate: max.toString() }))).statusCode).toBe(200);
    expect((await postStep1(t.app, step1Body({ birthdate: min.toString() }))).statusCode).toBe(200);
    for (const birthdate of [max.add({ days: 1 }), min.subtract({ days: 1 })]) {
      const response = await postStep1(t.app, step1Body({ birthdate: birthdate.toString() }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        birthdate: ['Sie müssen mindestens 18 Jahre alt sein (höchstens 100 Jahre zurück).'],
      });
    }
  });

  it('refuses bad input per field in the request locale and stores nothing', async () => {
    const email = 'not-an-address';
    const response = await postStep1(t.app, {
      gender: 'x',
      firstname: ' ',
      email,
      phone_mobile: '0170 abc',
      birthdate: '2000-02-30',
      student: 0,
      privacy: 0,
      locale: 'en',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('The input is invalid. Please check the marked fields.');
    expect(body.errors).toEqual({
      gender: ['This field is required.'],
      firstname: ['This field is required.'],
      lastname: ['This field is required.'],
      email: ['Please enter a valid email address.'],
      phone_mobile: [
        'Please enter a valid mobile number (digits, spaces, +, /, - and brackets only).',
      ],
      // 30 February is no day at all: said as such, not as an age (three fields, ADR 0033).
      birthdate: ['Please enter a real date: day, month and a four-digit year.'],
      privacy: ['Please accept the privacy policy.'],
      job: ['This field is required.'],
    });
    expect(await applicantByEmail(email)).toHaveLength(0);
  });

  it('requires the student question answered: unanswered or anything but 0/1 is a field error', async () => {
    for (const student of ['', null, 'ja', 2]) {
      const body = step1Body({ student, job: 'Sonstiges' });
      const response = await postStep1(t.app, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ student: ['Dieses Feld ist erforderlich.'] });
      expect(await applicantByEmail(body.email as string)).toHaveLength(0);
    }
  });

  it('drops a job sent for a student', async () => {
    const body = step1Body({ student: 1, job: 'Sonstiges' });
    expect((await postStep1(t.app, body)).statusCode).toBe(200);
    const [row] = await applicantByEmail(body.email as string);
    expect(row).toMatchObject({ student: true, job: null });
  });

  it('limits calls per IP in the database: 429 with Retry-After, other addresses unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < BEWERBUNG_LIMITS.step1.max; i += 1) {
      expect((await postStep1(t.app, step1Body(), ip)).statusCode).toBe(200);
    }
    const limited = await postStep1(t.app, step1Body(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ message: expect.any(String), errors: {} });
    expect((await postStep1(t.app, step1Body())).statusCode).toBe(200);
  });

  it('stops mailing one address after a few applications, while answering the same', async () => {
    const body = step1Body();
    const max = BEWERBUNG_LIMITS.step1PerEmail.max;
    for (let i = 0; i < max; i += 1) expect((await postStep1(t.app, body)).statusCode).toBe(200);
    await t.app.mailOutbox.drain();
    const mailed = smtp.messages.filter((m) => m.to.includes(body.email as string)).length;
    const extra = await postStep1(t.app, body);
    expect(extra.statusCode).toBe(200);
    await t.app.mailOutbox.drain();
    expect(smtp.messages.filter((m) => m.to.includes(body.email as string))).toHaveLength(mailed);
    expect(await applicantByEmail(body.email as string)).toHaveLength(max);
  });

  it('keeps the API scope rules: no X-Requested-With or text/plain is refused', async () => {
    const noHeader = await t.app.inject({
      method: 'POST',
      url: STEP1,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(step1Body()),
    });
    expect(noHeader.statusCode).toBe(403);
  });
});

import { agencyToday } from '@domain/bewerbung/bewerbung';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { applications, bewerber, bewerberLocations } from '@server/platform/db/schema/bewerber';
import { bewerberMessen } from '@server/platform/db/schema/messen';
import { auditLog, mailOutbox, tokens } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import {
  createLocation,
  createMesse,
  createStaffUser,
  createUser,
  sessionCookieFor,
} from '@tests/support/factories';
import { authState, postJson, sessionCookie, XHR } from '@tests/support/http';
import {
  decodeQuotedPrintable,
  type SmtpCapture,
  startSmtpCapture,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';
import { decisionRoutes, invitationLinkFrom } from './buero-decision-fixtures';
import { bueroDecisionUrls } from './buero-people-urls';

/*
 * Accept, reject and the invitation (docs/product/office.md) on
 * PGlite and PostgreSQL: who may, what is refused (409, 422), the account and
 * its invitation mail over real SMTP, the set-password link's rules (single
 * use, 7 days, replaced on resend), the audit entries and two office users
 * accepting at once.
 */

const RESET = '/app/api/auth/password/reset';
const NEW_PASSWORD = 'mein-neues-passwort';

let smtp: SmtpCapture;
let t: TestApp;
let office: { user: { id: number }; cookie: string };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  office = await createOfficeUser(t.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, body: unknown = {}, cookie = office.cookie) =>
  postJson(t.app, url, body, { cookie });

/** A complete application (step 2 sent) of a fresh address. */
let serial = 0;
async function completeApplication(locale: 'de' | 'en' = 'de', person = {}) {
  serial += 1;
  return createApplication(
    t.db,
    { email: `accept-${String(serial)}@example.test`, firstname: 'Anna', ...person },
    { status: 'complete', locale, submittedAt: new Date() },
  );
}

async function mailTo(email: string, after: number) {
  await t.app.mailOutbox.drain();
  const mail = smtp.messages.slice(after).find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

function setPassword(link: URL, password = NEW_PASSWORD) {
  return postJson(t.app, RESET, {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password,
    password_confirmation: password,
  });
}

async function applicationRow(id: number) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

describe('who may decide', () => {
  it('answers 401 without a session and 403 to staff and supervisors, changing nothing', async () => {
    const { application } = await completeApplication();
    const staff = await createStaffUser(t.db);
    const supervisor = await createUser(t.db, { timetracking: true });
    const staffCookies = [
      await sessionCookieFor(t.db, staff.user.id),
      await sessionCookieFor(t.db, supervisor.id),
    ];
    for (const route of decisionRoutes(application.id)) {
      const anonymous = await postJson(t.app, route.url, route.body);
      expect(anonymous.statusCode, route.url).toBe(401);
      expect(isApiErrorBody(anonymous.json())).toBe(true);
      for (const cookie of staffCookies) {
        const refused = await post(route.url, route.body, cookie);
        expect(refused.statusCode, route.url).toBe(403);
      }
    }
    expect((await applicationRow(application.id)).decision).toBeNull();
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    for (const route of decisionRoutes(99_999_999)) {
      expect((await post(route.url, route.body)).statusCode, route.url).toBe(404);
    }
    const malformed = await post(`${BUERO}/bewerbungen/abc/annehmen`);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('accept', () => {
  it('creates the staff account, links the applicant, keeps the choices and mails the invitation', async () => {
    const location = await createLocation(t.db);
    // A fair still ahead: the staff member's list offers only fairs that have not ended.
    const ahead = (days: number) => agencyToday().add({ days }).toString();
    const messe = await createMesse(t.db, { dateStart: ahead(10), dateEnd: ahead(14) });
    const { application, bewerber: person } = await completeApplication('en', {
      firstname: 'Jonas',
    });
    await t.db.insert(bewerberLocations).values({ bewerberId: person.id, locationId: location.id });
    await t.db.insert(bewerberMessen).values({ bewerberId: person.id, messeId: messe.id });
    const before = smtp.messages.length;

    const response = await post(bueroDecisionUrls.accept(application.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: application.id, status: 'invited', mail_queued: true });

    const [account] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${person.email})`);
    expect(account).toMatchObject({ role: 'staff', locale: 'en', firstname: 'Jonas' });
    expect(account!.passwordHash.startsWith('$argon2')).toBe(false);
    const [linked] = await t.db.select().from(bewerber).where(eq(bewerber.id, person.id));
    expect(linked!.userId).toBe(account!.id);
    const row = await applicationRow(application.id);
    expect(row).toMatchObject({ decision: 'invited', decidedBy: office.user.id });
    expect(row.decidedAt).not.toBeNull();

    // The mail went over SMTP in the application's language, with a 7-day single-use link.
    const mail = await mailTo(person.email, before);
    expect(decodeQuotedPrintable(mail.raw)).toContain('welcome you to the Messe-Personal team');
    const link = invitationLinkFrom(mail.raw);
    expect(link.pathname).toBe('/en/password/set');
    const [token] = await t.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.userId, account!.id), eq(tokens.kind, 'invitation')));
    const days = (token!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(token!.tokenHash).not.toContain(link.searchParams.get('token'));

    // No password yet: no login works, not even with the stored placeholder itself.
    const login = await postJson(t.app, '/app/api/auth/login', {
      email: person.email,
      password: account!.passwordHash,
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().message).toBe('Diese Zugangsdaten sind ungültig.');

    // Setting the password signs in, opens the staff areas and makes the person staff.
    const set = await setPassword(link);
    expect(set.statusCode, set.body).toBe(200);
    const state = await authState(t.app, sessionCookie(set));
    expect(state.user).toMatchObject({ email: person.email });
    expect(state.user).toMatchObject({ areas: expect.arrayContaining(['stammdaten']) });
    expect((await applicationRow(application.id)).decision).toBe('staff');
    const chosen = await t.app.inject({
      url: '/app/api/stammdaten/messen',
      headers: { ...XHR, cookie: sessionCookie(set) },
    });
    expect(chosen.body).toContain(String(messe.id));

    // Single use: the same link a second time is refused.
    const again = await setPassword(link, 'noch-ein-passwort');
    expect(again.statusCode).toBe(422);
    const relogin = await postJson(t.app, '/app/api/auth/login', {
      email: person.email,
      password: NEW_PASSWORD,
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('audits accept, resend and the take-up with the status, never the token', async () => {
    const { application, bewerber: person } = await completeApplication();
    const before = smtp.messages.length;
    expect((await post(bueroDecisionUrls.accept(application.id))).statusCode).toBe(200);
    const link = invitationLinkFrom((await mailTo(person.email, before)).raw);
    const [accepted] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application_accepted'),
          eq(auditLog.subject, `application:${String(application.id)}`),
        ),
      );
    expect(accepted).toMatchObject({ userId: office.user.id });
    expect(accepted!.details).toMatchObject({
      changes: { status: { before: 'complete', after: 'invited' } },
    });
    expect(await setPassword(link)).toHaveProperty('statusCode', 200);
    const everything = JSON.stringify(await t.db.select().from(auditLog));
    expect(everything).not.toContain(link.searchParams.get('token'));
    const [takenUp] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invitation_taken_up'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(takenUp!.details).toMatchObject({
      changes: { status: { before: 'invited', after: 'staff' } },
    });
  });

  it('refuses 409 an application whose step 2 is missing, one already decided and a taken address', async () => {
    const { application: incomplete } = await createApplication(t.db, {}, { status: 'step1' });
    const missing = await post(bueroDecisionUrls.accept(incomplete.id));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toMatch(/Schritt 2/);

    const { application: rejected } = await completeApplication();
    expect((await post(bueroDecisionUrls.reject(rejected.id))).statusCode).toBe(200);
    expect((await post(bueroDecisionUrls.accept(rejected.id))).statusCode).toBe(409);

    const existing = await createUser(t.db, { email: 'Taken@Example.test' });
    const { application: taken } = await completeApplication('de', {
      email: 'taken@example.test',
    });
    const answer = await post(bueroDecisionUrls.accept(taken.id));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/bereits ein Konto/);
    expect((await applicationRow(taken.id)).decision).toBeNull();
    const accounts = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'taken@example.test'`);
    expect(accounts.map((a) => a.id)).toEqual([existing.id]);
  });

  it('creates exactly one account when office users accept the same application at once', async () => {
    const other = await createOfficeUser(t.db);
    const { application, bewerber: person } = await completeApplication();
    const outboxBefore = (await t.db.select().from(mailOutbox)).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(bueroDecisionUrls.accept(application.id), {}, i % 2 ? other.cookie : office.cookie),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const accounts = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${person.email})`);
    expect(accounts).toHaveLength(1);
    expect((await t.db.select().from(mailOutbox)).length).toBe(outboxBefore + 1);
  });

  it('creates one account when two applications of one address are accepted at once', async () => {
    const email = 'twice@example.test';
    const first = await completeApplication('de', { email });
    const second = await completeApplication('de', { email });
    const answers = await Promise.all([
      post(bueroDecisionUrls.accept(first.application.id)),
      post(bueroDecisionUrls.accept(second.application.id)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const accounts = await t.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
  });
});

describe('the invitation link', () => {
  it('stops working after 7 days', async () => {
    const { application, bewerber: person } = await completeApplication();
    const before = smtp.messages.length;
    expect((await post(bueroDecisionUrls.accept(application.id))).statusCode).toBe(200);
    const link = invitationLinkFrom((await mailTo(person.email, before)).raw);
    await t.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tokens.kind, 'invitation'));
    const expired = await setPassword(link);
    expect(expired.statusCode).toBe(422);
    expect((await applicationRow(application.id)).decision).toBe('invited');
  });

  it('is replaced when the office sends it again: the old link fails, the new one works', async () => {
    const { application, bewerber: person } = await completeApplication();
    let before = smtp.messages.length;
    expect((await post(bueroDecisionUrls.accept(application.id))).statusCode).toBe(200);
    const oldLink = invitationLinkFrom((await mailTo(person.email, before)).raw);
    before = smtp.messages.length;
    const resent = await post(bueroDecisionUrls.resendInvitation(application.id));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'invited', mail_queued: true });
    const newLink = invitationLinkFrom((await mailTo(person.email, before)).raw);
    expect(newLink.searchParams.get('token')).not.toBe(oldLink.searchParams.get('token'));
    expect((await setPassword(oldLink)).statusCode).toBe(422);
    expect((await setPassword(newLink)).statusCode).toBe(200);
    // Staff now: there is no invitation to send any more.
    expect((await post(bueroDecisionUrls.resendInvitation(application.id))).statusCode).toBe(409);
  });

  it('cannot be sent for an undecided or rejected application', async () => {
    const { application } = await completeApplication();
    expect((await post(bueroDecisionUrls.resendInvitation(application.id))).statusCode).toBe(409);
    await post(bueroDecisionUrls.reject(application.id));
    expect((await post(bueroDecisionUrls.resendInvitation(application.id))).statusCode).toBe(409);
  });
});

describe('reject', () => {
  it('stores the reason, shows it to the office and mails a neutral text in the application language', async () => {
    const { application, bewerber: person } = await completeApplication('en');
    const before = smtp.messages.length;
    const response = await post(bueroDecisionUrls.reject(application.id), {
      reason: '  Kein Einsatzort passend  ',
      send_mail: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: application.id, status: 'rejected', mail_queued: true });
    expect(await applicationRow(application.id)).toMatchObject({
      decision: 'rejected',
      rejectReason: 'Kein Einsatzort passend',
      decidedBy: office.user.id,
    });
    const detail = await t.app.inject({
      url: `${BUERO}/bewerbungen/${String(application.id)}`,
      headers: { ...XHR, cookie: office.cookie },
    });
    expect(detail.json()).toMatchObject({
      status: 'rejected',
      reject_reason: 'Kein Einsatzort passend',
    });
    const mail = await mailTo(person.email, before);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('thank you for your application');
    // Neutral: the office's reason is for the office only.
    expect(text).not.toContain('Einsatzort');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'application_rejected'),
          eq(auditLog.subject, `application:${String(application.id)}`),
        ),
      );
    expect(entry!.details).toEqual({
      reason_given: true,
      mail_sent: true,
      changes: { status: { before: 'complete', after: 'rejected' } },
    });
  });

  it('rejects an application whose step 2 is missing, without reason or mail', async () => {
    const { application, bewerber: person } = await createApplication(t.db, {}, {});
    const response = await post(bueroDecisionUrls.reject(application.id), {
      reason: '   ',
      send_mail: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mail_queued: false });
    expect((await applicationRow(application.id)).rejectReason).toBeNull();
    const queued = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, person.email));
    expect(queued).toHaveLength(0);
    expect((await post(bueroDecisionUrls.reject(application.id))).statusCode).toBe(409);
  });

  it('answers 422 with the field named for a bad body', async () => {
    const { application } = await completeApplication();
    const cases: [unknown, string][] = [
      [{ reason: 'x'.repeat(1001) }, 'reason'],
      [{ reason: 17 }, 'reason'],
      [{ reason: 'a\u0000b' }, 'reason'],
      [{ send_mail: 'yes' }, 'send_mail'],
    ];
    for (const [body, field] of cases) {
      const response = await post(bueroDecisionUrls.reject(application.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect((await applicationRow(application.id)).decision).toBeNull();
  });
});

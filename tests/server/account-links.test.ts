import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { auditLog, tokens } from '@server/platform/db/schema/system';
import { sessions, users } from '@server/platform/db/schema/users';
import { postJson } from '@tests/support/http';
import { resetLinkFrom, type SmtpCapture, startSmtpCapture } from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  freshIp,
  getStep2,
  postStep1,
  postStep2,
  samplePhoto,
  step1Body,
  step2Fields,
  step2LinkFrom,
} from './bewerbung-fixtures';
import { invitationLinkFrom } from './buero-decision-fixtures';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';
import { bueroDecisionUrls, staffApiPaths } from './buero-people-urls';

/*
 * Every mailed link after its state changed (docs/product/rules.md, Links):
 * the reset link, the invitation of an accepted applicant, the office
 * account's invitation and the step-2 link, once used, replaced, outlived by
 * another link, deactivated, decided or erased. A refused link answers as an
 * unknown one and writes nothing: no password, no session change, no
 * status, no audit entry (one transaction decides and writes).
 */

const RESET = '/app/api/auth/password/reset';
const REQUEST = '/app/api/auth/password/request';
const LOGIN = '/app/api/auth/login';

let smtp: SmtpCapture;
let t: TestApp;
let office: Awaited<ReturnType<typeof createOfficeUser>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test', PASSWORD_REQUEST_MAX: '100' },
  });
  office = await createOfficeUser(t.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const asOffice = (url: string, body: unknown = {}) =>
  postJson(t.app, url, body, { cookie: office.cookie });

async function mailTo(email: string, after: number) {
  await t.app.mailOutbox.drain();
  const mail = smtp.messages.slice(after).find((m) => m.to.includes(email.toLowerCase()));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

function setPassword(link: URL, password: string) {
  return postJson(t.app, RESET, {
    token: link.searchParams.get('token'),
    email: link.searchParams.get('email'),
    password,
    password_confirmation: password,
  });
}

const login = (email: string, password: string) =>
  postJson(t.app, LOGIN, { email, password }).then((answer) => answer.statusCode);

let serial = 0;

/** A complete application the office accepts: the person and the invitation link. */
async function invitedPerson() {
  serial += 1;
  const email = `links-${String(serial)}@example.test`;
  const { application, bewerber: person } = await createApplication(
    t.db,
    { email, firstname: 'Lina' },
    { status: 'complete', submittedAt: new Date() },
  );
  const before = smtp.messages.length;
  const accepted = await asOffice(bueroDecisionUrls.accept(application.id));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const invitation = invitationLinkFrom((await mailTo(email, before)).raw);
  const [account] = await t.db.select().from(users).where(eq(users.email, email));
  if (!account) throw new Error('no account');
  return { email, application, person, userId: account.id, invitation };
}

/** "Passwort vergessen": the reset link mailed to the address. */
async function resetLinkFor(email: string) {
  const before = smtp.messages.length;
  const asked = await postJson(t.app, REQUEST, { email, locale: 'de' }, {});
  expect(asked.statusCode).toBe(200);
  // The work runs after the answer: wait for its mail.
  for (let i = 0; i < 100; i += 1) {
    await t.app.mailOutbox.drain();
    const mail = smtp.messages.slice(before).find((m) => m.to.includes(email.toLowerCase()));
    if (mail) return resetLinkFrom(mail.raw);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail to ${email}`);
}

/** What a refused link must leave as it was. */
async function accountState(userId: number, bewerberId: number) {
  const [account] = await t.db.select().from(users).where(eq(users.id, userId));
  const sessionRows = await t.db
    .select({ id: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const apps = await t.db
    .select({ id: applications.id, decision: applications.decision })
    .from(applications)
    .where(eq(applications.bewerberId, bewerberId));
  const [lastAudit] = await t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(sql`${auditLog.action} <> 'password_reset_requested'`)
    .orderBy(desc(auditLog.id))
    .limit(1);
  const tokenRows = await t.db
    .select({ id: tokens.id, usedAt: tokens.usedAt })
    .from(tokens)
    .where(eq(tokens.userId, userId));
  return {
    passwordHash: account?.passwordHash,
    updatedAt: account?.updatedAt,
    deactivatedAt: account?.deactivatedAt,
    sessions: sessionRows.map((row) => row.id).sort(),
    applications: apps,
    lastAudit: lastAudit?.id,
    tokens: tokenRows,
  };
}

async function expectRefusedWithoutTrace(
  link: URL,
  person: { userId: number; person: { id: number } },
) {
  const before = await accountState(person.userId, person.person.id);
  const refused = await setPassword(link, 'Fremdes-Passwort-1');
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json()).toMatchObject({ errors: { token: [expect.any(String)] } });
  expect(refused.cookies).toEqual([]);
  expect(await accountState(person.userId, person.person.id)).toEqual(before);
}

describe('a link outlived by another link of the account', () => {
  it('kills the invitation when the password is set by a reset link', async () => {
    const person = await invitedPerson();
    const reset = await resetLinkFor(person.email);
    const used = await setPassword(reset, 'Eigenes-Passwort-1');
    expect(used.statusCode, used.body).toBe(200);
    expect(await login(person.email, 'Eigenes-Passwort-1')).toBe(200);

    await expectRefusedWithoutTrace(person.invitation, person);
    expect(await login(person.email, 'Eigenes-Passwort-1')).toBe(200);
    expect(await login(person.email, 'Fremdes-Passwort-1')).toBe(422);
    const open = await t.db.select().from(tokens).where(eq(tokens.userId, person.userId));
    expect(open.filter((token) => token.usedAt === null)).toEqual([]);
  });

  it('kills a reset link when the password is set by the invitation', async () => {
    const person = await invitedPerson();
    const reset = await resetLinkFor(person.email);
    const used = await setPassword(person.invitation, 'Eigenes-Passwort-2');
    expect(used.statusCode, used.body).toBe(200);

    await expectRefusedWithoutTrace(reset, person);
    expect(await login(person.email, 'Eigenes-Passwort-2')).toBe(200);
    expect(await login(person.email, 'Fremdes-Passwort-1')).toBe(422);
  });

  it("kills an office account's invitation when a reset link is asked for, and the reverse", async () => {
    const before = smtp.messages.length;
    const created = await asOffice(`${BUERO}/benutzer`, {
      name: 'Ina Eingeladen',
      email: 'ina.links@example.test',
    });
    expect(created.statusCode, created.body).toBe(201);
    const invitation = resetLinkFrom((await mailTo('ina.links@example.test', before)).raw);
    const reset = await resetLinkFor('ina.links@example.test');
    const [account] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'ina.links@example.test'));
    const owner = { userId: account!.id, person: { id: 0 } };
    await expectRefusedWithoutTrace(invitation, owner);
    expect((await setPassword(reset, 'Ina-eigenes-2026')).statusCode).toBe(200);
    await expectRefusedWithoutTrace(reset, owner);
  });
});

describe('a deactivated account', () => {
  it('loses its invitation link: refused without a trace, also after reactivation', async () => {
    const person = await invitedPerson();
    const off = await asOffice(`/app/api/${staffApiPaths.deactivate(person.person.id)}`);
    expect(off.statusCode, off.body).toBe(200);
    const open = await t.db.select().from(tokens).where(eq(tokens.userId, person.userId));
    expect(open.filter((token) => token.usedAt === null)).toEqual([]);

    await expectRefusedWithoutTrace(person.invitation, person);
    const [app] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, person.application.id));
    expect(app?.decision).toBe('invited');

    const on = await asOffice(`/app/api/${staffApiPaths.reactivate(person.person.id)}`);
    expect(on.statusCode, on.body).toBe(200);
    await expectRefusedWithoutTrace(person.invitation, person);
    expect(await login(person.email, 'Fremdes-Passwort-1')).toBe(422);
  });

  it('refuses a link whose account was deactivated with the link still open, writing nothing', async () => {
    // As if the deactivation and the link's use crossed: the row says deactivated, the token is open.
    const person = await invitedPerson();
    const reset = await resetLinkFor(person.email);
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, person.userId));
    await expectRefusedWithoutTrace(person.invitation, person);
    await expectRefusedWithoutTrace(reset, person);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${String(person.userId)}`));
    expect(audit).toBeUndefined();

    await t.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, person.userId));
    expect(await login(person.email, 'Fremdes-Passwort-1')).toBe(422);
  });
});

describe('the step-2 link', () => {
  async function applied() {
    const body = step1Body();
    const before = smtp.messages.length;
    expect((await postStep1(t.app, body)).statusCode).toBe(200);
    const mail = await smtp.waitForMessage(before + 1);
    const token = step2LinkFrom(mail.raw).searchParams.get('token') ?? '';
    const [person] = await t.db
      .select()
      .from(bewerber)
      .where(eq(bewerber.email, body.email as string));
    const [application] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.bewerberId, person!.id));
    return { token, email: body.email as string, person: person!, application: application! };
  }

  it('dies when the office rejects the application first: opening and sending are refused, nothing stored', async () => {
    const { token, person, application } = await applied();
    expect((await getStep2(t.app, token)).statusCode).toBe(200);
    const rejected = await asOffice(bueroDecisionUrls.reject(application.id), {
      send_mail: false,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect((await getStep2(t.app, token)).statusCode).toBe(404);
    const sent = await postStep2(
      t.app,
      token,
      step2Fields({ locations: [] }),
      { bytes: await samplePhoto() },
      freshIp(),
    );
    expect(sent.statusCode, sent.body).toBe(404);
    const [row] = await t.db.select().from(bewerber).where(eq(bewerber.id, person.id));
    expect(row).toMatchObject({ street: null, photoKey: null });
    const [app] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(app).toMatchObject({ status: 'step1', decision: 'rejected' });
  });

  it('and every other link of a person die with the erasure', async () => {
    const person = await invitedPerson();
    const reset = await resetLinkFor(person.email);
    const before = smtp.messages.length;
    expect((await postStep1(t.app, step1Body({ email: person.email }))).statusCode).toBe(200);
    const step2 = step2LinkFrom((await smtp.waitForMessage(before + 1)).raw);
    const erased = await asOffice(`${BUERO}/personen/${String(person.person.id)}/loeschen`, {
      confirm: `Lina ${person.person.lastname}`,
    });
    expect(erased.statusCode, erased.body).toBe(200);

    expect((await setPassword(person.invitation, 'Fremdes-Passwort-1')).statusCode).toBe(422);
    expect((await setPassword(reset, 'Fremdes-Passwort-1')).statusCode).toBe(422);
    expect((await getStep2(t.app, step2.searchParams.get('token') ?? '')).statusCode).toBe(404);
    const left = await t.db
      .select()
      .from(users)
      .where(inArray(sql`lower(${users.email})`, [person.email]));
    expect(left).toEqual([]);
  });
});

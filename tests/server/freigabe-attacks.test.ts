import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalPageSchema } from '@domain/freigabe/approval';
import { isApiErrorBody } from '@domain/shared/api-error';
import { randomToken } from '@server/platform/crypto/tokens';
import { approvalRequests } from '@server/platform/db/schema/customer-side';
import { signatures } from '@server/platform/db/schema/messen';
import { XHR } from '@tests/support/http';
import { type SmtpCapture, startSmtpCapture } from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { APPROVAL_MISSES_MAX } from '@server/areas/freigabe/rate-limits';
import { API, approvalLinkFrom, createApprovalScene, D3, pagePath } from './freigabe-fixtures';

/*
 * Attacks on the approval link (issue 25): guessing, reuse, another pair's
 * rows, after withdrawal, after a newer request, after expiry, hostile
 * input, a huge body and two approvals at once. Every refusal is 4xx in the
 * {message, errors} shape; a dead link is one and the same 404.
 */

let smtp: SmtpCapture;
let t: TestApp;
let a: Awaited<ReturnType<typeof createApprovalScene>>;
let b: Awaited<ReturnType<typeof createApprovalScene>>;
let ipCount = 0;
/** A fresh address per test: the misses of one do not limit another. */
const nextIp = () => `10.2.${String(Math.floor(++ipCount / 250))}.${String(ipCount % 250)}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  a = await createApprovalScene(t);
  b = await createApprovalScene(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Scene = typeof a;

async function tokenFor(scene: Scene, days = [D3]) {
  const before = smtp.messages.length;
  const sent = await scene.asOffice(scene.pairPath, { days, contact_id: scene.contact.id });
  expect(sent.statusCode, sent.body).toBe(201);
  await t.app.mailOutbox.drain();
  const mail = smtp.messages.slice(before).find((m) => m.to.includes(scene.contact.email));
  if (!mail) throw new Error('no request mail');
  return {
    id: (JSON.parse(sent.body) as { id: number }).id,
    token: approvalLinkFrom(mail.raw).token,
  };
}

const getPage = (token: string, ip: string) =>
  t.app.inject({ url: pagePath(token), headers: XHR, remoteAddress: ip });
const post = (token: string, action: string, body: unknown, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: `${pagePath(token)}/${action}`,
    headers: { ...XHR, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });
const hashOf = async (token: string) =>
  v.parse(approvalPageSchema, JSON.parse((await getPage(token, nextIp())).body)).content_sha256;

let notFoundBody = '';

describe('a dead link', () => {
  it('answers unknown and malformed tokens with one 404 body, then 429 for the address', async () => {
    const ip = nextIp();
    const unknown = await getPage(randomToken(32), ip);
    expect(unknown.statusCode).toBe(404);
    notFoundBody = unknown.body;
    expect(isApiErrorBody(JSON.parse(unknown.body))).toBe(true);
    for (const token of ['x', '%00', 'a'.repeat(90), `${randomToken(32)}=`]) {
      const response = await getPage(token, ip);
      expect(response.statusCode, token).toBe(404);
      expect(response.body).toBe(notFoundBody);
    }
    let last = 0;
    for (let i = 0; i < APPROVAL_MISSES_MAX; i++)
      last = (await getPage(randomToken(32), ip)).statusCode;
    expect(last).toBe(429);
    const limited = await getPage(randomToken(32), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(isApiErrorBody(JSON.parse(limited.body))).toBe(true);
    // Another address is not limited by this one's misses.
    expect((await getPage(randomToken(32), nextIp())).statusCode).toBe(404);
  });

  it('is the same 404 after withdrawal, after a newer request and after expiry', async () => {
    const withdrawn = await tokenFor(a);
    const w = await a.asOffice(`${API}/buero/freigaben/${String(withdrawn.id)}/zurueckziehen`, {});
    expect(w.statusCode, w.body).toBe(200);
    expect(JSON.parse(w.body)).toMatchObject({ state: 'withdrawn' });
    const older = await tokenFor(a);
    const newer = await tokenFor(a);
    const expired = await tokenFor(b);
    await t.db
      .update(approvalRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(approvalRequests.id, expired.id));
    for (const token of [withdrawn.token, older.token, expired.token]) {
      const page = await getPage(token, nextIp());
      expect(page.statusCode).toBe(404);
      expect(page.body).toBe(notFoundBody);
      const approve = await post(
        token,
        'bestaetigen',
        { name: 'X', confirmed: true, content_sha256: '0'.repeat(64) },
        nextIp(),
      );
      expect(approve.statusCode).toBe(404);
      expect(approve.body).toBe(notFoundBody);
    }
    expect((await getPage(newer.token, nextIp())).statusCode).toBe(200);
    const list = JSON.parse((await b.asOffice(b.pairPath)).body) as {
      requests: { state: string }[];
    };
    expect(list.requests[0]?.state).toBe('expired');
  });
});

describe('hostile answers', () => {
  it('refuses wrong types, control characters and an unconfirmed approval with field errors', async () => {
    const { token } = await tokenFor(a);
    const hash = await hashOf(token);
    const cases: [string, unknown, string][] = [
      ['bestaetigen', { name: 123, confirmed: true, content_sha256: hash }, 'name'],
      ['bestaetigen', { name: 'Frau\u0007 K', confirmed: true, content_sha256: hash }, 'name'],
      ['bestaetigen', { name: 'Frau K', confirmed: false, content_sha256: hash }, 'confirmed'],
      [
        'bestaetigen',
        { name: 'Frau K', confirmed: true, content_sha256: 'nope' },
        'content_sha256',
      ],
      ['bestaetigen', { name: 'x'.repeat(500), confirmed: true, content_sha256: hash }, 'name'],
      [
        'beanstanden',
        { rows: [{ staff_id: a.first, day: D3, comment: 'a\u0000b' }], content_sha256: hash },
        'rows',
      ],
      ['beanstanden', { rows: [], content_sha256: hash }, 'rows'],
      ['beanstanden', { rows: 'all', content_sha256: hash }, 'rows'],
      [
        'beanstanden',
        { rows: [{ staff_id: '1', day: 'gestern', comment: 'x' }], content_sha256: hash },
        'rows',
      ],
    ];
    for (const [action, body, field] of cases) {
      const response = await post(token, action, body, nextIp());
      expect(response.statusCode, `${action} ${JSON.stringify(body)}`).toBe(422);
      const parsed = JSON.parse(response.body) as { errors: Record<string, string[]> };
      expect(isApiErrorBody(parsed)).toBe(true);
      expect(
        Object.keys(parsed.errors).some((key) => key.startsWith(field)),
        response.body,
      ).toBe(true);
    }
    const broken = await post(token, 'bestaetigen', '{"name":', nextIp());
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const huge = await post(
      token,
      'beanstanden',
      {
        rows: [{ staff_id: a.first, day: D3, comment: 'x'.repeat(5_000_000) }],
        content_sha256: hash,
      },
      nextIp(),
    );
    expect(huge.statusCode).toBe(413);
    expect(isApiErrorBody(JSON.parse(huge.body))).toBe(true);
    // Nothing of it was taken: the request is still open.
    expect(
      v.parse(approvalPageSchema, JSON.parse((await getPage(token, nextIp())).body)).state,
    ).toBe('open');
  });
});

describe('the token binds its pair, days and contact', () => {
  it('never writes another pair: B’s rows are unknown on A’s link, A’s approval signs only A', async () => {
    const { token, id } = await tokenFor(a);
    const hash = await hashOf(token);
    const foreign = await post(
      token,
      'beanstanden',
      { rows: [{ staff_id: b.first, day: D3, comment: 'fremd' }], content_sha256: hash },
      nextIp(),
    );
    expect(foreign.statusCode).toBe(422);
    const approved = await post(
      token,
      'bestaetigen',
      { name: 'Frau Kontakt', confirmed: true, content_sha256: hash },
      nextIp(),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [request] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    const [signature] = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.id, request?.signatureId ?? 0));
    expect(signature).toMatchObject({ messeId: a.pair.messeId, customerId: a.pair.customerId });
    const bList = JSON.parse((await b.asOffice(b.pairPath)).body) as { unsigned_days: string[] };
    expect(bList.unsigned_days).toEqual([D3]);
    const reuse = await post(
      token,
      'beanstanden',
      { rows: [{ staff_id: a.first, day: D3, comment: 'doch nicht' }], content_sha256: hash },
      nextIp(),
    );
    expect(reuse.statusCode).toBe(409);
    const page = v.parse(approvalPageSchema, JSON.parse((await getPage(token, nextIp())).body));
    expect(page.state).toBe('approved');
  });

  it('takes exactly one of parallel answers (two approvals and a dispute)', async () => {
    const { token, id } = await tokenFor(b);
    const hash = await hashOf(token);
    const body = { name: 'Frau Kontakt', confirmed: true, content_sha256: hash };
    const answers = await Promise.all([
      post(token, 'bestaetigen', body, nextIp()),
      post(token, 'bestaetigen', body, nextIp()),
      post(
        token,
        'beanstanden',
        { rows: [{ staff_id: b.first, day: D3, comment: 'x' }], content_sha256: hash },
        nextIp(),
      ),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const made = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.customerId, b.pair.customerId));
    // Whichever came first is the answer: an approval made one signature, a dispute none.
    const winner = answers.find((answer) => answer.statusCode === 200);
    const state = v.parse(approvalPageSchema, JSON.parse(winner?.body ?? '{}')).state;
    const [request] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    expect(request?.answer).toBe(state);
    expect(made.filter((row) => row.method === 'link')).toHaveLength(state === 'approved' ? 1 : 0);
  });

  it('takes exactly one of two parallel approvals: one signature', async () => {
    const c = await createApprovalScene(t);
    const { token } = await tokenFor(c);
    const body = { name: 'Frau Kontakt', confirmed: true, content_sha256: await hashOf(token) };
    const answers = await Promise.all([
      post(token, 'bestaetigen', body, nextIp()),
      post(token, 'bestaetigen', body, nextIp()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const made = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.customerId, c.pair.customerId));
    expect(made.filter((row) => row.method === 'link')).toHaveLength(1);
  });

  it('refuses an office request without the office area', async () => {
    const anonymous = await t.app.inject({ url: a.pairPath, headers: XHR });
    expect(anonymous.statusCode).toBe(401);
    const supervisor = await t.app.inject({
      url: a.pairPath,
      headers: { ...XHR, cookie: a.cookies.supervisor },
    });
    expect(supervisor.statusCode).toBe(403);
  });

  it('never writes a token to the log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      shareDatabaseWith: t,
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const { token } = await tokenFor(await createApprovalScene(t));
      const guessed = randomToken(32);
      for (const path of [pagePath(token), pagePath(guessed), `${pagePath(token)}/bestaetigen`]) {
        await logged.app.inject({ url: path, headers: XHR, remoteAddress: nextIp() });
      }
      expect(lines.join('\n')).toContain('freigabe');
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).not.toContain(guessed);
    } finally {
      await logged.close();
    }
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { and, eq } from 'drizzle-orm';
import { writeAudits } from '@server/platform/audit/audit-log';
import { auditLog } from '@server/platform/db/schema/system';
import { createStaffUser, createUser, sessionCookieFor } from '@tests/support/factories';
import { postJson, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createOfficeUser } from './buero-fixtures';
import { createRichPerson, type RichPerson } from './buero-gdpr-fixtures';

/*
 * Reading the audit of a person or a fair (keyset pages, newest first, who by
 * name), the office's accounts, and who may call the data-protection routes.
 */

let t: TestApp;
let cookie: string;
let officeId: number;
let p: RichPerson;
const others: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const office = await createOfficeUser(t.db);
  cookie = office.cookie;
  officeId = office.user.id;
  p = await createRichPerson(t);
  const m = String(p.pair.messeId);
  const c = String(p.pair.customerId);
  const s = String(p.staff.id);
  // 11 entries about the person (its subjects and its login), 3 about the fair, 2 about others.
  await writeAudits(t.db, [
    {
      action: 'master_data_changed',
      userId: p.user.id,
      subject: `bewerber:${s}`,
      details: { changed: ['city'] },
    },
    ...Array.from({ length: 7 }, (_, i) => ({
      action: 'time_changed' as const,
      userId: p.user.id,
      subject: `times:${m}/${c}/${s}/2026-11-2${String(i)}`,
      details: { changes: { time_start: { before: null, after: 480 + i } } },
    })),
    {
      action: 'applicant_viewed',
      userId: officeId,
      subject: `application:${String(p.firstApp.id)}`,
      details: { what: 'detail' },
    },
    {
      action: 'document_uploaded',
      userId: p.user.id,
      subject: `document:${String(p.document.id)}`,
    },
    { action: 'login', userId: p.user.id },
    { action: 'timesheet_signed', userId: p.user.id, subject: `customer_sheet:${m}/${c}` },
    { action: 'applicant_viewed', userId: officeId, subject: 'application:999999' },
    { action: 'time_changed', userId: officeId, subject: `times:${m}1/${c}/${s}/2026-11-20` },
  ]);
  others.staff = await sessionCookieFor(t.db, (await createStaffUser(t.db)).user.id);
  others.supervisor = await sessionCookieFor(
    t.db,
    (await createUser(t.db, { timetracking: true })).id,
  );
});
afterAll(() => t.close());

type Page = {
  title: string;
  items: {
    id: number;
    action: string;
    subject: string | null;
    actor: { id: number; name: string | null } | null;
    changes: unknown;
  }[];
  next_cursor: string | null;
};

async function walk(url: string, limit: number) {
  const seen: Page['items'] = [];
  let cursor: string | null = null;
  let title = '';
  do {
    const response: LightMyRequestResponse = await t.app.inject({
      url: `${url}?limit=${String(limit)}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { ...XHR, cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page: Page = response.json<Page>();
    title = page.title;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return { title, seen };
}

describe('reading the audit', () => {
  it("pages a person's entries newest first without duplicates or gaps, with the actor's name", async () => {
    const { title, seen } = await walk(`${BUERO}/personen/${String(p.first.id)}/protokoll`, 3);
    expect(title).toBe(`${p.secrets.firstname} ${p.secrets.lastname}`);
    const ids = seen.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    // Its subjects and its login's own acts; not the other application, not the other fair.
    expect(seen.filter((e) => e.action === 'time_changed')).toHaveLength(7);
    expect(seen.map((e) => e.subject)).not.toContain('application:999999');
    expect(seen.some((e) => e.action === 'login' && e.actor?.id === p.user.id)).toBe(true);
    expect(seen.some((e) => e.subject === `document:${String(p.document.id)}`)).toBe(true);
    const viewed = seen.find((e) => e.action === 'applicant_viewed');
    expect(viewed?.actor).toEqual({ id: officeId, name: 'Olivia Office' });
    const changed = seen.find((e) => e.action === 'time_changed');
    expect(changed?.changes).toMatchObject({ time_start: { before: null } });
    expect(seen).toHaveLength(12);
  });

  it("pages a fair's entries: its days and sheets only (not a fair whose id starts the same)", async () => {
    const { seen } = await walk(`${BUERO}/messen/${String(p.pair.messeId)}/protokoll`, 2);
    expect(seen.map((e) => e.action).sort()).toEqual([
      ...Array(7).fill('time_changed'),
      'timesheet_signed',
    ]);
  });

  it('answers 422 for a bad cursor or limit and 404 for an unknown person or fair', async () => {
    for (const query of [
      'cursor=abc',
      'cursor=0',
      'limit=0',
      'limit=101',
      'limit=x',
      'cursor=1&cursor=2',
    ]) {
      const response = await t.app.inject({
        url: `${BUERO}/personen/${String(p.first.id)}/protokoll?${query}`,
        headers: { ...XHR, cookie },
      });
      expect(response.statusCode, query).toBe(422);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
    for (const url of [
      `${BUERO}/personen/2000000000/protokoll`,
      `${BUERO}/messen/2000000000/protokoll`,
    ]) {
      expect((await t.app.inject({ url, headers: { ...XHR, cookie } })).statusCode).toBe(404);
    }
  });
});

describe('office accounts', () => {
  it('creates an account that can log in, audited, and lists it', async () => {
    const response = await postJson(
      t.app,
      `${BUERO}/benutzer`,
      { name: 'Bea Büro', email: 'Bea.Buero@example.test', password: 'lang-genug-2026' },
      { cookie },
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ user: { id: number; email: string; lastname: string } }>().user;
    expect(created).toMatchObject({ lastname: 'Büro', email: 'bea.buero@example.test' });
    const login = await postJson(t.app, '/app/api/auth/login', {
      email: 'bea.buero@example.test',
      password: 'lang-genug-2026',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { areas: string[] } }>().user.areas).toContain('buero');
    const list = await t.app.inject({ url: `${BUERO}/benutzer`, headers: { ...XHR, cookie } });
    const items = list.json<{ items: { id: number }[] }>().items;
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining([officeId, created.id]));
    expect(items.map((i) => i.id)).not.toContain(p.user.id);
    expect(list.body).not.toContain('argon2');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'office_user_created'),
          eq(auditLog.subject, `user:${String(created.id)}`),
        ),
      );
    expect(entry).toMatchObject({ userId: officeId });
    expect(JSON.stringify(entry?.details)).not.toContain('lang-genug');
  });

  it('answers 409 for a taken address (any case) and 422 for a weak password or bad input', async () => {
    const taken = await postJson(
      t.app,
      `${BUERO}/benutzer`,
      { name: 'X Y', email: p.secrets.email.toUpperCase(), password: 'lang-genug-2026' },
      { cookie },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.email).toHaveLength(1);
    for (const body of [
      { name: 'X Y', email: 'weak@example.test', password: 'kurz' },
      { name: '', email: 'n@example.test', password: 'lang-genug-2026' },
      { name: 'X Y', email: 'no-at', password: 'lang-genug-2026' },
      { name: 'X\u0000Y', email: 'c@example.test', password: 'lang-genug-2026' },
      {},
    ]) {
      const response = await postJson(t.app, `${BUERO}/benutzer`, body, { cookie });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('who may call the data-protection routes', () => {
  const routes = () => [
    { method: 'GET' as const, url: `${BUERO}/personen/${String(p.first.id)}/export` },
    { method: 'GET' as const, url: `${BUERO}/personen/${String(p.first.id)}/protokoll` },
    { method: 'GET' as const, url: `${BUERO}/messen/${String(p.pair.messeId)}/protokoll` },
    { method: 'GET' as const, url: `${BUERO}/benutzer` },
    {
      method: 'POST' as const,
      url: `${BUERO}/benutzer`,
      payload: { name: 'A B', email: 'a@b.test', password: 'lang-genug-2026' },
    },
    {
      method: 'POST' as const,
      url: `${BUERO}/personen/${String(p.first.id)}/loeschen`,
      payload: { confirm: 'x' },
    },
  ];

  it('answers 401 without a session and 403 to staff and supervisors, before parsing', async () => {
    for (const [who, session] of [['anonymous', ''], ...Object.entries(others)] as const) {
      for (const route of routes()) {
        const response = await t.app.inject({
          ...route,
          headers: { ...XHR, ...(session ? { cookie: session } : {}) },
        });
        expect(response.statusCode, `${who} ${route.url}`).toBe(session ? 403 : 401);
        expect(isApiErrorBody(response.json())).toBe(true);
      }
    }
  });

  it('opens the reading routes to the office', async () => {
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const response = await t.app.inject({ ...route, headers: { ...XHR, cookie } });
      expect(response.statusCode, route.url).toBe(200);
    }
  });
});

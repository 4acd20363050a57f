import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '@tests/support/http';
import { INVISIBLE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';
import { bueroDecisionUrls } from './buero-people-urls';

/*
 * Every text the office stores refuses a value that shows nothing (only
 * zero-width, blank or other invisible characters) with the field's 422, and
 * a fair's days stay inside the fairs' window (docs/product/rules.md, Text
 * fields; docs/product/fairs.md).
 */

const INVISIBLE = 'Die Eingabe besteht nur aus unsichtbaren Zeichen.';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createOfficeUser(t.db)).cookie;
});
afterAll(() => t.close());

const fair = { name: 'IAA', city: 'Hannover', date_start: '2026-09-08', date_end: '2026-09-13' };

async function expectFieldRefused(
  answer: Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  field: string,
  text: string,
) {
  const response = await answer;
  expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
  expect(response.json<{ errors: Record<string, string[]> }>().errors[field], field).toEqual([
    text,
  ]);
}

describe('office text fields', () => {
  it.each(Object.entries(INVISIBLE_TEXTS))('refuse %s with the field error', async (_, text) => {
    await expectFieldRefused(
      send(t.app, 'POST', 'messen', cookie, { ...fair, name: text }),
      'name',
      INVISIBLE,
    );
    await expectFieldRefused(
      send(t.app, 'POST', 'messen', cookie, { ...fair, city: text }),
      'city',
      INVISIBLE,
    );
    await expectFieldRefused(
      send(t.app, 'POST', 'messen', cookie, { ...fair, description: `${text}\n${text}` }),
      'description',
      INVISIBLE,
    );
    await expectFieldRefused(
      send(t.app, 'POST', 'kunden', cookie, { name: text }),
      'name',
      INVISIBLE,
    );
    await expectFieldRefused(
      postJson(t.app, `${BUERO}/benutzer`, { name: text, email: 'x@example.test' }, { cookie }),
      'name',
      INVISIBLE,
    );
    await expectFieldRefused(
      postJson(t.app, `${BUERO}/unterschriften/1/aufheben`, { reason: text }, { cookie }),
      'reason',
      INVISIBLE,
    );
  });

  it('refuse a rejection reason and a rename that show nothing, and store nothing', async () => {
    const { application } = await createApplication(t.db, {}, { status: 'complete' });
    await expectFieldRefused(
      postJson(t.app, bueroDecisionUrls.reject(application.id), { reason: '\u200b' }, { cookie }),
      'reason',
      INVISIBLE,
    );
    const created = await send(t.app, 'POST', 'kunden', cookie, { name: 'Kunde A' });
    const id = created.json<{ id: number }>().id;
    await expectFieldRefused(
      send(t.app, 'PATCH', `kunden/${String(id)}`, cookie, { name: '\u200b\u200d' }),
      'name',
      INVISIBLE,
    );
    const list = await send(t.app, 'GET', 'kunden', cookie);
    expect(list.json<{ items: { name: string }[] }>().items.map((c) => c.name)).toEqual([
      'Kunde A',
    ]);
  });
});

describe("a fair's days", () => {
  it('lie between 1 January 2000 and 31 December five years ahead', async () => {
    const last = `${String(new Date().getFullYear() + 5)}-12-31`;
    const range = `Das Datum muss zwischen dem 01.01.2000 und dem 31.12.${last.slice(0, 4)} liegen.`;
    await expectFieldRefused(
      send(t.app, 'POST', 'messen', cookie, {
        ...fair,
        date_start: '9999-12-31',
        date_end: '9999-12-31',
      }),
      'date_end',
      range,
    );
    await expectFieldRefused(
      send(t.app, 'POST', 'messen', cookie, { ...fair, date_start: '1999-12-31' }),
      'date_start',
      range,
    );
    const edge = await send(t.app, 'POST', 'messen', cookie, {
      ...fair,
      date_start: last,
      date_end: last,
    });
    expect(edge.statusCode, edge.body).toBe(201);
    const first = await send(t.app, 'POST', 'messen', cookie, {
      ...fair,
      date_start: '2000-01-01',
      date_end: '2000-01-01',
    });
    expect(first.statusCode, first.body).toBe(201);
  });
});

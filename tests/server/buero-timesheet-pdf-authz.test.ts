import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { createStaffUser, createUser, sessionCookieFor } from '@tests/support/factories';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { BUERO, send } from './buero-messen-fixtures';
import { createPdfScene } from './buero-timesheet-pdf-fixtures';

/*
 * Who may download timesheet PDFs (office only; a supervisor not even their
 * own pair's, staff not their own sheet) and every route under random and
 * hostile ids and languages (500+ each): never a 5xx, on both databases.
 */

const RUNS = 500;

let t: TestApp;
let office: string;
let scene: Awaited<ReturnType<typeof createPdfScene>>;
let urls: string[];
const refused: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
  scene = await createPdfScene(t);
  const pair = `${BUERO}/messen/${String(scene.pair.messeId)}/kunden/${String(scene.pair.customerId)}`;
  urls = [
    `${pair}/pdf`,
    `${pair}/personal/${String(scene.first.id)}/pdf?lang=en`,
    `${BUERO}/messen/${String(scene.pair.messeId)}/stundenzettel.zip`,
  ];
  const staff = await createStaffUser(t.db);
  refused.staff = await sessionCookieFor(t.db, staff.user.id);
  // The supervisor who collected the signatures of this very pair.
  refused.ownSupervisor = scene.supervisorCookie;
  refused.otherSupervisor = await sessionCookieFor(
    t.db,
    (await createUser(t.db, { timetracking: true })).id,
  );
}, 60_000);
afterAll(() => t.close());

describe('timesheet PDFs are for the office only', () => {
  it('answers 401 without a session', async () => {
    for (const url of urls) {
      const response = await send(t.app, 'GET', url, '');
      expect(response.statusCode, url).toBe(401);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it('answers 403 to staff and supervisors, also the pair’s own supervisor', async () => {
    for (const [who, cookie] of Object.entries(refused)) {
      for (const url of urls) {
        const response = await send(t.app, 'GET', url, cookie);
        expect(response.statusCode, `${who} ${url}`).toBe(403);
        expect(isApiErrorBody(response.json())).toBe(true);
      }
    }
  });

  it('refuses before reading the input: a malformed id or language is still 403', async () => {
    const response = await send(
      t.app,
      'GET',
      `${BUERO}/messen/x/kunden/y/pdf?lang=zz`,
      refused.staff ?? '',
    );
    expect(response.statusCode).toBe(403);
  });

  it('gives the office every download', async () => {
    for (const url of urls) {
      const response = await send(t.app, 'GET', url, office);
      expect(response.statusCode, url).toBe(200);
    }
  });
});

function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(isApiErrorBody(JSON.parse(response.body)), what).toBe(true);
  }
}

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(
    '%',
    '%00',
    '..',
    '/',
    '0',
    '-1',
    '1e3',
    '2147483648',
    '99999999999999999999',
    ' 1',
  ),
);

describe('random and hostile input never answers 5xx', () => {
  const id = () =>
    fc.oneof(
      fc.constantFrom(
        String(scene.pair.messeId),
        String(scene.pair.customerId),
        String(scene.first.id),
      ),
      fc.integer({ min: -5, max: 2 ** 31 + 5 }).map(String),
      hostile,
    );
  const lang = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('de', 'en', 'DE', 'fr', '', 'de&lang=en', 'en&locale=de'),
    hostile,
  );
  // Every UTF-8 byte but the unreserved ones percent-encoded (lone surrogates arrive as U+FFFD).
  const path = (value: string) =>
    [...Buffer.from(value, 'utf8')]
      .map((byte) =>
        /[\w.~-]/.test(String.fromCharCode(byte)) && byte < 0x80
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
      )
      .join('');
  const query = (value: string | undefined) =>
    value === undefined ? '' : `?lang=${value.includes('&') ? value : path(value)}`;

  it('GET …/kunden/{customerId}/pdf', async () => {
    await fc.assert(
      fc.asyncProperty(id(), id(), lang, async (m, c, l) => {
        const url = `${BUERO}/messen/${path(m)}/kunden/${path(c)}/pdf${query(l)}`;
        expectNo5xx(await send(t.app, 'GET', url, office), url);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);

  it('GET …/personal/{staffId}/pdf', async () => {
    await fc.assert(
      fc.asyncProperty(id(), id(), id(), lang, async (m, c, s, l) => {
        const url = `${BUERO}/messen/${path(m)}/kunden/${path(c)}/personal/${path(s)}/pdf${query(l)}`;
        expectNo5xx(await send(t.app, 'GET', url, office), url);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);

  it('GET …/messen/{id}/stundenzettel.zip', async () => {
    await fc.assert(
      fc.asyncProperty(id(), lang, async (m, l) => {
        const url = `${BUERO}/messen/${path(m)}/stundenzettel.zip${query(l)}`;
        expectNo5xx(await send(t.app, 'GET', url, office), url);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});

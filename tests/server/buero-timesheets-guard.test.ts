import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { signatures } from '@server/platform/db/schema/messen';
import { createStaffUser, sessionCookieFor } from '@tests/support/factories';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { BUERO, send } from './buero-messen-fixtures';
import { createSignedScene, type SignedScene } from './buero-timesheets-fixtures';

/*
 * Who may use the timesheet review routes (office only: 401 anonymous, 403
 * staff and supervisors before any input is read; a supervisor never sees
 * another pair through them), and every route under 500+ random and hostile
 * inputs: never a 5xx, errors always in the error shape.
 */

const RUNS = 500;

let t: TestApp;
let office: string;
let s: SignedScene;
let signatureId: number;
const others: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
  s = await createSignedScene(t.app, t.db);
  const [row] = await t.db
    .select({ id: signatures.id })
    .from(signatures)
    .where(eq(signatures.messeId, s.pair.messeId));
  signatureId = row?.id ?? 0;
  const staff = await createStaffUser(t.db);
  others.staff = await sessionCookieFor(t.db, staff.user.id);
  others.supervisor = s.cookies.supervisor;
  others.otherSupervisor = s.cookies.otherSupervisor;
  const both = await createStaffUser(t.db, { user: { timetracking: true } });
  others.supervisorWithStaffRecord = await sessionCookieFor(t.db, both.user.id);
});
afterAll(() => t.close());

function routes() {
  const fair = `${BUERO}/messen/${String(s.pair.messeId)}`;
  return [
    { method: 'GET' as const, url: `${fair}/zeiten` },
    { method: 'GET' as const, url: `${fair}/zeiten?filter=unsigned` },
    { method: 'GET' as const, url: `${fair}/kunden/${String(s.pair.customerId)}/zeiten` },
    {
      method: 'POST' as const,
      url: `${BUERO}/unterschriften/${String(signatureId)}/aufheben`,
      body: { reason: 'Authz' },
    },
  ];
}

function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400 && response.body !== '')
    expect(isApiErrorBody(JSON.parse(response.body)), what).toBe(true);
}

describe('the review routes refuse everyone but the office', () => {
  it('answers 401 without a session', async () => {
    for (const route of routes()) {
      const response = await send(t.app, route.method, route.url, '', route.body);
      expect(response.statusCode, route.url).toBe(401);
      expect(isApiErrorBody(response.json())).toBe(true);
    }
  });

  it("answers 403 to staff and supervisors, the pair's own included, even for bad input", async () => {
    for (const [who, cookie] of Object.entries(others)) {
      for (const route of [
        ...routes(),
        { method: 'POST' as const, url: `${BUERO}/unterschriften/x/aufheben`, body: [] },
        { method: 'GET' as const, url: `${BUERO}/messen/abc/zeiten?filter=%00` },
      ]) {
        const response = await send(t.app, route.method, route.url, cookie, route.body);
        expect(response.statusCode, `${who} ${route.url}`).toBe(403);
      }
    }
    // Nothing was superseded by the refused calls.
    const [row] = await t.db
      .select({ at: signatures.supersededAt })
      .from(signatures)
      .where(eq(signatures.id, signatureId));
    expect(row?.at).toBeNull();
  });

  it('lets the office read both views (the unlock is exercised last)', async () => {
    for (const route of routes()) {
      const response = await send(t.app, route.method, route.url, office, route.body);
      expect(response.statusCode, route.url).toBe(200);
    }
  });
});

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom('%', '\\', "'", "' or 1=1 --", '\u0000', '', 'unsigned', 'changed'),
);
const segment = fc.oneof(
  hostile.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80';
    }
  }),
  fc.integer({ min: -5, max: 2 ** 33 }).map(String),
  fc.constantFrom('0', '01', '1e3', '2147483647', '2147483648'),
);
const query = fc
  .array(fc.tuple(fc.constantFrom('filter', 'cursor', '__proto__'), hostile), { maxLength: 4 })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value);
    return params.toString();
  });
const anyJson = fc.oneof(fc.jsonValue(), hostile, fc.integer(), fc.constant(null));
const body = fc.oneof(
  fc.record(
    {
      reason: fc.oneof(hostile, fc.string({ maxLength: 1100 }), anyJson),
      extra: anyJson,
    },
    { requiredKeys: [] },
  ),
  anyJson,
);

describe('the review routes under fuzz', { timeout: 180_000 }, () => {
  it('GET a fair review: any id and query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(segment, fc.constant(String(s.pair.messeId))),
        query,
        async (id, search) => {
          const url = `${BUERO}/messen/${id}/zeiten${search ? `?${search}` : ''}`;
          expectNo5xx(await send(t.app, 'GET', url, office), url);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET a pair review: any ids and query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(segment, fc.constant(String(s.pair.messeId))),
        fc.oneof(segment, fc.constant(String(s.pair.customerId))),
        query,
        async (id, customer, search) => {
          const url = `${BUERO}/messen/${id}/kunden/${customer}/zeiten${search ? `?${search}` : ''}`;
          expectNo5xx(await send(t.app, 'GET', url, office), url);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST an unlock: any id and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(segment, fc.constant(String(signatureId))),
        body,
        async (id, payload) => {
          const url = `${BUERO}/unterschriften/${id}/aufheben`;
          expectNo5xx(await send(t.app, 'POST', url, office, payload), url);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

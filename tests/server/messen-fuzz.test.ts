import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { createMesse, createStaffUser, sessionCookieFor } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const RUNS = 500;

let t: TestApp;
let cookie: string;
let fairIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createStaffUser(t.db);
  cookie = await sessionCookieFor(t.db, staff.user.id);
  const soon = await createMesse(t.db, { dateStart: '2099-01-01', dateEnd: '2099-01-05' });
  const past = await createMesse(t.db, { dateStart: '2001-01-01', dateEnd: '2001-01-05' });
  fairIds = [soon.id, past.id];
});
afterAll(() => t.close());

function expectNo5xx(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) expect(isApiErrorBody(JSON.parse(response.body))).toBe(true);
}

const id = fc.oneof(
  fc.constant(null).map(() => fairIds[0] ?? 1),
  fc.constant(null).map(() => fairIds[1] ?? 2),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, '1', null, true, {}, [], '__proto__'),
);
const body = fc.oneof(
  { weight: 3, arbitrary: fc.record({ selected: fc.array(id, { maxLength: 8 }) }) },
  fc.record({ selected: fc.jsonValue({ maxDepth: 2 }) }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom({ __proto__: { selected: [1] } }, JSON.parse('{"__proto__":{"selected":[1]}}')),
);

describe('fairs: property-based bad input never answers 5xx', () => {
  it(`POST /app/api/stammdaten/messen (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: body.map((b) => JSON.stringify(b)) },
          fc.string({ maxLength: 40 }),
        ),
        async (payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/app/api/stammdaten/messen',
            headers: { ...XHR, 'content-type': 'application/json', cookie },
            payload,
          });
          expectNo5xx(response);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it.each(['/app/api/messen', '/app/api/stammdaten/messen'])(
    `GET %s with any query (${RUNS} runs)`,
    async (url) => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 30 }), async (query) => {
          const response = await t.app.inject({
            method: 'GET',
            url: `${url}?selected=${encodeURIComponent(query)}&${encodeURIComponent(query)}`,
            headers: { cookie },
          });
          expectNo5xx(response);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';

/* The office's data-protection routes under random and hostile input (500+ cases each): never a 5xx. */

const RUNS = 500;

let t: TestApp;
let cookie: string;
let personId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createOfficeUser(t.db));
  ({
    bewerber: { id: personId },
  } = await createApplication(t.db, { firstname: 'Fuzz', lastname: 'Person' }));
});
afterAll(() => t.close());

function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400)
    expect(isApiErrorBody(JSON.parse(response.body)), what).toBe(true);
}

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom(
    '%',
    '_',
    '\\',
    "'",
    '"',
    "' or 1=1 --",
    '\u0000',
    '-1',
    '1e3',
    '9'.repeat(30),
    '',
  ),
);

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const segment = fc.oneof(
  hostile.map(encodeSegment),
  fc.integer({ min: -5, max: 2 ** 33 }).map(String),
  fc.constant(null).map(() => String(personId)),
);

const query = fc
  .array(fc.tuple(fc.constantFrom('cursor', 'limit', 'subject', '__proto__'), hostile), {
    maxLength: 4,
  })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value);
    return params.toString();
  });

const jsonValue = fc.oneof(
  hostile,
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(hostile, { maxLength: 2 }),
);

describe('data-protection routes under fuzz', () => {
  it('the audit pages never answer 5xx (any id, any query)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('personen', 'messen'),
        segment,
        query,
        async (what, id, search) => {
          const url = `${BUERO}/${what}/${id}/protokoll?${search}`;
          expectNo5xx(await t.app.inject({ url, headers: { ...XHR, cookie } }), url);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the export never answers 5xx (any id)', async () => {
    await fc.assert(
      fc.asyncProperty(segment, async (id) => {
        const url = `${BUERO}/personen/${id}/export`;
        const response = await t.app.inject({ url, headers: { ...XHR, cookie } });
        expect(response.statusCode, url).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    // Each run builds a ZIP: 12 s alone, 38 s on a machine at load 15.
  }, 90_000);

  it('the erasure never answers 5xx and never erases without the name (any id, any body)', async () => {
    await fc.assert(
      fc.asyncProperty(
        segment,
        fc.oneof(fc.dictionary(fc.constantFrom('confirm', 'x', '__proto__'), jsonValue), jsonValue),
        async (id, body) => {
          const url = `${BUERO}/personen/${id}/loeschen`;
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...XHR, cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectNo5xx(response, `${url} ${JSON.stringify(body)}`);
          expect(response.statusCode).not.toBe(200);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('creating an office account never answers 5xx (any body)', async () => {
    const field = fc.oneof(
      jsonValue,
      fc.emailAddress(),
      fc.string({ minLength: 8, maxLength: 140 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('name', 'email', 'password', 'role'), field),
        async (body) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `${BUERO}/benutzer`,
            headers: { ...XHR, cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectNo5xx(response, JSON.stringify(body));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { postJson, XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';

/* The decision routes under random and hostile input (500+ cases each): never a 5xx. */

const RUNS = 500;
const ACTIONS = ['annehmen', 'ablehnen', 'einladung'] as const;

let t: TestApp;
let cookie: string;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createOfficeUser(t.db));
  for (let i = 0; i < 6; i += 1) {
    const { application } = await createApplication(
      t.db,
      { email: `fuzz-decision${String(i)}@example.test` },
      { status: i % 2 ? 'complete' : 'step1', locale: i % 3 ? 'de' : 'en' },
    );
    ids.push(application.id);
  }
});
afterAll(() => t.close());

function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400)
    expect(isApiErrorBody(JSON.parse(response.body)), what).toBe(true);
}

const hostile = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...HOSTILE_TEXTS));
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record(
    {
      reason: fc.oneof(
        hostile,
        fc.constant(null),
        fc.integer(),
        fc.string({ minLength: 990, maxLength: 1100 }),
      ),
      send_mail: fc.oneof(fc.boolean(), hostile, fc.constant(null), fc.integer()),
    },
    { requiredKeys: [] },
  ),
);

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

describe('decision routes under fuzz', () => {
  for (const action of ACTIONS) {
    it(`${action} never answers 5xx (any id, any body)`, async () => {
      const segment = fc.oneof(
        fc.constantFrom(...ids.map(String)),
        hostile.map(encodeSegment),
        fc.integer({ min: -5, max: 2 ** 33 }).map(String),
        fc.constantFrom('0', '01', '1e3', '2147483648', 'optionen'),
      );
      await fc.assert(
        fc.asyncProperty(segment, anyJson, fc.boolean(), async (id, body, raw) => {
          const url = `${BUERO}/bewerbungen/${id}/${action}`;
          const response = raw
            ? await t.app.inject({
                method: 'POST',
                url,
                headers: { ...XHR, cookie, 'content-type': 'application/json' },
                payload: JSON.stringify(body).slice(0, -1),
              })
            : await postJson(t.app, url, body, { cookie });
          expectNo5xx(response, url);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

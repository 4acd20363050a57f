import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { createUser } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const ROUTES = [
  '/app/api/auth/login',
  '/app/api/auth/password/request',
  '/app/api/auth/password/reset',
];

// Values near the schemas' edges: right keys, wrong types, long and odd strings.
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.emailAddress(),
  fc.string({ minLength: 120, maxLength: 300 }),
  fc.constantFrom('de', 'en', 'fr', '', ' ', '__proto__', 'constructor'),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const formLike = fc.record(
  {
    email: fieldValue,
    password: fieldValue,
    password_confirmation: fieldValue,
    token: fieldValue,
    locale: fieldValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  { weight: 3, arbitrary: formLike.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
);

describe('auth endpoints under arbitrary input', () => {
  let t: TestApp;
  let knownEmail = '';
  beforeAll(async () => {
    // Throttling lifted: the point is the answers' shape, not the 429 path.
    t = await createTestApp({
      env: { LOGIN_MAX_FAILURES: '1000000', PASSWORD_REQUEST_MAX: '1000000' },
    });
    knownEmail = (await createUser(t.db)).email;
  });
  afterAll(() => t.close());

  for (const url of ROUTES) {
    it(`${url}: never a 5xx, every 4xx in the error shape`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, useKnownEmail) => {
          const sent = useKnownEmail
            ? payload.replace(/"email":"[^"]*"/, `"email":"${knownEmail}"`)
            : payload;
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...XHR, 'content-type': 'application/json' },
            payload: sent,
          });
          expect(response.statusCode, sent).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const json: unknown = response.json();
            expect(isApiErrorBody(json), response.body).toBe(true);
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});

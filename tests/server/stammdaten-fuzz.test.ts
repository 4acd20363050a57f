import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { staffPerson, twoLocations, URL, validForm } from './stammdaten-fixtures';

const RUNS = 500;

let t: TestApp;
let cookie: string;
let form: ReturnType<typeof validForm>;

beforeAll(async () => {
  t = await createTestApp();
  form = validForm(await twoLocations(t.db));
  cookie = (await staffPerson(t.db, true)).cookie;
});
afterAll(() => t.close());

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'DE89****************00',
    'DE12****************34',
    'XX00****************00',
    '15070649C103',
    '00000000000',
    '99',
    '1e309',
    'ß'.repeat(300),
  ),
  fc.object({ maxDepth: 1, maxKeys: 3 }),
);

/** The valid form with some fields replaced, removed or added. */
const body = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...Object.keys(validForm([1]))), junk, { maxKeys: 5 }),
    extra: fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 3 }),
    drop: fc.subarray(Object.keys(validForm([1]))),
  })
  .map(({ replace, extra, drop }) => {
    const out: Record<string, unknown> = { ...extra, ...form, ...replace };
    for (const key of drop) delete out[key];
    return out;
  });

const payload = fc.oneof(
  { weight: 5, arbitrary: body.map((b) => JSON.stringify(b)) },
  fc.constantFrom('null', '[]', '"text"', '42', '{', '{"__proto__":{"x":1}}', ''),
  fc.json(),
);

describe('POST /app/api/stammdaten with bad input', () => {
  it(`never answers 5xx; every refusal has the error shape (${RUNS} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(payload, async (text) => {
        const response = await t.app.inject({
          method: 'POST',
          url: URL,
          headers: { ...XHR, cookie, 'content-type': 'application/json' },
          payload: text,
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(isApiErrorBody(response.json())).toBe(true);
        else expect(response.statusCode).toBe(200);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});

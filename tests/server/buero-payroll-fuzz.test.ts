import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  createPayrollScene,
  LODAS_ENV,
  PAYROLL_EXPORT,
  PAYROLL_PREVIEW,
  personnelNumberUrl,
} from './buero-payroll-fixtures';

/* The payroll routes under random and hostile input (500+ cases each): never a 5xx. */

const RUNS = 500;

let t: TestApp;
let scene: Awaited<ReturnType<typeof createPayrollScene>>;

beforeAll(async () => {
  t = await createTestApp({ env: LODAS_ENV });
  scene = await createPayrollScene(t);
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
  fc.constantFrom('2026-11', '2026-02', '1999-12', '9999-12', '0', '-1', '1e3', '9'.repeat(30), ''),
  fc.constantFrom('csv', 'lodas', '1', '0', '1,2,3', '2147483648', '1,1,1'),
  fc.integer({ min: -3, max: 2 ** 32 }).map(String),
);

const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('format', 'month', 'messe_id', 'staff', 'unsigned', '__proto__', 'x'),
      hostile,
    ),
    { maxLength: 6 },
  )
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value);
    return params.toString();
  });

const jsonValue = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.array(hostile, { maxLength: 2 }),
);

describe('payroll routes under fuzz', () => {
  it('the export and its preview never answer 5xx (any query)', async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (search, preview) => {
        const url = `${preview ? PAYROLL_PREVIEW : PAYROLL_EXPORT}?${search}`;
        const response = await t.app.inject({
          url,
          headers: { ...XHR, cookie: scene.officeCookie },
        });
        expectNo5xx(response, url);
      }),
      { numRuns: RUNS },
    );
  });

  it('the personnel number never answers 5xx (any id, any body)', async () => {
    const id = fc.oneof(
      fc.constantFrom(String(scene.udo), String(scene.anna), '0', '-1', 'x', '9'.repeat(20)),
      fc.integer({ min: 1, max: 2 ** 31 }).map(String),
    );
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom('personnel_number', 'x', '__proto__'), jsonValue),
      fc.record({ personnel_number: fc.integer({ min: -5, max: 100_005 }) }),
      jsonValue,
    );
    await fc.assert(
      fc.asyncProperty(id, body, async (staffId, payload) => {
        const url = personnelNumberUrl(encodeURIComponent(staffId));
        const response = await t.app.inject({
          method: 'PUT',
          url,
          headers: { ...XHR, cookie: scene.officeCookie, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectNo5xx(response, `${url} ${JSON.stringify(payload)}`);
      }),
      { numRuns: RUNS },
    );
  });
});

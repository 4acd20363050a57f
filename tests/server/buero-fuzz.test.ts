import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import {
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  APPLICANT_STATUSES,
} from '@domain/buero/applicants-contract';
import { XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createApplication, createOfficeUser } from './buero-fixtures';

/* Every office route under random and hostile input (500+ cases each): never a 5xx. */

const RUNS = 500;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createOfficeUser(t.db));
  for (let i = 0; i < 5; i += 1) {
    await createApplication(t.db, {
      lastname: `Fuzz${String(i)}`,
      email: `fuzz${String(i)}@example.test`,
    });
  }
});
afterAll(() => t.close());

function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400)
    expect(isApiErrorBody(JSON.parse(response.body)), what).toBe(true);
}

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom('%', '_', '\\', "'", '"', '%%', '_%', "' or 1=1 --", '\u0000', '1,2,3', ''),
);

const listValue = fc.oneof(
  hostile,
  fc.subarray([...APPLICANT_STATUSES]).map((s) => s.join(',')),
  fc
    .array(fc.constantFrom(...APPLICANT_LANGUAGES), { maxLength: 3 })
    .chain((keys) =>
      fc
        .array(fc.integer({ min: -1, max: 9 }), { minLength: keys.length, maxLength: keys.length })
        .map((levels) => keys.map((k, i) => `${k}:${String(levels[i])}`).join(',')),
    ),
  fc
    .array(fc.constantFrom(...APPLICANT_EXPERIENCE), { maxLength: 3 })
    .map((k) => k.map((x) => `${x}:2`).join(',')),
  fc.array(fc.integer({ min: -5, max: 2 ** 32 }), { maxLength: 4 }).map((n) => n.join(',')),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.integer({ min: -10, max: 500 }).map(String),
  fc
    .base64String({ maxLength: 60 })
    .map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '')),
);

const queryKey = fc.constantFrom(
  'sort',
  'order',
  'cursor',
  'limit',
  'status',
  'from',
  'to',
  'locations',
  'messen',
  'student',
  'languages',
  'experience',
  'age_min',
  'age_max',
  'photo',
  'q',
  '__proto__',
  'x',
);

const query = fc.array(fc.tuple(queryKey, listValue), { maxLength: 6 }).map((pairs) => {
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, value);
  return params.toString();
});

/** A path segment of any text; a lone surrogate becomes an invalid escape, as a raw client might send. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

describe('office routes under fuzz', () => {
  it('the list never answers 5xx (any query string)', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const url = `${BUERO}/bewerbungen?${search}`;
        expectNo5xx(await t.app.inject({ url, headers: { ...XHR, cookie } }), url);
      }),
      { numRuns: RUNS },
    );
  });

  it('the detail and photo never answer 5xx (any id segment)', async () => {
    const segment = fc.oneof(
      hostile.map(encodeSegment),
      fc.integer({ min: -5, max: 2 ** 33 }).map(String),
      fc.constantFrom('0', '01', '1e3', '0x10', '2147483647', '2147483648', 'optionen', '..'),
    );
    await fc.assert(
      fc.asyncProperty(segment, fc.boolean(), async (id, photo) => {
        const url = `${BUERO}/bewerbungen/${id}${photo ? '/foto' : ''}`;
        const response = await t.app.inject({ url, headers: { ...XHR, cookie } });
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('the filter options never answer 5xx (any query string)', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const url = `${BUERO}/bewerbungen/optionen?${search}`;
        expectNo5xx(await t.app.inject({ url, headers: { ...XHR, cookie } }), url);
      }),
      { numRuns: RUNS },
    );
  });
});

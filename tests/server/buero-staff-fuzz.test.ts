import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { APPLICANT_LANGUAGES, APPLICANT_SORTS } from '@domain/buero/applicants-contract';
import { SECRET_FIELDS } from '@domain/buero/staff-contract';
import { XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { createStaffMember, STAFF } from './buero-staff-fixtures';

/* Every staff route under random and hostile input (500+ cases each): never a 5xx. */

const RUNS = 500;

let t: TestApp;
let cookie: string;
let staffId: number;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createOfficeUser(t.db));
  for (let i = 0; i < 4; i += 1) {
    const member = await createStaffMember(t, {
      person: { lastname: `Fuzz${String(i)}`, email: `fuzz-staff${String(i)}@example.test` },
    });
    staffId = member.bewerber.id;
    documentId = member.documentIds[0] ?? 0;
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
  fc.constantFrom('%', '_', '\\', "'", '"', "' or 1=1 --", '\u0000', '1,2,3', '', '0', '1'),
);

const value = fc.oneof(
  hostile,
  fc.constantFrom('0', '1', '2', 'true', ...APPLICANT_SORTS, 'asc', 'desc'),
  fc.constantFrom(...APPLICANT_LANGUAGES).map((key) => `${key}:2`),
  fc.integer({ min: -10, max: 2 ** 32 }).map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc
    .base64String({ maxLength: 60 })
    .map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '')),
);

const key = fc.constantFrom(
  'sort',
  'order',
  'cursor',
  'limit',
  'from',
  'to',
  'locations',
  'messen',
  'student',
  'languages',
  'age_min',
  'age_max',
  'photo',
  'q',
  'contract',
  'timetracking',
  'documents',
  'active',
  '__proto__',
);

const query = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => {
  const params = new URLSearchParams();
  for (const [k, v] of pairs) params.append(k, v);
  return params.toString();
});

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const idSegment = () =>
  fc.oneof(
    hostile.map(encodeSegment),
    fc.integer({ min: -5, max: 2 ** 33 }).map(String),
    fc.constantFrom('0', '01', '1e3', '2147483647', '2147483648', '..', String(staffId)),
  );

/** Any JSON value, valid bodies among them. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ field: fc.oneof(fc.constantFrom(...SECRET_FIELDS), hostile) }),
  fc.record(
    {
      contract: fc.oneof(fc.boolean(), hostile),
      timetracking: fc.oneof(fc.boolean(), fc.integer()),
    },
    { requiredKeys: [] },
  ),
);

const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('staff routes under fuzz', () => {
  it('the list never answers 5xx (any query string)', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const url = `${STAFF}?${search}`;
        expectNo5xx(await t.app.inject({ url, headers: { ...XHR, cookie } }), url);
      }),
      { numRuns: RUNS },
    );
  });

  it('the detail and a document never answer 5xx (any id segments)', async () => {
    await fc.assert(
      fc.asyncProperty(idSegment(), idSegment(), fc.boolean(), async (id, doc, withDoc) => {
        const url = `${STAFF}/${withDoc ? String(staffId) : id}${withDoc ? `/dokumente/${doc}` : ''}`;
        const response = await t.app.inject({ url, headers: { ...XHR, cookie } });
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('reveal never answers 5xx (any id, any body)', async () => {
    await fc.assert(
      fc.asyncProperty(idSegment(), body, async (id, payload) => {
        const url = `${STAFF}/${id}/aufdecken`;
        expectNo5xx(await post(url, payload), url);
      }),
      { numRuns: RUNS },
    );
  });

  it('the flags never answer 5xx (any id, any body)', async () => {
    await fc.assert(
      fc.asyncProperty(idSegment(), body, async (id, payload) => {
        const url = `${STAFF}/${id}/merkmale`;
        expectNo5xx(await post(url, payload), url);
      }),
      { numRuns: RUNS },
    );
  });

  it('deactivate, reactivate and mark checked never answer 5xx (any ids, any body)', async () => {
    const action = fc.constantFrom('deaktivieren', 'reaktivieren', 'geprueft');
    await fc.assert(
      fc.asyncProperty(idSegment(), idSegment(), action, body, async (id, doc, what, payload) => {
        const url =
          what === 'geprueft'
            ? `${STAFF}/${id}/dokumente/${doc === '..' ? String(documentId) : doc}/geprueft`
            : `${STAFF}/${id}/${what}`;
        expectNo5xx(await post(url, payload), url);
      }),
      { numRuns: RUNS },
    );
  });
});

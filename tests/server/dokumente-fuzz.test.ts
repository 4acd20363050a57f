import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { DOCUMENT_TYPES } from '@domain/dokumente/dokumente';
import { resetCounter } from '@server/platform/common/throttle';
import { uploadThrottleKey } from '@server/areas/dokumente/handlers/upload';
import { createStaffUser, multipartBody, sessionCookieFor } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BASE, JPEG, PDF, PNG, upload } from './dokumente-fixtures';

const RUNS = 500;

let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createStaffUser(t.db);
  userId = staff.user.id;
  cookie = await sessionCookieFor(t.db, userId);
});
afterAll(() => t.close());

/** Any answer is fine but a 5xx; every 4xx has the error shape. */
function expectNo5xx(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) expect(isApiErrorBody(JSON.parse(response.body))).toBe(true);
}

const bytes = fc.oneof(
  fc.constantFrom(PDF, PNG, JPEG, Buffer.alloc(0), PDF.subarray(0, 10), Buffer.from('<svg/>')),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  fc
    .tuple(fc.constantFrom(PDF, PNG, JPEG), fc.uint8Array({ maxLength: 50 }))
    .map(([file, junk]) => Buffer.concat([Buffer.from(junk), file])),
);
const fieldName = fc.oneof(
  fc.constantFrom('type', 'document', '__proto__', 'constructor', 'prototype', ''),
  fc.string({ maxLength: 10 }),
);
const fileName = fc.oneof(
  fc.constantFrom('a.pdf', '../x.pdf', 'C:\\x.pdf', '..', '.', '', 'ä ü.png', '%00.pdf'),
  fc.string({ maxLength: 40 }).map((s) => s.replace(/["\r\n]/g, '')),
  // A header line cannot hold a line break; every other hostile character can.
  fc.constantFrom(...HOSTILE_TEXTS).map((s) => `${s.replace(/["\r\n]/g, '')}.pdf`),
);
const value = fc.oneof(
  fc.constantFrom(...DOCUMENT_TYPES),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(...HOSTILE_TEXTS),
);

const uploadBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.oneof(
          fc.record({ name: fieldName, value }),
          fc.record({ name: fieldName, value: bytes, filename: fileName }),
        ),
        { maxLength: 7 },
      )
      .map((parts) => multipartBody(parts.map((p) => ({ ...p, type: 'application/pdf' })))),
  },
  fc.uint8Array({ maxLength: 400 }).map((raw) => ({
    payload: Buffer.from(raw),
    headers: {
      'content-type': 'multipart/form-data; boundary=----x',
    } as { 'content-type': string },
  })),
  fc.string({ maxLength: 200 }).map((raw) => ({
    payload: Buffer.from(`------x\r\nContent-Disposition: form-data; ${raw}\r\n\r\nx\r\n------x--`),
    headers: { 'content-type': 'multipart/form-data; boundary=----x' } as {
      'content-type': string;
    },
  })),
);

describe('documents: property-based bad input never answers 5xx', () => {
  it(`POST ${BASE} (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(uploadBody, async (body) => {
        await resetCounter(t.db, uploadThrottleKey(userId));
        const response = await t.app.inject({
          method: 'POST',
          url: BASE,
          headers: { ...XHR, ...body.headers, cookie },
          payload: body.payload,
        });
        expectNo5xx(response);
      }),
      { numRuns: RUNS },
    );
    // Still working afterwards.
    await resetCounter(t.db, uploadThrottleKey(userId));
    const ok = await upload(
      t,
      [
        { name: 'type', value: 'Vertrag' },
        { name: 'document', value: PDF, filename: 'v.pdf' },
      ],
      cookie,
    );
    expect(ok.statusCode).toBe(200);
  });

  const segment = fc.oneof(
    fc.integer({ min: -5, max: 2 ** 33 }).map(String),
    fc.constantFrom('0', '01', '1e3', '0x10', 'NaN', '%00', '..', '%2e%2e', '__proto__', ''),
    fc.string({ maxLength: 16 }).map(encodeURIComponent),
  );

  it(`GET ${BASE}/:id (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(segment, async (id) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `${BASE}/${id}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(isApiErrorBody(response.json())).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it(`GET ${BASE} with any query (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), async (query) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `${BASE}?${encodeURIComponent(query)}=${encodeURIComponent(query)}`,
          headers: { cookie },
        });
        expectNo5xx(response);
      }),
      { numRuns: RUNS },
    );
  });
});

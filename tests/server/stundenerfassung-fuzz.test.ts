import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import {
  createTime,
  createTimetrackingScene,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';

const BASE = '/app/api/stundenerfassung';
const RUNS = 500;

let t: TestApp;
let scene: Awaited<ReturnType<typeof createTimetrackingScene>>;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createTimetrackingScene(t.db, 2);
  const person = scene.staff[0];
  if (person) await createTime(t.db, { ...scene.pair, bewerberId: person.id, day: '2026-11-21' });
});
afterAll(() => t.close());

const segment = (valid: () => number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).map(() => String(valid())) },
    fc.integer({ min: -5, max: 2 ** 32 }).map(String),
    fc.constantFrom(
      '0',
      '-1',
      '01',
      '1e3',
      '0x10',
      '99999999999',
      'NaN',
      ' 1',
      '1.0',
      '%00',
      '..',
      '%2e%2e',
      '__proto__',
    ),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
const messe = segment(() => scene.pair.messeId);
const customer = segment(() => scene.pair.customerId);
const staff = segment(() => scene.staff[0]?.id ?? 1);
const day = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-24') },
  fc.constantFrom(
    '2026-11-19',
    '2026-11-25',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '20261121',
    '21.11.2026',
  ),
  fc
    .date({ min: new Date('1800-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const key = fc.option(
  fc.oneof(
    fc.uuid().map(String),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', ' ', 'x'.repeat(300)),
  ),
  { nil: undefined },
);
const minutes = fc.oneof(
  fc.integer({ min: -60, max: 1600 }).map((n) => n - (n % 15)),
  fc.integer(),
  fc.double(),
  fc.constantFrom('540', null, true, [], {}, 1e308, -0),
);
const timeBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ time_start: minutes, time_end: minutes, time_break: minutes }, { requiredKeys: [] })
      .map((v) => JSON.stringify(v)),
  },
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 40 }),
);
const svgText = fc.oneof(
  fc.constant(SAMPLE_SIGNATURE_SVG),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '<svg/>',
    '<svg><script>alert(1)</script></svg>',
    '<!DOCTYPE x><svg/>',
    'data:image/svg+xml;base64,%%%',
    'data:image/svg+xml,%E0%A4%A',
  ),
);
const fieldName = fc.oneof(
  fc.constantFrom('signature', 'signatureName', '__proto__', 'constructor'),
  fc.string({ maxLength: 8 }),
);
const signBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.record({
          name: fieldName,
          value: fc.oneof(
            svgText,
            fc.string({ maxLength: 130 }),
            fc.constantFrom(...HOSTILE_TEXTS),
          ),
          file: fc.boolean(),
        }),
        { maxLength: 7 },
      )
      .map((parts) => {
        const body = multipartBody(
          parts.map((part) => ({
            name: part.name.replace(/["\r\n]/g, ''),
            value: part.value,
            filename: part.file ? 's.svg' : undefined,
          })),
        );
        return { payload: body.payload, type: body.headers['content-type'] };
      }),
  },
  fc
    .record(
      {
        signature: fc.oneof(svgText, fc.jsonValue()),
        signatureName: fc.oneof(fc.jsonValue(), fc.constantFrom(...HOSTILE_TEXTS)),
      },
      { requiredKeys: [] },
    )
    .map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fc
    .string({ maxLength: 60 })
    .map((value) => ({ payload: value, type: 'multipart/form-data; boundary=x' })),
  fc.string({ maxLength: 60 }).map((value) => ({ payload: value, type: 'application/json' })),
);

type Request = {
  method: 'GET' | 'POST';
  url: string;
  payload?: string | Buffer;
  type?: string;
  key?: string;
};

const ROUTES: Record<string, fc.Arbitrary<Request>> = {
  customer: fc
    .tuple(messe, customer)
    .map(([m, c]) => ({ method: 'GET', url: `${BASE}/customer/${m}/${c}` })),
  customerDay: fc
    .tuple(messe, customer, day)
    .map(([m, c, d]) => ({ method: 'GET', url: `${BASE}/customer/${m}/${c}/${d}` })),
  staff: fc
    .tuple(messe, customer, staff, fc.option(day, { nil: undefined }))
    .map(([m, c, s, d]) => ({
      method: 'GET',
      url: `${BASE}/staff/${m}/${c}/${s}${d === undefined ? '' : `?date=${d}`}`,
    })),
  saveTime: fc.tuple(messe, customer, staff, day, timeBody, key).map(([m, c, s, d, body, k]) => ({
    method: 'POST',
    url: `${BASE}/staff/${m}/${c}/${s}/${d}`,
    payload: body,
    type: 'application/json',
    key: k,
  })),
  signStaff: fc
    .tuple(
      messe,
      customer,
      segment(() => scene.staff[1]?.id ?? 1),
      signBody,
      key,
    )
    .map(([m, c, s, body, k]) => ({
      method: 'POST',
      url: `${BASE}/staff/${m}/${c}/${s}/sign`,
      payload: body.payload,
      type: body.type,
      key: k,
    })),
  signCustomer: fc.tuple(messe, customer, signBody, key).map(([m, c, body, k]) => ({
    method: 'POST',
    url: `${BASE}/customer/${m}/${c}/sign`,
    payload: body.payload,
    type: body.type,
    key: k,
  })),
};

describe('time-tracking routes under arbitrary input', () => {
  for (const [name, requests] of Object.entries(ROUTES)) {
    it(`${name}: never a 5xx, every 4xx in the error shape (${RUNS} cases)`, async () => {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            payload: request.payload,
            headers: {
              ...XHR,
              cookie: scene.cookies.supervisor,
              ...(request.type ? { 'content-type': request.type } : {}),
              ...(request.key !== undefined ? { 'idempotency-key': request.key } : {}),
            },
          });
          const label = `${request.method} ${request.url} ${String(request.payload).slice(0, 200)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode >= 400) expect(isApiErrorBody(response.json()), label).toBe(true);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

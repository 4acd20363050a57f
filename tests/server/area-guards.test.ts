import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import {
  createMesseCustomer,
  createStaffUser,
  createUser,
  multipartBody,
  SAMPLE_SIGNATURE_SVG,
  sessionCookieFor,
} from '@tests/support/factories';
import { SIGNATURE_SVG_MAX_BYTES } from '@domain/stundenerfassung/stundenerfassung';
import { rawHttp, XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { STEP2 } from './bewerbung-fixtures';
import { createOfficeUser } from './buero-fixtures';

/*
 * An area with a role or flag decides who is calling before it reads the
 * body (docs/product/api.md, Errors): anonymous callers get 401, accounts
 * without the role or flag 403, whatever the body is: malformed JSON, a body
 * over every limit, broken multipart. Driven by the registered route table,
 * so a new route of the office or of time tracking is covered without
 * touching this file. The multipart routes decide their own access (token,
 * pair) before they read the upload, too.
 */

let t: TestApp;
let port: number;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const staff = await createStaffUser(t.db);
  cookies.staff = await sessionCookieFor(t.db, staff.user.id);
  const supervisor = await createUser(t.db, { timetracking: true });
  cookies.supervisor = await sessionCookieFor(t.db, supervisor.id);
  cookies.office = (await createOfficeUser(t.db)).cookie;
});
afterAll(() => t.close());

/** More than any route of the API accepts (the largest is an upload of a few MiB). */
const HUGE = Buffer.alloc(12 * 1024 * 1024, 0x61);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Attempt = { name: string; request: Omit<InjectOptions, 'method' | 'url'> };

/** What an attacker sends: bodies the route would refuse with 400/413/415 after the guard. */
function attempts(method: string): Attempt[] {
  if (!BODY_METHODS.has(method)) return [{ name: 'no body', request: {} }];
  return [
    {
      name: 'malformed JSON',
      request: { headers: { 'content-type': 'application/json' }, payload: '{"name": ' },
    },
    {
      name: 'huge body',
      request: { headers: { 'content-type': 'application/json' }, payload: HUGE },
    },
    {
      name: 'broken multipart',
      request: {
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        payload: '--zz\r\nContent-Disposition: form-data; name="signature"\r\n\r\n<svg',
      },
    },
    {
      name: 'unknown media type',
      request: { headers: { 'content-type': 'text/x-nonsense' }, payload: 'x' },
    },
  ];
}

/** The route's path with every parameter malformed (the route itself would answer 400). */
const malformedPath = (url: string) => url.replace(/:[^/]+/g, 'abc');

function routesOf(prefix: string) {
  const routes = t.app.apiRoutes.filter(
    (route) => route.method !== 'HEAD' && route.url.startsWith(`/app/api/${prefix}/`),
  );
  return routes;
}

async function expectRefused(prefix: string, callers: Record<string, number>) {
  const routes = routesOf(prefix);
  let checked = 0;
  for (const route of routes) {
    for (const attempt of attempts(route.method)) {
      for (const [who, status] of Object.entries(callers)) {
        const cookie = who === 'anonymous' ? {} : { cookie: cookies[who] ?? '' };
        const answer = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: malformedPath(route.url),
          ...attempt.request,
          headers: { ...XHR, ...cookie, ...attempt.request.headers },
        });
        const label = `${who} ${route.method} ${route.url} (${attempt.name})`;
        expect(answer.statusCode, label).toBe(status);
        expect(isApiErrorBody(answer.json()), label).toBe(true);
        checked += 1;
      }
    }
  }
  return { routes: routes.length, checked };
}

describe('the office area', () => {
  it('answers 401/403 before reading the body, on every registered route', async () => {
    const { routes } = await expectRefused('buero', {
      anonymous: 401,
      staff: 403,
      supervisor: 403,
    });
    // The table is the office's whole API, not an empty filter.
    expect(routes).toBeGreaterThanOrEqual(40);
  });
});

describe('the time-tracking area', () => {
  it('answers 401/403 before reading the body, on every registered route', async () => {
    const { routes } = await expectRefused('stundenerfassung', {
      anonymous: 401,
      staff: 403,
      office: 403,
    });
    expect(routes).toBeGreaterThanOrEqual(7);
  });

  it('answers a supervisor 404 for a pair not theirs before it reads the signature', async () => {
    const pair = await createMesseCustomer(t.db);
    // A signature file over its limit: read first, it would answer 413.
    const oversized = multipartBody([
      {
        name: 'signature',
        value: Buffer.alloc(SIGNATURE_SVG_MAX_BYTES + 1024, 0x20),
        filename: 's.svg',
      },
    ]);
    const valid = multipartBody([{ name: 'signature', value: SAMPLE_SIGNATURE_SVG }]);
    for (const url of [
      `/app/api/stundenerfassung/customer/${String(pair.messeId)}/${String(pair.customerId)}/sign`,
      `/app/api/stundenerfassung/staff/${String(pair.messeId)}/${String(pair.customerId)}/1/sign`,
    ]) {
      for (const body of [oversized, valid]) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...XHR, ...body.headers, cookie: cookies.supervisor ?? '' },
          payload: body.payload,
        });
        expect(answer.statusCode, url).toBe(404);
      }
    }
  });
});

describe('the step-2 upload', () => {
  it('answers 404 for a link that opens nothing before it reads the upload', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${STEP2}?token=${'x'.repeat(43)}`,
      headers: { ...XHR, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff',
    });
    expect(answer.statusCode, answer.body).toBe(404);
  });
});

describe('over a real connection', () => {
  it('answers a refused upload at once and closes the connection instead of reading the rest', async () => {
    // Headers announce 10 MiB; only a few bytes follow. The answer must not wait for the rest.
    const answer = await rawHttp(
      port,
      [
        'POST /app/api/buero/messen HTTP/1.1',
        'Host: 127.0.0.1',
        'X-Requested-With: XMLHttpRequest',
        'Content-Type: application/json',
        `Content-Length: ${String(10 * 1024 * 1024)}`,
        '',
        '{"name": "a',
      ].join('\r\n'),
    );
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe('close');
  });
});

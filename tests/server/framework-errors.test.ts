import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawHttp, rawRequest } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';

let t: TestApp;
let port: number;
/** The security headers of an ordinary API answer (helmet's, plus no-store). */
let expected: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const ordinary = await rawRequest(port, 'GET', '/app/api/auth');
  const {
    date: _d,
    connection: _c,
    'content-length': _l,
    'content-type': _t,
    ...rest
  } = ordinary.headers;
  expected = rest;
  expect(Object.keys(expected)).toEqual(
    expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'cache-control']),
  );
});
afterAll(() => t.close());

function expectErrorShape(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String), errors: {} });
  for (const [name, value] of Object.entries(expected)) {
    expect(answer.headers[name], name).toBe(value);
  }
}

describe('answers the server gives before any route', () => {
  it('a bad percent escape gets the error shape with the security headers, without echoing the URL', async () => {
    for (const target of ['/app/api/%ff', '/app/%zz/auth', '/de/%E0%A4%A']) {
      const answer = await rawRequest(port, 'GET', target);
      expectErrorShape(answer, 400);
      expect(answer.body, target).not.toContain('%');
    }
  });

  it('oversized headers get 431 in the error shape with the security headers', async () => {
    const answer = await rawRequest(port, 'GET', '/app/api/auth', [`X-Big: ${'a'.repeat(20_000)}`]);
    expectErrorShape(answer, 431);
  });

  it('a malformed request gets 400 in the error shape with the security headers', async () => {
    const invalidLength = await rawHttp(
      port,
      'POST /app/api/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Length: abc\r\n\r\n',
    );
    expectErrorShape(invalidLength, 400);
    const garbage = await rawHttp(port, 'HELLO THERE\r\n\r\n');
    expectErrorShape(garbage, 400);
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, multipartBody, sessionCookieFor } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { openRaw, requestHead } from '@tests/support/raw-socket';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BASE, documentParts, PDF } from './dokumente-fixtures';

// Short deadlines so the test runs in seconds; production uses 20 s, 30 s and 300 s.
const HEADERS_MS = 600;
const BODY_IDLE_MS = 800;
const REQUEST_MS = 4000;
// Slack for a loaded 2-core machine (timers, node's connection check interval).
const SLACK_MS = 1500;

let t: TestApp;
let port: number;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      BODY_IDLE_TIMEOUT_MS: String(BODY_IDLE_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const staff = await createStaffUser(t.db);
  cookie = await sessionCookieFor(t.db, staff.user.id);
});
afterAll(() => t.close());

const LOGIN_BODY = Buffer.from(
  JSON.stringify({ email: 'slow@example.test', password: 'wrong-password-1' }),
);
const loginHead = (length: number) =>
  requestHead('POST', '/app/api/auth/login', length, {
    ...XHR,
    'Content-Type': 'application/json',
  });

describe('request deadlines', () => {
  it('closes a request whose headers stop half-way (408)', async () => {
    const client = await openRaw(port);
    client.socket.write('POST /app/api/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Le');
    const closedAfter = await client.closedWithin(HEADERS_MS + SLACK_MS * 2);
    expect(closedAfter, 'still open').not.toBeNull();
    expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(client.status()).toBe(408);
  });

  it('closes a JSON body that stops sending (408 in the error shape), long before the request cap', async () => {
    const client = await openRaw(port);
    client.socket.write(loginHead(LOGIN_BODY.length));
    client.socket.write(LOGIN_BODY.subarray(0, 10));
    const closedAfter = await client.closedWithin(REQUEST_MS + SLACK_MS * 2);
    expect(closedAfter, 'still open').not.toBeNull();
    expect(closedAfter).toBeGreaterThanOrEqual(BODY_IDLE_MS - 50);
    expect(closedAfter).toBeLessThan(BODY_IDLE_MS + SLACK_MS);
    expect(client.status()).toBe(408);
    expect(client.received()).toContain('"errors":{}');
  });

  it('closes a multipart upload that stalls after its first bytes', async () => {
    const body = multipartBody(documentParts(PDF));
    const client = await openRaw(port);
    client.socket.write(
      requestHead('POST', BASE, body.payload.length, { ...XHR, ...body.headers, Cookie: cookie }),
    );
    client.socket.write(body.payload.subarray(0, 60));
    const closedAfter = await client.closedWithin(REQUEST_MS + SLACK_MS * 2);
    expect(closedAfter, 'still open').not.toBeNull();
    expect(closedAfter).toBeLessThan(BODY_IDLE_MS + SLACK_MS);
  });

  it('closes a body trickled faster than the idle deadline at the request cap', async () => {
    const body = multipartBody(documentParts(PDF));
    const client = await openRaw(port);
    client.socket.write(
      requestHead('POST', BASE, body.payload.length, { ...XHR, ...body.headers, Cookie: cookie }),
    );
    // One byte every 200 ms never idles for 800 ms, and would take far longer than the cap.
    void client.trickle(body.payload, 1, 200);
    const closedAfter = await client.closedWithin(REQUEST_MS + SLACK_MS * 2);
    expect(closedAfter, 'still open').not.toBeNull();
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(client.status()).toBe(408);
  });

  it('answers a slow but steady upload that arrives within the cap', async () => {
    const body = multipartBody(documentParts(PDF));
    const client = await openRaw(port);
    client.socket.write(
      requestHead('POST', BASE, body.payload.length, {
        ...XHR,
        ...body.headers,
        Cookie: cookie,
        Connection: 'close',
      }),
    );
    // About 2 s in all (under the 4 s cap), never idle for more than 250 ms (under 800 ms).
    const chunk = Math.ceil(body.payload.length / 8);
    await client.trickle(body.payload, chunk, 250);
    const closedAfter = await client.closedWithin(REQUEST_MS + SLACK_MS);
    expect(closedAfter, 'still open').not.toBeNull();
    expect(client.status(), client.received()).toBe(200);
  });

  it('answers a slow but steady JSON body', async () => {
    const client = await openRaw(port);
    client.socket.write(
      requestHead('POST', '/app/api/auth/login', LOGIN_BODY.length, {
        ...XHR,
        'Content-Type': 'application/json',
        Connection: 'close',
      }),
    );
    await client.trickle(LOGIN_BODY, 8, 200);
    await client.closedWithin(REQUEST_MS + SLACK_MS);
    // A wrong login: answered, not cut off.
    expect(client.status(), client.received()).toBe(422);
  });
});

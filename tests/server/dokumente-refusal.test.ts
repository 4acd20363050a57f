import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_WINDOW } from '@server/areas/dokumente/handlers/upload';
import { createUser, multipartBody, sessionCookieFor } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { openRaw, requestHead } from '@tests/support/raw-socket';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  BASE,
  DOCUMENT_MAX_BYTES,
  documentParts,
  PDF,
  pdfOfSize,
  upload,
} from './dokumente-fixtures';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('document upload by an account without a staff record', () => {
  it('answers 403 with Connection: close before the body has arrived', async () => {
    // A supervisor: an account, but no staff record to file documents under.
    const supervisor = await createUser(t.db, { timetracking: true });
    const cookie = await sessionCookieFor(t.db, supervisor.id);
    const body = multipartBody(documentParts(pdfOfSize(DOCUMENT_MAX_BYTES)));
    const client = await openRaw(port);
    client.socket.write(
      requestHead('POST', BASE, body.payload.length, { ...XHR, ...body.headers, Cookie: cookie }),
    );
    // 64 KiB of the 5 MiB, then nothing: the answer must not wait for the rest.
    client.socket.write(body.payload.subarray(0, 64 * 1024));
    const closedAfter = await client.closedWithin(5000);
    expect(closedAfter, 'no answer while the body is incomplete').not.toBeNull();
    expect(client.status()).toBe(403);
    expect(client.received().toLowerCase()).toContain('connection: close');
    expect(client.received()).toContain('"errors":{}');
  });

  it('counts refused attempts against the upload limit', async () => {
    const supervisor = await createUser(t.db, { timetracking: true });
    const cookie = await sessionCookieFor(t.db, supervisor.id);
    for (let attempt = 1; attempt <= UPLOADS_PER_WINDOW; attempt++) {
      const response = await upload(t, documentParts(PDF), cookie);
      expect(response.statusCode, `attempt ${attempt}`).toBe(403);
    }
    const over = await upload(t, documentParts(PDF), cookie);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
  });
});

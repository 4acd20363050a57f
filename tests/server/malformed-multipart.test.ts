import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaffUser,
  createTimetrackingScene,
  sessionCookieFor,
} from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { documentCount, storedFileCount } from './dokumente-fixtures';
import { createStep2Link } from './bewerbung-fixtures';

// Bodies busboy cannot read. Each used to reach the error handler as a plain
// Error and leave as a 500 logged at error level (one route needs no login).
const BOUNDARY = 'XX';
const MALFORMED: { what: string; contentType: string; body: Buffer }[] = [
  { what: 'no boundary', contentType: 'multipart/form-data', body: Buffer.from('abc') },
  {
    what: 'part cut off, no closing boundary',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n`,
      ),
      Buffer.from([0xff, 0xd8, 0xff, 0x20, 0x61, 0x62, 0x63]),
    ]),
  },
  {
    what: 'headers cut off',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
  },
  {
    what: 'garbage boundary',
    contentType: 'multipart/form-data; boundary=',
    body: Buffer.from('--\r\n\r\n'),
  },
];

let t: TestApp;
let logLines: string[];
const routes: { name: string; url: string; cookie?: string }[] = [];

beforeAll(async () => {
  logLines = [];
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const staff = await createStaffUser(t.db);
  const scene = await createTimetrackingScene(t.db, 1);
  const [person] = scene.staff;
  if (!person) throw new Error('scene without staff');
  const { messeId, customerId } = scene.pair;
  // A live step-2 link: the route reads the upload only for a token that opens an application.
  const step2Token = await createStep2Link(t.db, 'a'.repeat(43));
  routes.push(
    {
      name: 'application step 2 (public)',
      url: `/app/api/bewerbung/step2?token=${step2Token}`,
    },
    {
      name: 'document upload',
      url: '/app/api/stammdaten/dokumente',
      cookie: await sessionCookieFor(t.db, staff.user.id),
    },
    {
      name: 'customer signature',
      url: `/app/api/stundenerfassung/customer/${messeId}/${customerId}/sign`,
      cookie: scene.cookies.supervisor,
    },
    {
      name: 'staff signature',
      url: `/app/api/stundenerfassung/staff/${messeId}/${customerId}/${person.id}/sign`,
      cookie: scene.cookies.supervisor,
    },
  );
});
afterAll(() => t.close());

describe('multipart bodies the parser cannot read', () => {
  it('answer 4xx in the error shape on every upload route, never a 500, and store nothing', async () => {
    for (const route of routes) {
      for (const sample of MALFORMED) {
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: {
            ...XHR,
            'content-type': sample.contentType,
            ...(route.cookie ? { cookie: route.cookie } : {}),
          },
          payload: sample.body,
        });
        const label = `${route.name}: ${sample.what}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.json(), label).toEqual({
          message: expect.any(String),
          errors: expect.any(Object),
        });
      }
    }
    expect(await documentCount(t.db)).toBe(0);
    expect(await storedFileCount(t.config.uploadDir)).toBe(0);
  });

  it('answer 400 for a boundary longer than the parser can search for (it used to throw: 500)', async () => {
    // The parser searches for CRLF, `--` and the boundary: 256 bytes at most, so 252 characters.
    for (const length of [252, 253, 1000]) {
      const boundary = 'b'.repeat(length);
      const body = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nx\r\n--${boundary}--\r\n`,
      );
      for (const route of routes) {
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: {
            ...XHR,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            ...(route.cookie ? { cookie: route.cookie } : {}),
          },
          payload: body,
        });
        const label = `${route.name}: boundary of ${length}`;
        if (length === 252) {
          // Readable: the route answers for its own reasons (missing fields, unknown token).
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, label).toBeLessThan(500);
        } else {
          expect(response.statusCode, label).toBe(400);
        }
        expect(response.json(), label).toEqual({
          message: expect.any(String),
          errors: expect.any(Object),
        });
      }
    }
    expect(await documentCount(t.db)).toBe(0);
  });

  it('logs them as client errors, not as unhandled server errors', () => {
    const errors = logLines.map((line) => JSON.parse(line) as { level: number; msg?: string });
    expect(errors.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});

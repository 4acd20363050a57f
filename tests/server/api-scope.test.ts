import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { rawRequest } from '@tests/support/http';
import { testConfig } from '@tests/support/test-config';

/** The same path spelled the ways a client or proxy may spell it; Fastify routes them alike. */
function spellings(path: string): string[] {
  const rest = path.slice('/app/api'.length);
  // The first lower-case letter of the last segment, percent-encoded.
  const segment = rest.lastIndexOf('/') + 1;
  const offset = rest.slice(segment).search(/[a-z]/);
  const at = segment + offset;
  const last =
    offset < 0
      ? rest
      : `${rest.slice(0, at)}%${rest.charCodeAt(at).toString(16)}${rest.slice(at + 1)}`;
  return [
    `/app/%61pi${rest}`,
    `/app/ap%69${rest}`,
    `/%61pp/api${rest}`,
    `/app/api${last}`,
    `http://portal.test${path}`,
    `http://evil.example/app/%61pi${rest}`,
  ];
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    apiTestRoutes: async (app) => {
      app.get('/protected', async () => ({ secret: true }));
      app.post('/protected', async () => ({ changed: true }));
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('the one /app/api scope', () => {
  it('registers every API route inside the scope', () => {
    const urls = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /app/api/auth/login');
    expect(urls).toContain('GET /app/api/test/protected');
  });

  it('answers every API route the same under encoded and absolute-form paths', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) {
      const path = route.url.replace(/:[^/]+/g, '1');
      // Anonymous and without X-Requested-With: every guard has something to say.
      const plain = await rawRequest(port, route.method, path);
      expect(plain.status, `${route.method} ${path}`).toBeGreaterThanOrEqual(200);
      for (const target of spellings(path)) {
        const answer = await rawRequest(port, route.method, target);
        expect({ target, status: answer.status, body: answer.body }).toEqual({
          target,
          status: plain.status,
          body: plain.body,
        });
        // Only the API description holds no personal data and may be cached (ADR 0020).
        const cacheable = route.url === '/app/api/openapi.json';
        expect(answer.headers['cache-control'], target).toBe(
          cacheable ? 'public, max-age=300' : 'no-store',
        );
        expect(answer.headers['content-security-policy'], target).toBeDefined();
      }
    }
  });

  it('keeps the guards on encoded paths: 401 for anonymous reads, 403 without the CSRF header', async () => {
    const read = await rawRequest(port, 'GET', '/app/%61pi/test/protected');
    expect(read.status).toBe(401);
    expect(JSON.parse(read.body)).toEqual({ message: expect.any(String), errors: {} });
    const write = await rawRequest(port, 'POST', '/app/ap%69/test/protected');
    expect(write.status).toBe(403);
  });

  it('answers unknown API paths with a JSON 404 and no-store, however they are spelled', async () => {
    for (const target of ['/app/api/nothing-here', '/app/%61pi/nothing-here']) {
      const answer = await rawRequest(port, 'GET', target, ['Accept: text/html']);
      expect(answer.status, target).toBe(404);
      expect(answer.headers['content-type'], target).toMatch(/application\/json/);
      expect(answer.headers['cache-control'], target).toBe('no-store');
    }
  });

  it('refuses to start with an API route registered outside the scope', async () => {
    const app = await buildApp(testConfig(), { database: t.handle });
    expect(() => app.get('/app/api/sneaky', async () => ({ open: true }))).toThrow(/scope/);
    await app.close();
  });
});

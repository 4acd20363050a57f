import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/test-app';

describe('GET /healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answer 200 without a session, with nothing but a status, never cached', async () => {
    for (const [url, status] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('are not part of the /app/api scope (no session or CSRF guard applies)', async () => {
    expect(t.app.apiRoutes.map((route) => route.url)).not.toContain('/readyz');
    const head = await t.app.inject({ method: 'HEAD', url: '/readyz' });
    expect(head.statusCode).toBe(200);
  });
});

describe('GET /readyz when the database is not ready', () => {
  it('answers 503 when migrations are missing, while /healthz stays 200', async () => {
    const t = await createTestApp();
    try {
      const latest = sql`(select max(id) from drizzle.__drizzle_migrations)`;
      await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest}`);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'migrations_missing' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const t = await createTestApp();
    try {
      await t.handle.close();
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'database_unavailable' });
      expect(ready.body).not.toMatch(/at |\.ts|PGlite|ECONN/);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

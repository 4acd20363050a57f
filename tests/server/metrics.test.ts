import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '@server/platform/config/config';
import { idempotencyKeys, mailOutbox } from '@server/platform/db/schema/system';
import { DEFAULT_OUTBOX_OPTIONS } from '@server/platform/mail/outbox';
import { STATIC_FILE_ROUTE, UNMATCHED_ROUTE } from '@server/platform/metrics/http-metrics';
import { createUser } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { testConfig } from '@tests/support/test-config';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const onPostgres = process.env.TEST_DB === 'postgres';

/** The value of one series of the text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(t: TestApp) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('GET /metrics on the main listener with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t.close());

  it('answers the Prometheus text format with the token, never cached', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE messe_http_requests_total counter');
    expect(response.body).toContain('# TYPE messe_http_request_duration_seconds histogram');
    // The process metrics (collectDefaultMetrics).
    expect(response.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(response.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('refuses 401 in the error shape without the token, with a wrong one and another scheme', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}${TOKEN}`,
      'Bearer ',
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const body = response.json<{ message: string; errors: object }>();
      expect(body).toEqual({ message: expect.any(String), errors: {} });
      expect(response.body).not.toContain('messe_');
    }
  });

  it('counts an API request under its route pattern, not its URL', async () => {
    // 401 from the scope's session guard: the route matched all the same.
    const answer = await t.app.inject({ method: 'GET', url: '/app/api/stammdaten/dokumente/4711' });
    expect(answer.statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: '/app/api/no-such-area/4711' });
    await t.app.inject({ method: 'GET', url: '/wp-login.php?x=4712' });

    const text = await scrape(t);
    const series =
      'messe_http_requests_total{method="GET",route="/app/api/stammdaten/dokumente/:id",status_code="401"}';
    expect(sample(text, series)).toBe(1);
    expect(text).toContain(
      'messe_http_request_duration_seconds_count{method="GET",route="/app/api/stammdaten/dokumente/:id"} 1',
    );
    expect(text).toMatch(
      new RegExp(
        `messe_http_requests_total\\{method="GET",route="${UNMATCHED_ROUTE}",status_code="404"\\} 2`,
      ),
    );
    expect(text).not.toMatch(/route="[^"]*(?:471[12]|no-such-area|wp-login)/);
  });

  it('shows the mail outbox: unsent mails by state and the oldest one’s age', async () => {
    const before = await scrape(t);
    expect(sample(before, 'messe_mail_outbox_depth{state="pending"}')).toBe(0);
    expect(sample(before, 'messe_mail_outbox_oldest_age_seconds')).toBe(0);

    // Stopped, the worker sends nothing: the mails stay queued as while SMTP is down.
    await t.app.mailOutbox.stop();
    const data = { name: 'Ada', link: 'http://portal.test/x', validMinutes: 60 };
    for (const to of ['a@example.test', 'b@example.test', 'c@example.test']) {
      await t.app.enqueueMail(t.db, 'password_reset', to, 'de', data);
    }
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(mailOutbox.recipient, 'a@example.test'));
    await t.db
      .update(mailOutbox)
      .set({ attempts: DEFAULT_OUTBOX_OPTIONS.maxAttempts })
      .where(eq(mailOutbox.recipient, 'c@example.test'));

    const after = await scrape(t);
    expect(sample(after, 'messe_mail_outbox_depth{state="pending"}')).toBe(2);
    expect(sample(after, 'messe_mail_outbox_depth{state="failed"}')).toBe(1);
    const age = sample(after, 'messe_mail_outbox_oldest_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3700);

    await t.db.update(mailOutbox).set({ sentAt: sql`now()` });
    const sent = await scrape(t);
    expect(sample(sent, 'messe_mail_outbox_depth{state="pending"}')).toBe(0);
    expect(sample(sent, 'messe_mail_outbox_depth{state="failed"}')).toBe(0);
  });

  it('counts the stored idempotency keys by state', async () => {
    const user = await createUser(t.db);
    const expiresAt = new Date(Date.now() + 60_000);
    await t.db.insert(idempotencyKeys).values([
      { userId: user.id, route: 'r', key: 'k1', requestHash: 'h', expiresAt },
      { userId: user.id, route: 'r', key: 'k2', requestHash: 'h', expiresAt, state: 'done' },
      { userId: user.id, route: 'r', key: 'k3', requestHash: 'h', expiresAt, state: 'done' },
    ]);
    const text = await scrape(t);
    expect(sample(text, 'messe_idempotency_keys{state="in_progress"}')).toBe(1);
    expect(sample(text, 'messe_idempotency_keys{state="done"}')).toBe(2);
  });

  it('shows the pool on PostgreSQL and names the driver', async () => {
    const text = await scrape(t);
    if (onPostgres) {
      expect(sample(text, 'messe_database_info{driver="postgres"}')).toBe(1);
      expect(sample(text, 'messe_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'messe_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'messe_db_pool_waiting_requests')).toBe(0);
    } else {
      // PGlite is one connection inside the process: there is no pool to show.
      expect(sample(text, 'messe_database_info{driver="pglite"}')).toBe(1);
      expect(text).not.toContain('messe_db_pool');
    }
  });
});

describe('request labels of the PWA', () => {
  it('counts its files as one route and its pages as unmatched, never by URL', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mp-metrics-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'logo-Ef56Gh78.png'), Buffer.alloc(64, 7));
    const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, config: { staticDir: dist } });
    try {
      for (const url of ['/assets/index-Ab12Cd34.js', '/assets/logo-Ef56Gh78.png']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      const page = await t.app.inject({
        method: 'GET',
        url: '/de/login',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);

      const text = await scrape(t);
      const files = `messe_http_requests_total{method="GET",route="${STATIC_FILE_ROUTE}",status_code="200"}`;
      expect(sample(text, files)).toBe(2);
      const pages = `messe_http_requests_total{method="GET",route="${UNMATCHED_ROUTE}",status_code="200"}`;
      expect(sample(text, pages)).toBe(1);
      expect(text).not.toMatch(/route="[^"]*(?:Ab12Cd34|Ef56Gh78|login)/);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics when the database does not answer', () => {
  it('still answers, without the database gauges, and counts the failed read', async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await t.handle.close();
      const text = await scrape(t);
      expect(sample(text, 'messe_metrics_database_read_failures_total')).toBe(1);
      expect(text).not.toMatch(/^messe_mail_outbox_depth\{/m);
      expect(text).not.toMatch(/^messe_idempotency_keys\{/m);
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('GET /metrics on its own listener (METRICS_LISTEN)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsListen: { host: '127.0.0.1', port: 0 } } });
    const address = t.app.metrics.listenerAddress();
    if (!address) throw new Error('the metrics listener does not listen');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => t.close());

  it('serves the metrics there, and the main listener answers 404', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('messe_http_requests_total');

    const main = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(main.statusCode).toBe(404);
    expect(main.json()).toEqual({ message: expect.any(String), errors: {} });
    const other = await fetch(`${base}/app/api/auth`);
    expect(other.status).toBe(404);
  });

  it('closes with the app', async () => {
    const closing = await createTestApp({
      shareDatabaseWith: t,
      config: { metricsListen: { host: '127.0.0.1', port: 0 } },
    });
    const port = closing.app.metrics.listenerAddress()?.port;
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await closing.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('requires the token there too when METRICS_TOKEN is set', async () => {
    const both = await createTestApp({
      shareDatabaseWith: t,
      env: { METRICS_TOKEN: TOKEN },
      config: { metricsListen: { host: '127.0.0.1', port: 0 } },
    });
    try {
      const url = `http://127.0.0.1:${both.app.metrics.listenerAddress()?.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const ok = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      // The main listener does not serve them, token or not.
      const main = await both.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(main.statusCode).toBe(404);
    } finally {
      await both.close();
    }
  });
});

describe('GET /metrics without METRICS_LISTEN or METRICS_TOKEN', () => {
  it('is not served: 404, also for a client that accepts HTML', async () => {
    const t = await createTestApp();
    try {
      for (const accept of ['text/plain', '*/*', 'text/html']) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { accept },
        });
        expect(response.statusCode, accept).toBe(404);
        expect(response.body).not.toContain('messe_');
      }
    } finally {
      await t.close();
    }
  });
});

describe('metrics settings', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      testConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('reads METRICS_LISTEN as host:port and METRICS_TOKEN as given', () => {
    const config = testConfig({ METRICS_LISTEN: '127.0.0.1:9464', METRICS_TOKEN: TOKEN });
    expect(config.metricsListen).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(config.metricsToken).toBe(TOKEN);
    expect(testConfig({ METRICS_LISTEN: '[::1]:9464' }).metricsListen).toEqual({
      host: '::1',
      port: 9464,
    });
    expect(testConfig().metricsListen).toBeNull();
    expect(testConfig().metricsToken).toBeNull();
  });

  it('refuses a malformed address, the main port and a short or spaced token', () => {
    for (const listen of ['9464', '127.0.0.1', '127.0.0.1:0', 'host:99999', 'a b:1']) {
      expect(problemsOf({ METRICS_LISTEN: listen }), listen).toEqual([
        'METRICS_LISTEN must be host:port (e.g. 127.0.0.1:9464)',
      ]);
    }
    expect(problemsOf({ PORT: '3000', METRICS_LISTEN: '127.0.0.1:3000' })).toEqual([
      'METRICS_LISTEN must use another port than PORT',
    ]);
    for (const token of ['short', `${TOKEN} with spaces`]) {
      expect(problemsOf({ METRICS_TOKEN: token })).toEqual([
        'METRICS_TOKEN must be 32 to 256 printable characters without spaces',
      ]);
    }
  });
});

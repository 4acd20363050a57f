import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/platform/db/client';
import { auditLog, idempotencyKeys, jobRuns, mailOutbox } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import { KEY_TTL_MS } from '@server/platform/idempotency/key-store';
import {
  createStaffUser,
  createTimetrackingScene,
  createUser,
  DEFAULT_PASSWORD,
  sessionCookieFor,
} from '@tests/support/factories';
import { waitUntil } from '@tests/support/http';
import { freePort, type PortalProcess, startPortal } from '@tests/support/portal-process';
import { type SmtpCapture, startSmtpCapture } from '@tests/support/smtp-capture';
import { TEST_ENCRYPTION_KEYS } from '@tests/support/test-config';
import { createTestPostgres, type TestPostgres } from '@tests/support/test-database';

/*
 * Two portal processes on one PostgreSQL database, driven alternately as a load
 * balancer would (README 'Running against PostgreSQL', ADR 0011, ADR 0021).
 * One pair of processes for the whole file keeps the CI run short.
 */

const SESSION_CACHE_MS = 300;
const KEY_SWEEP_MS = 1000;
/** Past the cache's time-to-live, with room for a slow machine's scheduling. */
const CACHE_PASSED_MS = SESSION_CACHE_MS + 150;

let database: TestPostgres;
let db: Database;
let smtp: SmtpCapture;
let instances: PortalProcess[] = [];
let startedAt: Date;
const dataDir = mkdtempSync(join(tmpdir(), 'mp-two-instances-'));

beforeAll(async () => {
  database = await createTestPostgres();
  db = database.handle.db;
  smtp = await startSmtpCapture();
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
    SMTP_URL: smtp.url,
    SESSION_CACHE_MS: String(SESSION_CACHE_MS),
    KEY_SWEEP_MS: String(KEY_SWEEP_MS),
    // Each check sends its own X-Forwarded-For, so its rate-limit buckets are its own.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'info',
  };
  const ports = [await freePort(), await freePort()];
  startedAt = new Date();
  instances = await Promise.all(ports.map((port) => startPortal(env, port)));
}, 90_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await smtp?.close();
  await database?.handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Call = { cookie?: string; ip?: string; headers?: Record<string, string>; body?: unknown };

/** One request to instance 0 or 1, as the browser client sends it. */
async function call(instance: number, method: 'GET' | 'POST', path: string, options: Call = {}) {
  const portal = instances[instance % 2];
  if (!portal) throw new Error('portal not started');
  const response = await fetch(`${portal.url}${path}`, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      origin: portal.url,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function authenticated(instance: number, cookie: string): Promise<boolean> {
  const answer = await call(instance, 'GET', '/app/api/auth', { cookie });
  return answer.json<{ authenticated: boolean }>().authenticated;
}

describe('two instances on one PostgreSQL', { timeout: 60_000 }, () => {
  it('a logout on one instance ends the session on the other within SESSION_CACHE_MS', async () => {
    const user = await createUser(db);
    const login = await call(0, 'POST', '/app/api/auth/login', {
      ip: '192.0.2.1',
      body: { email: user.email, password: DEFAULT_PASSWORD, locale: 'de' },
    });
    expect(login.status, login.text).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // Instance 1 resolves the session and keeps it in its cache.
    expect(await authenticated(1, cookie)).toBe(true);

    expect((await call(0, 'POST', '/app/api/auth/logout', { cookie })).status).toBe(200);
    expect(await authenticated(0, cookie)).toBe(false);
    await sleep(CACHE_PASSED_MS);
    expect(await authenticated(1, cookie)).toBe(false);
  });

  it('a timetracking flag removed in the database takes effect on both within SESSION_CACHE_MS', async () => {
    const scene = await createTimetrackingScene(db, 1);
    const cookie = scene.cookies.supervisor;
    for (const instance of [0, 1]) {
      expect((await call(instance, 'GET', '/app/api/stundenerfassung', { cookie })).status).toBe(
        200,
      );
    }
    await db.update(users).set({ timetracking: false }).where(eq(users.id, scene.supervisor.id));
    await sleep(CACHE_PASSED_MS);
    for (const instance of [0, 1]) {
      expect((await call(instance, 'GET', '/app/api/stundenerfassung', { cookie })).status).toBe(
        403,
      );
    }
  });

  it("the office's deactivation and flag change on one instance reach the other within SESSION_CACHE_MS", async () => {
    const office = await createUser(db, { role: 'office' });
    const officeCookie = await sessionCookieFor(db, office.id);
    const staff = await createStaffUser(db, { user: { timetracking: true } });
    const cookie = await sessionCookieFor(db, staff.user.id);
    const base = `/app/api/buero/personal/${String(staff.bewerber.id)}`;
    // Instance 1 resolves the session and keeps it (with the flag) in its cache.
    expect((await call(1, 'GET', '/app/api/stundenerfassung', { cookie })).status).toBe(200);
    const flags = await call(0, 'POST', `${base}/merkmale`, {
      cookie: officeCookie,
      body: { timetracking: false },
    });
    expect(flags.status, flags.text).toBe(200);
    // Instance 0 forgot its cache at once; instance 1 follows within the TTL.
    expect((await call(0, 'GET', '/app/api/stundenerfassung', { cookie })).status).toBe(403);
    await sleep(CACHE_PASSED_MS);
    expect((await call(1, 'GET', '/app/api/stundenerfassung', { cookie })).status).toBe(403);

    expect(await authenticated(1, cookie)).toBe(true);
    const off = await call(0, 'POST', `${base}/deaktivieren`, { cookie: officeCookie, body: {} });
    expect(off.status, off.text).toBe(200);
    expect(await authenticated(0, cookie)).toBe(false);
    await sleep(CACHE_PASSED_MS);
    expect(await authenticated(1, cookie)).toBe(false);
  });

  it('counts failed logins across both instances', async () => {
    const user = await createUser(db);
    const attempt = (instance: number) =>
      call(instance, 'POST', '/app/api/auth/login', {
        ip: '192.0.2.2',
        body: { email: user.email, password: 'wrong-password-1', locale: 'de' },
      });
    // LOGIN_MAX_FAILURES is 5: three on one instance, two on the other.
    for (let i = 0; i < 5; i++) expect((await attempt(i)).status).toBe(422);
    expect((await attempt(1)).status).toBe(429);
    expect((await attempt(0)).status).toBe(429);
  });

  it('counts reset-link requests per IP across both instances', async () => {
    const request = (instance: number, n: number) =>
      call(instance, 'POST', '/app/api/auth/password/request', {
        ip: '192.0.2.3',
        body: { email: `unknown-${n}@example.test`, locale: 'de' },
      });
    // PASSWORD_REQUEST_MAX is 5.
    for (let i = 0; i < 5; i++) expect((await request(i, i)).status).toBe(200);
    const refused = await request(1, 5);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('sends each outbox mail once, whichever instance queued it and both workers polling', async () => {
    const people = [];
    for (let i = 0; i < 16; i++) people.push(await createUser(db));
    const answers = await Promise.all(
      people.map((person, i) =>
        call(i, 'POST', '/app/api/auth/password/request', {
          ip: `192.0.2.${100 + i}`,
          body: { email: person.email, locale: 'de' },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const emails = people.map((person) => person.email.toLowerCase());
    const deliveredTo = () =>
      smtp.messages.flatMap((mail) => mail.to).filter((to) => emails.includes(to));
    await waitUntil(() => deliveredTo().length >= emails.length, 15_000);
    // Both workers poll and are nudged on every enqueue: a second claim would show by now.
    await sleep(1_000);
    expect(deliveredTo().sort()).toEqual([...emails].sort());
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.recipient} in ${emails}`);
    expect(rows).toHaveLength(emails.length);
    for (const row of rows) expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
  });

  it('runs the key sweep once per period across both instances', async () => {
    const owner = await createUser(db);
    const expired = new Date(Date.now() - KEY_TTL_MS - 60_000);
    await db.insert(idempotencyKeys).values({
      userId: owner.id,
      route: 'POST /test',
      key: randomUUID(),
      requestHash: 'x',
      createdAt: expired,
      expiresAt: new Date(expired.getTime() + KEY_TTL_MS),
    });
    await waitUntil(
      async () => (await db.$count(idempotencyKeys, eq(idempotencyKeys.userId, owner.id))) === 0,
    );
    // Let a few periods pass with both instances ticking four times per period.
    await sleep(3 * KEY_SWEEP_MS);

    const runs = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'idempotency-key-sweep'), gte(jobRuns.periodStart, startedAt)));
    const periodsElapsed = Math.ceil((Date.now() - startedAt.getTime()) / KEY_SWEEP_MS) + 1;
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(periodsElapsed);
    expect(new Set(runs.map((run) => run.periodStart.getTime())).size).toBe(runs.length);
    // Every run an instance logged is a period it claimed: none ran without its row.
    const logged = instances
      .map((instance) => instance.output().split('job idempotency-key-sweep ran').length - 1)
      .reduce((a, b) => a + b, 0);
    const finished = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'idempotency-key-sweep'));
    expect(logged).toBeLessThanOrEqual(finished.length);
    expect(logged).toBeGreaterThanOrEqual(finished.filter((run) => run.finishedAt).length - 1);
  });

  it('writes once when the same Idempotency-Key reaches both instances at once', async () => {
    const scene = await createTimetrackingScene(db, 1);
    const staffId = scene.staff[0]?.id;
    const path = `/app/api/stundenerfassung/staff/${scene.pair.messeId}/${scene.pair.customerId}/${staffId}`;
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
    for (const [round, day] of days.entries()) {
      const key = randomUUID();
      const body = { time_start: 480 + 15 * round, time_end: 1020, time_break: 30 };
      const answers = await Promise.all(
        [0, 1].map((instance) =>
          call(instance, 'POST', `${path}/${day}`, {
            cookie: scene.cookies.supervisor,
            headers: { 'idempotency-key': key },
            body,
          }),
        ),
      );
      const fresh = answers.filter(
        (answer) => answer.status === 200 && answer.headers.get('idempotency-replayed') !== 'true',
      );
      expect(fresh, answers.map((answer) => answer.text).join('\n')).toHaveLength(1);
      for (const answer of answers) {
        if (answer.status === 200) expect(answer.json()).toEqual(fresh[0]?.json());
        else {
          expect(answer.status).toBe(409);
          expect(answer.json()).toMatchObject({ code: 'request_in_progress' });
        }
      }
    }
    const changes = await db.$count(
      auditLog,
      and(eq(auditLog.action, 'time_changed'), eq(auditLog.userId, scene.supervisor.id)),
    );
    expect(changes).toBe(days.length);
    expect(await db.$count(idempotencyKeys, eq(idempotencyKeys.userId, scene.supervisor.id))).toBe(
      days.length,
    );
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';
import { createUser } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

// Distinctive personal values: none of them may reach the log, in the message,
// the parameters, the SQL, the stack or the database's own detail text.
const NAME = 'Zacharias-Logprobe';
const STREET = 'Geheimweg 4711';
const EMAIL = 'zacharias.logprobe@example.test';
const PHONE = '+49 170 9876543';
const NOT_A_NUMBER = 'Kontonummer-DE89370400440532013000';
const PERSONAL = [NAME, STREET, EMAIL, PHONE, NOT_A_NUMBER, '9876543', 'Geheimweg'];

const DUPLICATE_USER = { email: EMAIL, passwordHash: 'x', firstname: NAME, lastname: NAME };

type LogEntry = { level: number; msg?: string; err?: Record<string, unknown> };

let t: TestApp;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);

beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
    // Real queries the database refuses, as a route would send them.
    apiTestRoutes: async (app) => {
      app.get('/nul-byte', { config: { public: true } }, async () => {
        await app.db.insert(bewerber).values({
          gender: 'w',
          firstname: `${NAME}\u0000`,
          lastname: NAME,
          email: EMAIL,
          phoneMobile: PHONE,
          street: STREET,
        });
      });
      app.get('/duplicate', { config: { public: true } }, async () => {
        await app.db.insert(users).values(DUPLICATE_USER);
      });
      app.get('/cast', { config: { public: true } }, async () => {
        await app.db.execute(sql`select ${NOT_A_NUMBER}::integer as n`);
      });
      app.get('/in-transaction', { config: { public: true } }, async () => {
        await app.db.transaction(async (tx) => {
          await tx.insert(users).values(DUPLICATE_USER);
        });
      });
    },
  });
  await createUser(t.db, { email: EMAIL });
});
afterAll(() => t.close());

async function errorEntryOf(path: string): Promise<Record<string, unknown>> {
  lines.length = 0;
  const response = await t.app.inject({ method: 'GET', url: `/app/api/test${path}` });
  expect(response.statusCode).toBe(500);
  const logged = entries().filter((entry) => entry.level >= 50);
  expect(logged).toHaveLength(1);
  const err = logged[0]?.err;
  if (!err) throw new Error('no err in the error line');
  return err;
}

function expectNoPersonalData() {
  const log = lines.join('\n');
  for (const value of PERSONAL) expect(log).not.toContain(value);
  expect(log).not.toMatch(/params:|Failed query|insert into|values \(/i);
}

describe('database errors in the log', () => {
  it('a NUL byte PostgreSQL refuses: its SQLSTATE and query name, no values', async () => {
    const err = await errorEntryOf('/nul-byte');
    expectNoPersonalData();
    // 22021: invalid byte sequence for the encoding.
    expect(err).toMatchObject({ code: '22021', query: 'insert bewerber' });
  });

  it('a unique violation: code, constraint and table, not the detail that names the key value', async () => {
    const err = await errorEntryOf('/duplicate');
    expectNoPersonalData();
    expect(err).toMatchObject({ code: '23505', table: 'users', query: 'insert users' });
    expect(err.constraint).toEqual(expect.stringContaining('email'));
  });

  it('a cast error whose message quotes the value', async () => {
    const err = await errorEntryOf('/cast');
    expectNoPersonalData();
    expect(err).toMatchObject({ code: '22P02', query: 'select' });
  });

  it('the same inside a transaction', async () => {
    const err = await errorEntryOf('/in-transaction');
    expectNoPersonalData();
    expect(err).toMatchObject({ code: '23505', query: 'insert users' });
  });

  it('keeps other errors readable: message and stack of an error that is not the database’s', () => {
    lines.length = 0;
    t.app.log.error({ err: new Error('outbox worker stopped') }, 'failure');
    const [entry] = entries();
    expect(entry?.err).toMatchObject({
      type: 'Error',
      message: 'outbox worker stopped',
      stack: expect.stringContaining('db-error-log.test.ts'),
    });
  });

  it('cleans a database error wrapped as the cause of another', async () => {
    let dbError: unknown;
    try {
      await t.db.insert(users).values(DUPLICATE_USER);
    } catch (error) {
      dbError = error;
    }
    expect(dbError).toBeInstanceOf(Error);
    lines.length = 0;
    t.app.log.error({ err: new Error('saving failed', { cause: dbError }) }, 'failure');
    expectNoPersonalData();
    expect(lines.join('')).toContain('23505');
  });
});

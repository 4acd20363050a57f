import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@server/platform/db/client';
import { users } from '@server/platform/db/schema/users';
import { auditLog } from '@server/platform/db/schema/system';
import { createTestDatabase } from '@tests/support/test-database';

/*
 * npm run office:create (ADR 0022) on the database the server would use: a
 * PGlite data directory, or DATABASE_URL on PostgreSQL. The password comes
 * from stdin or OFFICE_PASSWORD and never shows in the output.
 */

const PASSWORD = 'Office-Secret-2026!';
let dataDir: string;
let databaseUrl: string | undefined;
let postgres: DatabaseHandle | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mp-office-create-'));
  if (process.env.TEST_DB === 'postgres') {
    postgres = await createTestDatabase();
    databaseUrl = (postgres.client as pg.Pool).options.connectionString;
  }
}, 60_000);
afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

function runScript(
  args: string[],
  options: { stdin?: string; env?: Record<string, string> },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/office-create.ts', ...args],
      {
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...options.env,
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.stdin ?? '');
  });
}

async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: databaseUrl ?? null,
    dbDir: join(dataDir, 'db'),
  });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

describe('npm run office:create', () => {
  it('creates an office account with the password from stdin, hashed with argon2id', async () => {
    const run = await runScript(['--email', 'Chefin@Agentur.test', '--name', 'Clara Maria Chef'], {
      stdin: `${PASSWORD}\n`,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).not.toContain(PASSWORD);
    const [row] = await withDatabase((h) =>
      h.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'chefin@agentur.test'`),
    );
    expect(row).toMatchObject({ role: 'office', firstname: 'Clara Maria', lastname: 'Chef' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await withDatabase((h) =>
      h.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'office_user_created'`),
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  }, 60_000);

  it('refuses an e-mail address that has an account already (any case), changing nothing', async () => {
    const run = await runScript(['--email', 'CHEFIN@agentur.test', '--name', 'Other Person'], {
      env: { OFFICE_PASSWORD: 'Another-Secret-1' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('exists already');
    expect(run.stdout + run.stderr).not.toContain('Another-Secret-1');
    const rows = await withDatabase((h) => h.db.select().from(users));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('refuses a short password and a password on the command line', async () => {
    const short = await runScript(['--email', 'kurz@agentur.test', '--name', 'Kurz'], {
      stdin: 'short\n',
    });
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('password');
    const argv = await runScript(
      ['--email', 'x@agentur.test', '--name', 'X', '--password', PASSWORD],
      {
        stdin: `${PASSWORD}\n`,
      },
    );
    expect(argv.code).toBe(2);
    expect(argv.stdout + argv.stderr).not.toContain(PASSWORD);
  }, 60_000);
});

import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPool, type DatabaseHandle, fromPglite, fromPool } from '@server/platform/db/client';
import { migrateDatabase, MIGRATIONS_FOLDER } from '@server/platform/db/migrate';

/** Changes whenever a migration changes, so a stale template is never reused. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (name.endsWith('.sql'))
      hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 12);
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory as a tarball. Creating and migrating PGlite
 * takes seconds; loading a dump takes one. The dump is kept in the OS temp
 * folder across test files and runs, keyed by the migrations' hash.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const file = join(tmpdir(), `mp-pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const fresh = await PGlite.create();
  await migrateDatabase(fromPglite(fresh));
  const dump = await fresh.dumpDataDir('none');
  await fresh.close();
  // Written aside and renamed: a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/** A fresh, migrated PGlite in memory, or in `dataDir` (a directory that must not exist yet). */
export async function freshPglite(dataDir?: string): Promise<DatabaseHandle> {
  pgliteTemplate ??= migratedPgliteDump();
  const client = await PGlite.create({ dataDir, loadDataDir: await pgliteTemplate });
  return fromPglite(client);
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplate: Promise<string> | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Test databases of runs that died before dropping them (the name carries the worker's pid). */
async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'mp\\_test\\_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(/^mp_test_(\d+)_/.exec(datname)?.[1]);
    if (pid && !isRunning(pid))
      await admin.query(`drop database if exists ${datname} with (force)`);
  }
}

/** A migrated template database on the server, made once per migrations hash. */
async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `mp_tmpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Workers start together: one builds the template, the others wait for the lock.
    await admin.query('select pg_advisory_lock(727411002)');
    await dropLeftovers(admin);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_build`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const handle = fromPool(createPool(databaseUrl(adminUrl, building)));
      await migrateDatabase(handle);
      await handle.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727411002)').catch(() => undefined);
    await admin.end();
  }
  return name;
}

async function freshPostgres(adminUrl: string, empty = false): Promise<TestPostgres> {
  postgresTemplate ??= migratedPostgresTemplate(adminUrl);
  const template = empty ? 'template1' : await postgresTemplate;
  const name = `mp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two CREATE DATABASE … TEMPLATE at once may collide on the template: retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const handle = fromPool(createPool(url));
  const dropped: DatabaseHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  return { url, handle: dropped };
}

/** A throwaway PostgreSQL database and its URL (for server processes started on it). */
export type TestPostgres = { url: string; handle: DatabaseHandle };

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL, dropped on close:
 * migrated and without rows, or (empty) without even the tables.
 */
export async function createTestPostgres(options: { empty?: boolean } = {}): Promise<TestPostgres> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL test database needs DATABASE_URL');
  return freshPostgres(adminUrl, options.empty);
}

/**
 * A fresh, migrated, empty database for one test app: PGlite in memory, or
 * (TEST_DB=postgres) a throwaway PostgreSQL database dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') return (await createTestPostgres()).handle;
  return freshPglite();
}

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Query, quotedTable, userTables } from '@server/tools/backup/database-facts';
import { listUploadFiles } from '@server/tools/backup/upload-files';
import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import { createFieldCipher, parseEncryptionKeys } from '@server/platform/crypto/field-encryption';
import { type DatabaseHandle, openDatabase } from '@server/platform/db/client';
import { bewerber, documents } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';
import { DEMO_LOGINS } from '@server/tools/demo/logins';
import { seedDemoData } from '@server/tools/demo/seed';
import { sessionCookieFor } from '@tests/support/factories';
import { createTestApp } from '@tests/support/test-app';
import { TEST_ENCRYPTION_KEYS } from '@tests/support/test-config';
import { createTestPostgres, freshPglite, type TestPostgres } from '@tests/support/test-database';
import { documentParts, pdfOfSize, upload } from './dokumente-fixtures';

/*
 * The round trip an operator relies on, through the commands `npm run backup`
 * and `npm run restore` run (server/tools/backup/cli.ts), on the database of this
 * project run: PGlite in a data directory, or a PostgreSQL database.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const scratch = mkdtempSync(join(tmpdir(), 'mp-backup-'));
const cipher = createFieldCipher(parseEncryptionKeys(TEST_ENCRYPTION_KEYS));

type Side = { dataDir: string; url: string | null; open: () => Promise<DatabaseHandle> };

/** A data directory and (on PostgreSQL) a database: migrated, or empty for a restore. */
async function makeSide(
  name: string,
  migrated: boolean,
): Promise<Side & { drop: () => Promise<void> }> {
  const dataDir = join(scratch, name);
  if (onPostgres) {
    const database: TestPostgres = await createTestPostgres({ empty: !migrated });
    return {
      dataDir,
      url: database.url,
      open: async () => ({ ...database.handle, close: async () => undefined }),
      drop: () => database.handle.close(),
    };
  }
  const open = () => openDatabase({ databaseUrl: null, dbDir: join(dataDir, 'db') });
  if (migrated) {
    mkdirSync(dataDir);
    await (await freshPglite(join(dataDir, 'db'))).close();
  }
  return { dataDir, url: null, open, drop: async () => undefined };
}

/** Runs `npm run backup|restore -- …` as the npm script does, on the side's settings. */
function cli(side: Side, args: string[]): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: side.dataDir };
  delete env.DATABASE_URL;
  if (side.url) env.DATABASE_URL = side.url;
  env.ENCRYPTION_KEYS = TEST_ENCRYPTION_KEYS;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/tools/backup/cli.ts', ...args],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

const queryOf =
  (handle: DatabaseHandle): Query =>
  async <T>(text: string) =>
    (handle.kind === 'pglite'
      ? (await handle.client.query<T>(text)).rows
      : (await handle.client.query(text)).rows) as T[];

/** Every row of every table, as sorted JSON lines (tables without a key have no order). */
async function allRows(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const query = queryOf(handle);
  const result: Record<string, string[]> = {};
  for (const name of await userTables(query)) {
    const rows = await query<{ row: unknown }>(
      `select to_jsonb(t) as row from ${quotedTable(name)} t`,
    );
    result[name] = rows.map((r) => JSON.stringify(r.row)).sort();
  }
  return result;
}

async function decryptedFields(handle: DatabaseHandle) {
  const rows = await handle.db.select().from(bewerber).where(isNotNull(bewerber.bankIbanEnc));
  return rows.map((row) => ({
    id: row.id,
    iban: cipher.decrypt(row.bankIbanEnc ?? '', ENCRYPTED_FIELD.bankIban),
    tax: row.taxNumberEnc && cipher.decrypt(row.taxNumberEnc, ENCRYPTED_FIELD.taxNumber),
    rv: row.rvNumberEnc && cipher.decrypt(row.rvNumberEnc, ENCRYPTED_FIELD.rvNumber),
  }));
}

let source: Awaited<ReturnType<typeof makeSide>>;
const archive = join(scratch, 'portal-backup.tar.gz');
const uploaded = pdfOfSize(40_000);
uploaded.set(randomBytes(1000), 2000);

beforeAll(async () => {
  source = await makeSide('source', true);
  const handle = await source.open();
  const t = await createTestApp({ database: handle, env: { DATA_DIR: source.dataDir } });
  expect(await seedDemoData(t.db, t.app.fieldCipher)).toBe(true);
  const [staff] = await t.db
    .select()
    .from(users)
    .where(eq(users.email, DEMO_LOGINS.contract.email));
  const cookie = await sessionCookieFor(t.db, staff?.id ?? 0, t.config.cookieName);
  const answer = await upload(t, documentParts(uploaded), cookie);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  await t.close();
  await handle.close();
}, 120_000);

afterAll(async () => {
  await source?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe(
  `backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
  { timeout: 120_000 },
  () => {
    it('restores every row, every uploaded byte and the encrypted fields into an empty target', async () => {
      const backup = await cli(source, ['backup', '--out', archive]);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('uploads: 1 files');
      expect(backup.output).toContain('need the keys with ids: test1');

      const target = await makeSide('target', false);
      try {
        const restore = await cli(target, ['restore', '--in', archive]);
        expect(restore.code, restore.output).toBe(0);
        expect(restore.output).not.toContain('Warning');

        const [from, to] = [await source.open(), await target.open()];
        try {
          const [before, after] = [await allRows(from), await allRows(to)];
          expect(Object.keys(after)).toEqual(Object.keys(before));
          for (const table of Object.keys(before))
            expect(after[table], table).toEqual(before[table]);
          expect(await from.db.$count(documents)).toBe(1);

          const fields = await decryptedFields(to);
          expect(fields.length).toBeGreaterThan(0);
          expect(fields).toEqual(await decryptedFields(from));
          expect(fields.map((field) => field.iban)).toContain('DE89370400440532013000');
        } finally {
          await from.close();
          await to.close();
        }

        const [sourceFiles, targetFiles] = [
          await listUploadFiles(join(source.dataDir, 'uploads')),
          await listUploadFiles(join(target.dataDir, 'uploads')),
        ];
        expect(targetFiles).toEqual(sourceFiles);
        for (const path of sourceFiles.paths) {
          const restored = await readFile(join(target.dataDir, 'uploads', path));
          expect(restored.equals(await readFile(join(source.dataDir, 'uploads', path)))).toBe(true);
          // Only the portal's user reads uploads, after a restore as before.
          expect((await stat(join(target.dataDir, 'uploads', path))).mode & 0o777).toBe(0o600);
          expect((await stat(join(target.dataDir, 'uploads', dirname(path)))).mode & 0o777).toBe(
            0o700,
          );
        }
        expect(sourceFiles.paths.length).toBe(1);
      } finally {
        await target.drop();
      }
    });

    it('refuses a target that holds data (and on PGlite a database in use), changing nothing', async () => {
      const before = await listUploadFiles(join(source.dataDir, 'uploads'));
      const refused = await cli(source, ['restore', '--in', archive]);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Refused: Restore only into an empty target; .*not empty/);
      expect(refused.output).toContain('Nothing was changed');
      expect(await listUploadFiles(join(source.dataDir, 'uploads'))).toEqual(before);
      if (onPostgres) return;
      // PGlite is one process's database: no backup while another process (here this one) has it open.
      const open = await source.open();
      try {
        const busy = await cli(source, ['backup', '--out', join(scratch, 'while-open.tar.gz')]);
        expect(busy.code).toBe(1);
        expect(busy.output).toContain(
          `Refused: the embedded database in ${join(source.dataDir, 'db')} is in use by process ${process.pid}`,
        );
      } finally {
        await open.close();
      }
    });

    it('refuses to write over an existing archive and explains its usage', async () => {
      expect((await cli(source, ['backup', '--out', archive])).output).toContain('exists already');
      const usage = await cli(source, ['backup']);
      expect(usage.code).toBe(2);
      expect(usage.output).toContain('npm run backup -- --out');
    });
  },
);

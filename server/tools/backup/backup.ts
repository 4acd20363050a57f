import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create as createTar } from 'tar';
import type { StorageSettings } from '@server/platform/config/config';
import { type BackupManifest, BACKUP_FORMAT, MANIFEST_FILE } from './manifest';
import { dumpPglite } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';
import { listUploadFiles } from './upload-files';

export const DUMP_FILES = { postgres: 'postgres.dump', pglite: 'pglite-datadir.tar' } as const;

/**
 * Writes one archive (tar.gz, mode 0600) of the database dump, the upload
 * directory and a manifest. The database is dumped first; the upload files are
 * listed after it, so every file a dumped row names is in the archive (files
 * are written before their row and never changed). See README 'Backup and restore'.
 */
export async function createBackup(
  settings: StorageSettings,
  outFile: string,
): Promise<BackupManifest> {
  const target = resolve(outFile);
  if (existsSync(target)) throw new Error(`${target} exists already; name a new file`);
  await mkdir(dirname(target), { recursive: true });
  // Beside the archive: the dump may be large, and the rename below stays on one file system.
  const stage = await mkdtemp(join(dirname(target), `.${basename(target)}.`));
  try {
    await mkdir(join(stage, 'database'), { mode: 0o700 });
    const kind = settings.databaseUrl ? 'postgres' : 'pglite';
    const dumpFile = DUMP_FILES[kind];
    const dumpPath = join(stage, 'database', dumpFile);
    const createdAt = new Date().toISOString();
    const facts = settings.databaseUrl
      ? await dumpPostgres(settings.databaseUrl, dumpPath)
      : await dumpPglite(settings.dbDir, dumpPath);
    const uploads = await listUploadFiles(settings.uploadDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt,
      database: {
        kind,
        schemaVersion: facts.schemaVersion,
        migrations: facts.migrations,
        dumpFile,
      },
      tables: facts.tables,
      files: { count: uploads.paths.length, bytes: uploads.bytes },
      encryptionKeyIds: facts.encryptionKeyIds,
    };
    await writeFile(join(stage, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // The archive reads the upload files in place through a link, instead of copying them.
    if (uploads.paths.length > 0) await symlink(settings.uploadDir, join(stage, 'uploads'));
    const entries = [
      MANIFEST_FILE,
      `database/${dumpFile}`,
      ...uploads.paths.map((path) => `uploads/${path}`),
    ];
    const partial = join(stage, 'archive.partial');
    await pipeline(
      createTar({ gzip: true, cwd: stage, portable: true }, entries),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

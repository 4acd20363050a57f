import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { extract as extractTar } from 'tar';
import type { StorageSettings } from '@server/platform/config/config';
import { shippedMigrations } from '@server/platform/db/migrate';
import type { DatabaseFacts } from './database-facts';
import { type BackupManifest, MANIFEST_FILE, parseManifest } from './manifest';
import { restorePglite } from './pglite-dump';
import { postgresFacts, postgresNotEmpty, restorePostgres } from './postgres-dump';
import { isEmptyDirectory, listUploadFiles } from './upload-files';

/** A restore that would overwrite or mix data: refused before anything is written. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** What stands in the way of a restore into these settings, or nothing. */
export async function restoreObstacles(settings: StorageSettings): Promise<string[]> {
  const obstacles: string[] = [];
  if (settings.databaseUrl) {
    const notEmpty = await postgresNotEmpty(settings.databaseUrl);
    if (notEmpty) obstacles.push(notEmpty);
  } else if (!(await isEmptyDirectory(settings.dbDir))) {
    obstacles.push(`the embedded database directory ${settings.dbDir} is not empty`);
  }
  if (!(await isEmptyDirectory(settings.uploadDir))) {
    obstacles.push(`the upload directory ${settings.uploadDir} is not empty`);
  }
  return obstacles;
}

function checkFits(manifest: BackupManifest, settings: StorageSettings): void {
  const target = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new RestoreRefused(
      manifest.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty database.'
        : 'This backup is of the embedded database (PGlite): restore it without DATABASE_URL, into an empty DATA_DIR.',
    );
  }
  const shipped = shippedMigrations();
  const known = shipped.some((migration) => migration.tag === manifest.database.schemaVersion);
  if (!known || manifest.database.migrations > shipped.length) {
    throw new RestoreRefused(
      `This backup has schema ${manifest.database.schemaVersion}, which this version of the portal does not know: restore it with the version that wrote it (or a newer one).`,
    );
  }
}

/** Differences between the restored data and the manifest (none when the restore is whole). */
function differences(manifest: BackupManifest, facts: DatabaseFacts, files: number, bytes: number) {
  const found: string[] = [];
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(facts.tables)]);
  for (const name of names) {
    if (manifest.tables[name] !== facts.tables[name]) {
      found.push(
        `${name}: ${facts.tables[name] ?? 'missing'} rows, manifest ${manifest.tables[name] ?? 'none'}`,
      );
    }
  }
  if (files !== manifest.files.count || bytes !== manifest.files.bytes) {
    found.push(
      `uploads: ${files} files / ${bytes} bytes, manifest ${manifest.files.count} / ${manifest.files.bytes}`,
    );
  }
  return found;
}

/**
 * Brings a backup into an empty database (or embedded database directory) and
 * an empty upload directory, then checks every table's rows and the files
 * against the manifest. Refuses, before writing anything, a target that holds data.
 */
export async function restoreBackup(
  settings: StorageSettings,
  inFile: string,
): Promise<BackupManifest> {
  const archive = resolve(inFile);
  if (!existsSync(archive)) throw new RestoreRefused(`${archive} does not exist`);
  const obstacles = await restoreObstacles(settings);
  if (obstacles.length > 0) {
    throw new RestoreRefused(
      `Restore only into an empty target; ${obstacles.join('; ')}. Nothing was changed.`,
    );
  }
  await mkdir(settings.dataDir, { recursive: true, mode: 0o700 });
  // Inside DATA_DIR, so the upload folder moves into place by a rename.
  const stage = await mkdtemp(join(settings.dataDir, '.restore-'));
  try {
    await extractTar({
      file: archive,
      cwd: stage,
      strict: true,
      // As the file store makes them: only the portal's user reads uploads.
      dmode: 0o700,
      fmode: 0o600,
      // Only what a backup holds: its manifest, the dump, regular upload files.
      filter: (path, entry) =>
        path === MANIFEST_FILE ||
        (/^(?:database|uploads)\//.test(path) &&
          'type' in entry &&
          (entry.type === 'File' || entry.type === 'Directory')),
    });
    const manifest = parseManifest(await readFile(join(stage, MANIFEST_FILE), 'utf8'));
    checkFits(manifest, settings);
    const dump = join(stage, 'database', manifest.database.dumpFile);
    let facts: DatabaseFacts;
    if (settings.databaseUrl) {
      await restorePostgres(settings.databaseUrl, dump);
      facts = await postgresFacts(settings.databaseUrl);
    } else {
      facts = await restorePglite(settings.dbDir, dump);
    }
    if (existsSync(join(stage, 'uploads'))) {
      if (existsSync(settings.uploadDir)) await rmdir(settings.uploadDir);
      await rename(join(stage, 'uploads'), settings.uploadDir);
    } else {
      await mkdir(settings.uploadDir, { recursive: true, mode: 0o700 });
    }
    const uploads = await listUploadFiles(settings.uploadDir);
    const found = differences(manifest, facts, uploads.paths.length, uploads.bytes);
    if (found.length > 0) {
      throw new Error(`The restored data differs from the backup's manifest: ${found.join('; ')}`);
    }
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

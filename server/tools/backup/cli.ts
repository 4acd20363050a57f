import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadStorageSettings } from '@server/platform/config/config';
import { parseEncryptionKeys } from '@server/platform/crypto/field-encryption';
import { DatabaseInUseError } from '@server/platform/db/pglite-lock';
import { createBackup } from './backup';
import type { BackupManifest } from './manifest';
import { RestoreRefused, restoreBackup } from './restore';

const USAGE = `Usage:
  npm run backup -- --out <file.tar.gz>   one archive of the database, the uploads and a manifest
  npm run restore -- --in <file.tar.gz>   into an empty database (DATABASE_URL) or an empty DATA_DIR
Settings as for the server: DATA_DIR, DATABASE_URL. See README 'Backup and restore'.`;

/** Key ids the settings can decrypt with, read without generating a development key. */
function configuredKeyIds(dataDir: string): string[] {
  let keys = process.env.ENCRYPTION_KEYS;
  const devSecrets = join(dataDir, 'dev-secrets.json');
  if (!keys && existsSync(devSecrets)) {
    keys = (JSON.parse(readFileSync(devSecrets, 'utf8')) as { encryptionKeys?: string })
      .encryptionKeys;
  }
  try {
    return keys ? parseEncryptionKeys(keys).map((key) => key.id) : [];
  } catch {
    return [];
  }
}

function describe(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  return [
    `  database: ${manifest.database.kind}, schema ${manifest.database.schemaVersion}, ${Object.keys(manifest.tables).length} tables, ${rows} rows`,
    `  uploads: ${manifest.files.count} files, ${manifest.files.bytes} bytes`,
    `  encrypted fields need the keys with ids: ${manifest.encryptionKeyIds.join(', ') || 'none'} (not in the backup)`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, in: { type: 'string' } },
    strict: true,
  });
  const settings = loadStorageSettings();
  if (command === 'backup' && values.out) {
    const manifest = await createBackup(settings, values.out);
    console.log(
      `Backup written to ${resolve(values.out)} (${manifest.createdAt})\n${describe(manifest)}`,
    );
    return 0;
  }
  if (command === 'restore' && values.in) {
    const manifest = await restoreBackup(settings, values.in);
    console.log(
      `Restored ${resolve(values.in)} (taken ${manifest.createdAt})\n${describe(manifest)}`,
    );
    const have = configuredKeyIds(settings.dataDir);
    const missing = manifest.encryptionKeyIds.filter((id) => !have.includes(id));
    if (missing.length > 0) {
      console.warn(
        `Warning: ENCRYPTION_KEYS lacks the key(s) ${missing.join(', ')}. Until the portal starts with them, IBAN, tax ID and pension number cannot be read and unsent mails cannot be sent.`,
      );
    }
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const refused = [RestoreRefused, ConfigError, DatabaseInUseError];
    if (error instanceof Error && refused.some((kind) => error instanceof kind)) {
      console.error(`Refused: ${error.message}`);
    } else if (error instanceof TypeError && 'code' in error) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(1);
  },
);

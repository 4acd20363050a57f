import * as v from 'valibot';

/** The first line of defence against restoring some other archive. */
export const BACKUP_FORMAT = 'messe-personal-backup';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const manifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  formatVersion: v.literal(1),
  /** ISO time the database snapshot was taken. */
  createdAt: v.string(),
  database: v.object({
    kind: v.picklist(['pglite', 'postgres']),
    /** The last applied migration's name (server/platform/db/migrations). */
    schemaVersion: v.string(),
    migrations: count,
    /** The dump's name inside the archive's database/ folder. */
    dumpFile: v.pipe(v.string(), v.regex(/^[\w.-]+$/)),
  }),
  /** Rows per table ("schema.table"), counted in the dump's own snapshot. */
  tables: v.record(v.string(), count),
  files: v.object({ count, bytes: count }),
  /**
   * Ids of the encryption keys the encrypted columns were written with. The keys
   * themselves are never in a backup (README 'Backup and restore').
   */
  encryptionKeyIds: v.array(v.string()),
});

export type BackupManifest = v.InferOutput<typeof manifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${MANIFEST_FILE} is not JSON: not a backup of this portal`);
  }
  const parsed = v.safeParse(manifestSchema, json);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
    throw new Error(
      `${MANIFEST_FILE} is not a backup manifest of this portal (${problems.join('; ')})`,
    );
  }
  return parsed.output;
}

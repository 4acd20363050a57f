import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Arbitrary constant: every instance of the portal takes the same advisory lock.
const MIGRATION_LOCK = 727_411_001;

/** Applies the committed migrations that are not applied yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), config);
    return;
  }
  // Several API instances may start at once: one migrates, the others wait and find nothing to do.
  const connection = await handle.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: connection }), config);
  } finally {
    await connection
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .catch(() => undefined);
    connection.release();
  }
}

/** A migration the build ships: its name and the time drizzle records as its created_at. */
export type ShippedMigration = { tag: string; when: number };

/** The migrations the build ships, oldest first (drizzle's journal lists each once). */
export function shippedMigrations(): ShippedMigration[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: ShippedMigration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** How many migrations the build ships. */
export function shippedMigrationCount(): number {
  return shippedMigrations().length;
}

/**
 * True when the database answers and holds at least the shipped migrations.
 * One cheap query on drizzle's own bookkeeping table; throws when the database
 * does not answer or was never migrated (the table is missing).
 */
export async function migrationsApplied(db: Database, shipped: number): Promise<boolean> {
  // Both drivers answer { rows }; the driver-neutral Database type leaves the result unknown.
  const result = (await db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as { rows: { applied: number }[] };
  return (result.rows[0]?.applied ?? 0) >= shipped;
}

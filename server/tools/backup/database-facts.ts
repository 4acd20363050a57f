import { shippedMigrations } from '@server/platform/db/migrate';

/** A query on one connection (PGlite and node-postgres both answer { rows }). */
export type Query = <T>(text: string) => Promise<T[]>;

export type DatabaseFacts = {
  schemaVersion: string;
  migrations: number;
  tables: Record<string, number>;
  encryptionKeyIds: string[];
};

/** Columns holding field-cipher text (`v1:<keyId>:…`): server/platform/crypto, mail/outbox.ts. */
const ENCRYPTED_COLUMNS = [
  ['bewerber', 'rv_number_enc'],
  ['bewerber', 'tax_number_enc'],
  ['bewerber', 'bank_iban_enc'],
  ['mail_outbox', 'payload_encrypted'],
] as const;

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every user table of the database ("schema.table"), sorted. */
export async function userTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** `"schema"."table"` for a name from userTables. */
export function quotedTable(name: string): string {
  const [schema = '', table = ''] = name.split('.');
  return `${identifier(schema)}.${identifier(table)}`;
}

async function schemaVersion(query: Query): Promise<{ version: string; migrations: number }> {
  const applied = await query<{ at: string }>(
    'select created_at::text as at from drizzle.__drizzle_migrations order by created_at',
  );
  const last = applied.at(-1);
  if (!last) return { version: 'none', migrations: 0 };
  const known = shippedMigrations().find((migration) => String(migration.when) === last.at);
  return { version: known?.tag ?? `unknown (created_at ${last.at})`, migrations: applied.length };
}

/**
 * What a manifest records of a database: its schema version, the rows of every
 * table and the key ids its encrypted columns need. Run inside the dump's
 * snapshot, so the counts are those of the dump.
 */
export async function readDatabaseFacts(query: Query): Promise<DatabaseFacts> {
  const [portal] = await query<{ found: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as found",
  );
  if (!portal?.found) {
    throw new Error('the database holds no portal data (no migrations were ever applied to it)');
  }
  const tables: Record<string, number> = {};
  for (const name of await userTables(query)) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from ${quotedTable(name)}`);
    tables[name] = row?.n ?? 0;
  }
  const keyIds = new Set<string>();
  for (const [table, column] of ENCRYPTED_COLUMNS) {
    const rows = await query<{ id: string }>(
      `select distinct split_part(${identifier(column)}, ':', 2) as id
         from ${identifier(table)} where ${identifier(column)} is not null`,
    );
    for (const row of rows) keyIds.add(row.id);
  }
  const { version, migrations } = await schemaVersion(query);
  return { schemaVersion: version, migrations, tables, encryptionKeyIds: [...keyIds].sort() };
}

import pg from 'pg';
import { type DatabaseFacts, type Query, readDatabaseFacts, userTables } from './database-facts';
import { runPostgresTool } from './external-tool';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const queryOf =
  (client: pg.Client): Query =>
  async <T>(text: string) =>
    (await client.query(text)).rows as T[];

/**
 * Dumps the database with pg_dump (custom format) into `file`. The counts of the
 * manifest are read in a transaction whose snapshot pg_dump then uses
 * (--snapshot), so they describe exactly the dumped rows while the portal runs on.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const facts = await readDatabaseFacts(queryOf(client));
      await runPostgresTool('pg_dump', url, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]?.id}`,
        `--file=${file}`,
      ]);
      return facts;
    } finally {
      await client.query('rollback');
    }
  });
}

/** Loads a dump into the (empty) database in one transaction: all of it or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  await runPostgresTool('pg_restore', url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    file,
  ]);
}

/** Why the database cannot take a restore, or null when it holds no tables. */
export async function postgresNotEmpty(url: string): Promise<string | null> {
  return withClient(url, async (client) => {
    const tables = await userTables(queryOf(client));
    if (tables.length === 0) return null;
    const database = decodeURIComponent(new URL(url).pathname.slice(1));
    return `the database "${database}" of DATABASE_URL is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')})`;
  });
}

/** The facts of a restored database, to hold against its manifest. */
export async function postgresFacts(url: string): Promise<DatabaseFacts> {
  return withClient(url, (client) => readDatabaseFacts(queryOf(client)));
}

import { readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseFacts, type Query, readDatabaseFacts } from './database-facts';
import { isEmptyDirectory } from './upload-files';

const queryOf =
  (client: PGlite): Query =>
  async <T>(text: string) =>
    (await client.query<T>(text)).rows;

async function withPglite<T>(dbDir: string, work: (client: PGlite) => Promise<T>): Promise<T> {
  const client = await PGlite.create(dbDir);
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/**
 * PGlite's own dump: its data directory as a tarball. PGlite is one process's
 * database, so the portal must be stopped while this opens it.
 */
export async function dumpPglite(dbDir: string, file: string): Promise<DatabaseFacts> {
  if (await isEmptyDirectory(dbDir)) throw new Error(`no embedded database in ${dbDir}`);
  return withPglite(dbDir, async (client) => {
    const facts = await readDatabaseFacts(queryOf(client));
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return facts;
  });
}

/** Unpacks the dump into dbDir (empty); removes what it wrote when that fails. */
export async function restorePglite(dbDir: string, file: string): Promise<DatabaseFacts> {
  const dump = new Blob([await readFile(file)]);
  try {
    const client = await PGlite.create({ dataDir: dbDir, loadDataDir: dump });
    try {
      return await readDatabaseFacts(queryOf(client));
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(dbDir, { recursive: true, force: true });
    throw error;
  }
}

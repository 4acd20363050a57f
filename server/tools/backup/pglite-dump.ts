import { readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseInUseError, lockPgliteDirectory } from '@server/platform/db/pglite-lock';
import { type DatabaseFacts, type Query, readDatabaseFacts } from './database-facts';
import { isEmptyDirectory } from './upload-files';

const queryOf =
  (client: PGlite): Query =>
  async <T>(text: string) =>
    (await client.query<T>(text)).rows;

/** Opens dbDir (optionally loading a dump into it) under its lock, for one piece of work. */
async function withPglite<T>(
  dbDir: string,
  work: (client: PGlite) => Promise<T>,
  loadDataDir?: Blob,
): Promise<T> {
  const lock = lockPgliteDirectory(dbDir);
  try {
    const client = await PGlite.create({ dataDir: dbDir, loadDataDir });
    try {
      return await work(client);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * PGlite's own dump: its data directory as a tarball. PGlite is one process's
 * database: while the portal runs on it, the lock refuses to open it here.
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
    return await withPglite(dbDir, (client) => readDatabaseFacts(queryOf(client)), dump);
  } catch (error) {
    // What this restore wrote into the (empty) directory goes; another process's files stay.
    if (!(error instanceof DatabaseInUseError)) await rm(dbDir, { recursive: true, force: true });
    throw error;
  }
}

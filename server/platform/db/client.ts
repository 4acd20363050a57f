import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockPgliteDirectory } from './pglite-lock';
import { type Schema, schema } from './schema';

/** The Drizzle handle the rest of the server uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Database; client: pg.Pool; close: () => Promise<void> };

/** Wraps an open PGlite instance (a data directory, memory, or a test clone). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db: Database = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    client,
    close: async () => {
      // A clean close checkpoints the WASM Postgres; a killed process may leave it to recover.
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a node-postgres pool. */
export function fromPool(pool: pg.Pool): DatabaseHandle {
  const db: Database = drizzlePg({ client: pool, schema });
  return { kind: 'postgres', db, client: pool, close: () => pool.end() };
}

/** Connection pool with short timeouts so a dead database turns into a quick 503, not a hang. */
export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in dbDir,
 * which no other process may have open (pglite-lock.ts).
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dbDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPool(createPool(options.databaseUrl));
  mkdirSync(options.dbDir, { recursive: true });
  const lock = lockPgliteDirectory(options.dbDir);
  try {
    const handle = fromPglite(await PGlite.create(options.dbDir));
    return {
      ...handle,
      close: async () => {
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

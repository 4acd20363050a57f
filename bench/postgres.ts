import pg from 'pg';

/** The server to create the throwaway database on: DATABASE_URL's, else the local one. */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PREFIX = 'mp_bench_';

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> };

function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh database on the PostgreSQL server for one bench run, dropped
 * afterwards; databases of earlier runs that crashed are dropped first.
 */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const existing = await adminQuery<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  for (const { datname } of existing) {
    const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (!isRunning(pid)) await adminQuery(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  const name = `${PREFIX}${process.pid}_${Date.now()}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  return {
    url: withDatabase(SERVER_URL, name),
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Where the bench looks for PostgreSQL, without the password. */
export function postgresServerLabel(): string {
  const url = new URL(SERVER_URL);
  return `${url.hostname}:${url.port || '5432'}`;
}

import { spawn } from 'node:child_process';

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore) and resolves when it exits 0.
 * The password travels in PGPASSWORD, never on the command line, where any user
 * of the machine could read it in the process list.
 */
export async function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's major version or newer (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`);
}

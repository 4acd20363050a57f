import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process's database: a second process opening the same
 * directory (a second `npm start`, a backup while the portal runs) would write
 * into the same files and corrupt them. Whoever opens the directory leaves its
 * pid beside it (DATA_DIR/db.lock) until it closes; a lock whose process is gone
 * (a crash, a kill) is taken over.
 */
export type PgliteLock = { release: () => void };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

/** Takes the lock of the embedded database in dbDir, or throws when a live process holds it. */
export function lockPgliteDirectory(dbDir: string): PgliteLock {
  const lockFile = `${dbDir}.lock`;
  const holder = holderOf(lockFile);
  if (holder !== null && holder !== process.pid && isRunning(holder)) {
    throw new DatabaseInUseError(
      `the embedded database in ${dbDir} is in use by process ${holder} (a running portal?); stop it first (if no such process uses it, e.g. it ran in another container, delete ${lockFile})`,
    );
  }
  writeFileSync(lockFile, `${process.pid}\n`, { mode: 0o600 });
  return {
    release: () => {
      if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
    },
  };
}

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockPgliteDirectory } from '@server/platform/db/pglite-lock';

const root = mkdtempSync(join(tmpdir(), 'mp-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the lock of the embedded database directory', () => {
  it('is held while open and gone after release', () => {
    const dbDir = join(root, 'a');
    const lock = lockPgliteDirectory(dbDir);
    expect(readFileSync(`${dbDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${dbDir}.lock`)).toBe(false);
  });

  it('refuses a directory another live process holds, and leaves its lock alone', () => {
    const dbDir = join(root, 'b');
    // The parent process (vitest's) is alive and is not this one.
    writeFileSync(`${dbDir}.lock`, `${process.ppid}\n`);
    expect(() => lockPgliteDirectory(dbDir)).toThrow(DatabaseInUseError);
    expect(() => lockPgliteDirectory(dbDir)).toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(`${dbDir}.lock`, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over the lock of a process that is gone', () => {
    const dbDir = join(root, 'c');
    // Above the kernel's pid_max (at most 2^22): no process has this id.
    writeFileSync(`${dbDir}.lock`, '9999999\n');
    const lock = lockPgliteDirectory(dbDir);
    expect(readFileSync(`${dbDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

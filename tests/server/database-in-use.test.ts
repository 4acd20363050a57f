import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TSX_ENTRY } from '@tests/support/portal-process';

describe('a second start on an embedded database in use', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mp-in-use-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints one line naming the directory and the holding pid, exits 1, no stack trace', async () => {
    const dbDir = join(dataDir, 'db');
    mkdirSync(dbDir, { recursive: true });
    // This test process is alive: to the portal it is the running instance holding the lock.
    writeFileSync(`${dbDir}.lock`, `${process.pid}\n`);
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    const child = spawn(process.execPath, TSX_ENTRY, {
      env: {
        ...inherited,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        PORT: '1',
        PUBLIC_URL: 'http://localhost:1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];

    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Messe-Personal cannot start: /);
    expect(lines[0]).toContain(dbDir);
    expect(lines[0]).toContain(`in use by process ${process.pid}`);
    expect(stderr).not.toContain('    at ');
    // The running instance keeps its lock.
    expect(readFileSync(`${dbDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
  });
});

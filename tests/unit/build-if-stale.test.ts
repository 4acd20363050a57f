// @vitest-environment node
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { staleReason } from '../../scripts/build-if-stale';

/** Writes a file carrying the modification time `at` (seconds). */
function touch(path: string, at: number, content = ''): void {
  writeFileSync(path, content);
  utimesSync(path, at, at);
}

describe('npm start builds only when dist/ is stale', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mp-stale-'));
    mkdirSync(join(root, 'src', 'features', 'auth'), { recursive: true });
    mkdirSync(join(root, 'dist'));
    touch(join(root, 'src', 'features', 'auth', 'login.tsx'), 1000);
    touch(join(root, 'index.html'), 1000);
    touch(join(root, 'package-lock.json'), 1000);
    // A folder's time counts too (a deleted file only shows there): set them last.
    for (const dir of ['src/features/auth', 'src/features', 'src']) {
      utimesSync(join(root, dir), 1000, 1000);
    }
  });

  it('builds when a file was deleted from a source folder', () => {
    touch(join(root, 'dist', 'index.html'), 2000);
    touch(join(root, 'dist', 'freigabe.html'), 2000);
    touch(join(root, 'dist', 'sw.js'), 2000);
    utimesSync(join(root, 'src', 'features'), 3000, 3000);
    expect(staleReason(root)).toBe('src changed since the last build');
  });

  it('builds when there is no dist/', () => {
    expect(staleReason(root, join(root, 'nothing'))).toMatch(/index\.html is missing/);
  });

  it('builds when an earlier build stopped before the service worker', () => {
    touch(join(root, 'dist', 'index.html'), 2000);
    touch(join(root, 'dist', 'freigabe.html'), 2000);
    expect(staleReason(root)).toMatch(/sw\.js is missing/);
  });

  it('skips the build when dist/ is newer than every input', () => {
    touch(join(root, 'dist', 'index.html'), 2000);
    touch(join(root, 'dist', 'freigabe.html'), 2000);
    touch(join(root, 'dist', 'sw.js'), 2000);
    expect(staleReason(root)).toBeNull();
  });

  it('builds when a nested source file changed after the build', () => {
    touch(join(root, 'dist', 'index.html'), 2000);
    touch(join(root, 'dist', 'freigabe.html'), 2000);
    touch(join(root, 'dist', 'sw.js'), 2000);
    touch(join(root, 'src', 'features', 'auth', 'login.tsx'), 3000);
    expect(staleReason(root)).toBe('src changed since the last build');
  });

  it('builds when the dependencies changed (package-lock.json)', () => {
    touch(join(root, 'dist', 'index.html'), 2000);
    touch(join(root, 'dist', 'freigabe.html'), 2000);
    touch(join(root, 'dist', 'sw.js'), 2000);
    touch(join(root, 'package-lock.json'), 3000);
    expect(staleReason(root)).toBe('package-lock.json changed since the last build');
  });
});

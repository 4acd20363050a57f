import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE } from '@tests/support/test-projects';

const root = resolve(import.meta.dirname, '../..');

/** What a server test calls to get the project's database (PGlite or PostgreSQL). */
const OPENS_TEST_DATABASE = /createTestApp|createTestDatabase|createTestPostgres|TEST_DB/;

/** The file and the files it imports by a relative path (fixtures beside it). */
function sourceWithLocalImports(file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const local = [...text.matchAll(/from '(\.\.?\/[^']+)'/g)].map((match) => {
    const base = resolve(root, dirname(file), match[1] ?? '');
    return existsSync(`${base}.ts`) ? readFileSync(`${base}.ts`, 'utf8') : '';
  });
  return [text, ...local].join('\n');
}

// The PostgreSQL run leaves these files out because they would only repeat the
// PGlite run: a file that starts opening the test database must run on both.
describe('server test files run on PGlite only', () => {
  it.each(DATABASE_FREE)('%s exists and never opens the test database', (file) => {
    expect(existsSync(join(root, file))).toBe(true);
    expect(sourceWithLocalImports(file)).not.toMatch(OPENS_TEST_DATABASE);
  });
});

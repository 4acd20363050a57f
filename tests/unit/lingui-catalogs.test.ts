import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const usesLingui = (file: string) =>
  /from '@lingui\/(?:react|core)\/macro'/.test(readFileSync(file, 'utf8'));

describe('Lingui catalogs (lingui.config.ts)', async () => {
  const config = getConfig({ configPath: join(root, 'lingui.config.ts'), skipValidation: true });
  const catalogs = await getCatalogs(config);
  // `sourcePaths` globs the file system on every read: read each catalog's files once.
  const sources = catalogs.map((catalog) => ({
    name: catalog.name,
    paths: new Set(catalog.sourcePaths),
  }));
  const owners = (file: string) =>
    sources.filter((catalog) => catalog.paths.has(file)).map((c) => c.name);

  it('puts every file with texts into exactly one catalog', () => {
    const files = sourceFiles(join(root, 'src')).filter(usesLingui);
    expect(files.length).toBeGreaterThan(40);
    const misplaced = files
      .map((file) => ({ file: file.slice(root.length + 1), catalogs: owners(file) }))
      .filter(({ catalogs }) => catalogs.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('keeps step 2 of the application out of the catalog of step 1', () => {
    const step2 = join(root, 'src/features/bewerbung/components/step2-wizard.tsx');
    const step1 = join(root, 'src/features/bewerbung/components/step1-form.tsx');
    expect(owners(step2)).toEqual(['bewerbung-step2']);
    expect(owners(step1)).toEqual(['bewerbung']);
  });
});

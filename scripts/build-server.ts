import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where `npm run build` puts the compiled server; `npm run start:prod` runs it from here. */
export const SERVER_OUT_DIR = 'dist-server';

/** Files the server reads at run time beside its code (found via import.meta.url). */
const RUNTIME_FILES = ['server/platform/db/migrations', 'server/platform/content'];

/**
 * A relative import in compiled code, as tsc leaves it: `from './x'`, `import('./x')`,
 * `import './x'`. The sources import without extensions (moduleResolution Bundler),
 * which Node's ESM loader refuses, so the build adds them.
 */
const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;

function listJsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** `./x` → `./x.js` or `./x/index.js`, whichever the build wrote; anything else unchanged. */
function withExtension(file: string, specifier: string): string {
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.js`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.js'))) return `${specifier}/index.js`;
  return specifier;
}

/** Rewrites the relative imports of every compiled file; returns how many files changed. */
export function addImportExtensions(outDir: string): number {
  let changed = 0;
  for (const file of listJsFiles(outDir)) {
    const code = readFileSync(file, 'utf8');
    const fixed = code.replace(
      RELATIVE_IMPORT,
      (_match, lead: string, quote: string, specifier: string) =>
        `${lead}${quote}${withExtension(file, specifier)}${quote}`,
    );
    if (fixed !== code) {
      writeFileSync(file, fixed);
      changed++;
    }
  }
  return changed;
}

/**
 * Compiles server/ and domain/ with tsc into outDir (outDir/server/main.js is the
 * entry), makes the imports loadable by plain Node, and copies the run-time files.
 */
export function buildServer(root: string, outDir = join(root, SERVER_OUT_DIR)): void {
  rmSync(outDir, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', join(root, 'tsconfig.server-build.json'), '--outDir', outDir],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`tsc failed with exit code ${result.status}`);
  addImportExtensions(outDir);
  for (const path of RUNTIME_FILES)
    cpSync(join(root, path), join(outDir, path), { recursive: true });
  // The compiled files are ES modules wherever the directory is copied to.
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  buildServer(process.cwd());
  console.log(`server built into ${SERVER_OUT_DIR}/ in ${Date.now() - started} ms`);
}

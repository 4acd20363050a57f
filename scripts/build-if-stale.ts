import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Everything the PWA build reads: a change to any of these needs a new dist/. */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'domain',
  'public',
  'index.html',
  'freigabe.html',
  'scripts/approval-page-build.ts',
  'vite.config.ts',
  'lingui.config.ts',
  'scripts/precompress.ts',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.sw.json',
  'package-lock.json',
];

/** The build writes index.html first and sw.js last; both present means it finished. */
const BUILD_OUTPUTS = ['index.html', 'freigabe.html', 'sw.js'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** Why dist/ must be rebuilt, or null when it is newer than every build input. */
export function staleReason(root: string, distDir = join(root, 'dist')): string | null {
  const outputs = BUILD_OUTPUTS.map((name) => join(distDir, name));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  for (const input of BUILD_INPUTS) {
    if (newestMtime(join(root, input)) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** `npm start`: build the PWA only when dist/ is missing or older than its sources. */
function main(): void {
  const root = process.cwd();
  const reason = staleReason(root);
  if (reason === null) {
    console.log('dist/ is up to date, skipping the build');
    return;
  }
  console.log(`building the PWA: ${reason}`);
  // vite's exports hide bin/, so find it beside its package.json.
  const pkg = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = join(dirname(pkg), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

// `npm run lint:i18n`: fails when the catalogs are stale (extraction would change
// them) or a translation is missing. The catalogs are restored afterwards, so the
// check never edits the working tree; fix with `npm run i18n:extract` and translate.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const LOCALES = ['de', 'en'];
// Every catalog of lingui.config.ts, as the .po files of each locale.
const catalogs = LOCALES.flatMap((locale) =>
  readdirSync(`src/locales/${locale}`)
    .filter((file) => file.endsWith('.po'))
    .map((file) => `src/locales/${locale}/${file}`),
);
const compiled = (catalog: string) => catalog.replace(/\.po$/, '.ts');

function lingui(...args: string[]): boolean {
  try {
    execFileSync('npx', ['lingui', ...args], { stdio: 'pipe', encoding: 'utf8' });
    return true;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    console.error(stdout, stderr);
    return false;
  }
}

// The creation date in the header changes on every run and means nothing.
const comparable = (po: string) => po.replace(/^"POT-Creation-Date: .*\\n"$/m, '');

const before = new Map(catalogs.map((catalog) => [catalog, readFileSync(catalog, 'utf8')]));
const stale: string[] = [];
let compiledOk = false;
try {
  if (!lingui('extract', '--clean')) throw new Error('lingui extract failed');
  for (const catalog of catalogs) {
    const after = existsSync(catalog) ? readFileSync(catalog, 'utf8') : '';
    if (comparable(after) !== comparable(before.get(catalog) ?? '')) stale.push(catalog);
  }
  // --strict: a message without translation fails (German is the source and needs none).
  compiledOk = lingui('compile', '--strict', '--typescript');
} finally {
  for (const [catalog, content] of before) writeFileSync(catalog, content);
  for (const catalog of catalogs) if (existsSync(compiled(catalog))) rmSync(compiled(catalog));
}

if (stale.length > 0) {
  console.error(`Stale catalogs (run npm run i18n:extract): ${stale.join(', ')}`);
}
if (!compiledOk) console.error('Missing or broken translations (see above).');
if (stale.length > 0 || !compiledOk) process.exit(1);
console.log('i18n: catalogs up to date and complete.');

// `npm run lint:i18n`: fails when the catalogs are stale (extraction would change
// them) or a translation is missing. The catalogs are restored afterwards, so the
// check never edits the working tree; fix with `npm run i18n:extract` and translate.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const LOCALES = ['de', 'en'];
const catalog = (locale: string) => `src/locales/${locale}/messages.po`;
const compiled = (locale: string) => `src/locales/${locale}/messages.ts`;

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

const before = new Map(LOCALES.map((locale) => [locale, readFileSync(catalog(locale), 'utf8')]));
const stale: string[] = [];
let compiledOk = false;
try {
  if (!lingui('extract', '--clean')) throw new Error('lingui extract failed');
  for (const locale of LOCALES) {
    const after = readFileSync(catalog(locale), 'utf8');
    if (comparable(after) !== comparable(before.get(locale) ?? '')) stale.push(catalog(locale));
  }
  // --strict: a message without translation fails (German is the source and needs none).
  compiledOk = lingui('compile', '--strict', '--typescript');
} finally {
  for (const [locale, content] of before) writeFileSync(catalog(locale), content);
  for (const locale of LOCALES) if (existsSync(compiled(locale))) rmSync(compiled(locale));
}

if (stale.length > 0) {
  console.error(`Stale catalogs (run npm run i18n:extract): ${stale.join(', ')}`);
}
if (!compiledOk) console.error('Missing or broken translations (see above).');
if (stale.length > 0 || !compiledOk) process.exit(1);
console.log('i18n: catalogs up to date and complete.');

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments point into this repository (docs/product, docs/decisions,
 * docs/architecture.md), never to documents outside it: a reader of the code
 * has only the repository. This scans the comments of the code and the text of
 * the product and architecture docs for pointers to the external spec and
 * design pages ('spec section 2', '(spec: …)', 'security.md', …) and names
 * every hit as file:line. ADRs may still say where a decision came from, so
 * docs/decisions is not scanned.
 */
const ROOT = process.cwd();
const CODE_DIRS = ['src', 'server', 'domain', 'sw', 'scripts', 'bench'];
const DOCS = ['README.md', 'docs/architecture.md', 'docs/product'];

const EXTERNAL_REFERENCE: readonly RegExp[] = [
  /\bspec(?:ification)?\s+sections?\b/i,
  /\bthe spec\b/i,
  /\bspec['’]s\b/i,
  /\(spec\b/i,
  /\bspec:/i,
  /\bportal-spec\b/i,
  /\bsecurity\.md\b/i,
  /\bconventions\.md\b/i,
  /\barchitecture page\b/i,
  /\(architecture:/i,
  /\bshared\/(?:spec|design)\b/i,
  /\/work\/shared\b/i,
  /(?:^|[\s(`'"])design\/[\w-]+\.md\b/i,
];

function filesBelow(dir: string, extensions: readonly string[]): string[] {
  const absolute = join(ROOT, dir);
  const entries = readdirSync(absolute, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The comment text of each line (block and line comments), by line number. */
function commentLines(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let inBlock = false;
  source.split('\n').forEach((text, index) => {
    let rest = text;
    let comment = '';
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        comment += ` ${end === -1 ? rest : rest.slice(0, end)}`;
        if (end === -1) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const block = rest.indexOf('/*');
      const line = rest.indexOf('//');
      if (line !== -1 && (block === -1 || line < block)) {
        comment += ` ${rest.slice(line + 2)}`;
        break;
      }
      if (block === -1) break;
      inBlock = true;
      rest = rest.slice(block + 2);
    }
    if (comment.trim() !== '') found.push({ line: index + 1, text: comment });
  });
  return found;
}

function hits(path: string, lines: { line: number; text: string }[]): string[] {
  return lines
    .filter(({ text }) => EXTERNAL_REFERENCE.some((pattern) => pattern.test(text)))
    .map(({ line, text }) => `${path}:${line}: ${text.trim()}`);
}

describe('references to documents outside the repository', () => {
  it('finds the patterns it is meant to find, in comments only', () => {
    const source = [
      '/** The master data (spec section 2). */',
      "import { requireUser } from '../shared/current-user';",
      '// headers as security.md asks',
      'function parse(spec: ParamSpec) {}',
      '/*',
      ' * see ../shared/design/architecture.md',
      ' */',
    ].join('\n');
    expect(hits('x.ts', commentLines(source)).map((hit) => hit.split(':')[1])).toEqual([
      '1',
      '3',
      '6',
    ]);
  });

  it('code comments point into docs/ instead', () => {
    const found = CODE_DIRS.flatMap((dir) => filesBelow(dir, ['.ts', '.tsx'])).flatMap((path) =>
      hits(path, commentLines(readFileSync(join(ROOT, path), 'utf8'))),
    );
    expect(found, 'point to docs/product, docs/decisions or docs/architecture.md').toEqual([]);
  });

  it('the product and architecture docs point into the repository too', () => {
    const found = DOCS.flatMap((path) =>
      path.endsWith('.md') ? [path] : filesBelow(path, ['.md']),
    ).flatMap((path) =>
      hits(
        path,
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .map((text, index) => ({ line: index + 1, text })),
      ),
    );
    expect(found, 'point to docs/product, docs/decisions or docs/architecture.md').toEqual([]);
  });
});

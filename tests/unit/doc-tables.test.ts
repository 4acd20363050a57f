// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The tables of the product docs stay whole: one header row and its
 * separator at the top, every row with the header's number of cells, no
 * header or separator row inside the body, no row twice; and in the API
 * document each call (`METHOD /path` in the first cell) documented once. A
 * paste that repeats a table or splices one into another fails here.
 */

const DOCS = join(process.cwd(), 'docs/product');

type Table = { file: string; line: number; rows: { line: number; cells: string[] }[] };

/** A row's cells, split on unescaped pipes (GFM: `\|` stays in its cell). */
function cellsOf(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (char === '\\' && inner[i + 1] === '|') {
      current += '\\|';
      i += 1;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current.trim());
  return cells;
}

/** Every table of a markdown text (consecutive lines starting with `|`, outside code fences). */
function tablesOf(file: string, text: string): Table[] {
  const tables: Table[] = [];
  let current: Table | null = null;
  let fenced = false;
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trimStart().startsWith('```')) fenced = !fenced;
    if (!fenced && raw.trimStart().startsWith('|')) {
      current ??= { file, line, rows: [] };
      current.rows.push({ line, cells: cellsOf(raw) });
      return;
    }
    if (current) tables.push(current);
    current = null;
  });
  if (current) tables.push(current);
  return tables;
}

const isSeparator = (cells: readonly string[]) => cells.every((cell) => /^:?-{3,}:?$/.test(cell));

/** What is wrong with one table, as file:line messages (empty when whole). */
function tableProblems(table: Table): string[] {
  const [header, separator, ...body] = table.rows;
  const at = (line: number) => `${table.file}:${String(line)}`;
  if (!header || !separator || !isSeparator(separator.cells)) {
    return [`${at(table.line)}: a table starts with a header row and its separator`];
  }
  const problems: string[] = [];
  const width = header.cells.length;
  if (separator.cells.length !== width) problems.push(`${at(separator.line)}: separator width`);
  const seen = new Map<string, number>();
  for (const row of body) {
    const key = row.cells.join(' | ');
    if (isSeparator(row.cells)) problems.push(`${at(row.line)}: a separator row inside the table`);
    else if (key === header.cells.join(' | '))
      problems.push(`${at(row.line)}: a header row inside the table`);
    if (row.cells.length !== width) {
      problems.push(
        `${at(row.line)}: ${String(row.cells.length)} cells, the header has ${String(width)}`,
      );
    }
    const earlier = seen.get(key);
    if (earlier !== undefined && !isSeparator(row.cells) && key !== header.cells.join(' | ')) {
      problems.push(`${at(row.line)}: repeats the row of line ${String(earlier)}`);
    }
    seen.set(key, row.line);
  }
  return problems;
}

/** The calls documented more than once across a document's tables (`GET /app/api/…`). */
function repeatedCalls(tables: readonly Table[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const table of tables) {
    for (const row of table.rows.slice(2)) {
      const call = /^`((?:GET|POST|PUT|PATCH|DELETE|HEAD) [^`]+)`$/.exec(row.cells[0] ?? '')?.[1];
      if (!call) continue;
      const where = `${table.file}:${String(row.line)}`;
      const earlier = seen.get(call);
      if (earlier) problems.push(`${where}: ${call} is documented already at ${earlier}`);
      else seen.set(call, where);
    }
  }
  return problems;
}

const productDocs = readdirSync(DOCS).filter((name) => name.endsWith('.md'));

describe('the tables of docs/product', () => {
  it.each(productDocs)('%s: every table whole, no row twice', (name) => {
    const tables = tablesOf(`docs/product/${name}`, readFileSync(join(DOCS, name), 'utf8'));
    expect(tables.flatMap(tableProblems)).toEqual([]);
  });

  it('api.md documents each call once', () => {
    const tables = tablesOf('docs/product/api.md', readFileSync(join(DOCS, 'api.md'), 'utf8'));
    expect(tables.length).toBeGreaterThan(5);
    expect(repeatedCalls(tables)).toEqual([]);
  });
});

describe('the table checks themselves', () => {
  const table = (text: string) => tablesOf('x.md', text)[0]!;

  it('split on unescaped pipes only', () => {
    expect(cellsOf('| `a`\\|`b` | c |')).toEqual(['`a`\\|`b`', 'c']);
  });

  it('find a header row inside, a ragged row and a repeated row', () => {
    const broken = [
      '| call | answer |',
      '| ---- | ------ |',
      '| `GET /a` | one |',
      '| call | answer |',
      '| ---- | ------ |',
      '| `GET /a` | one |',
      '| `GET /b` | two | three |',
    ].join('\n');
    expect(tableProblems(table(broken))).toEqual([
      'x.md:4: a header row inside the table',
      'x.md:5: a separator row inside the table',
      'x.md:6: repeats the row of line 3',
      'x.md:7: 3 cells, the header has 2',
    ]);
    expect(repeatedCalls(tablesOf('x.md', broken))).toEqual([
      'x.md:6: GET /a is documented already at x.md:3',
    ]);
  });

  it('leave tables in code fences alone', () => {
    expect(tablesOf('x.md', '```\n| a |\n| a |\n```')).toEqual([]);
  });
});

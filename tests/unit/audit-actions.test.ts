import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@domain/shared/audit-actions';

/*
 * Every audit action the portal writes has words for the office, in German and
 * English (src/features/buero/lib/audit-labels.ts): the actions are read from
 * the server's code, the words from the label list and the Lingui catalogs.
 */

const root = resolve(import.meta.dirname, '../..');

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every action literal the server's code writes: `action: 'x'`, also `action: c ? 'x' : 'y'`. */
function actionsInCode(): Set<string> {
  const found = new Set<string>();
  const literals = /\baction:\s*(?:[\w.!]+\s*\?\s*)?'([a-z0-9_]+)'(?:\s*:\s*'([a-z0-9_]+)')?/g;
  for (const file of serverFiles(join(root, 'server'))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(literals)) {
      found.add(match[1] ?? '');
      if (match[2]) found.add(match[2]);
    }
    // Actions a caller passes in are named in their type (Extract<AuditAction, 'a' | 'b'>).
    for (const match of source.matchAll(/Extract<AuditAction,([^>]+)>/g)) {
      for (const literal of (match[1] ?? '').matchAll(/'([a-z0-9_]+)'/g)) {
        found.add(literal[1] ?? '');
      }
    }
  }
  return found;
}

/** action → its German words, from the label list's source (`action: msg\`…\``). */
function labelSources(): Map<string, string> {
  const source = readFileSync(join(root, 'src/features/buero/lib/audit-labels.ts'), 'utf8');
  return new Map(
    [...source.matchAll(/^ {2}([a-z0-9_]+): msg`([^`\n]+)`,$/gm)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
}

/** msgid → msgstr of the office's catalog (single-line entries, as the extractor writes them). */
function catalog(locale: 'de' | 'en'): Map<string, string> {
  const text = readFileSync(join(root, `src/locales/${locale}/buero.po`), 'utf8');
  return new Map(
    [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe('the audit actions', () => {
  it('are listed exactly as the server writes them', () => {
    const inCode = actionsInCode();
    expect(inCode.size).toBeGreaterThan(30);
    const listed: readonly string[] = AUDIT_ACTIONS;
    expect([...inCode].filter((action) => !listed.includes(action))).toEqual([]);
    expect(AUDIT_ACTIONS.filter((action) => !inCode.has(action))).toEqual([]);
  });

  it('each have words in German and English', () => {
    const labels = labelSources();
    const de = catalog('de');
    const en = catalog('en');
    const without = AUDIT_ACTIONS.filter((action) => {
      const german = labels.get(action);
      return !german || !de.has(german) || !en.get(german);
    });
    expect(without).toEqual([]);
  });
});

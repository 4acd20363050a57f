// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Proves the import zones and the regular-expression rules of eslint.config.js
 * fire. Each fixture under
 * tests/lint/fixtures/ is linted as if it lived at the same path below the
 * repository root (tests/lint/fixtures/domain/x.ts → domain/x.ts), so its
 * imports (aliases or relative) resolve to the real modules. The fixtures themselves are
 * ignored by the normal lint run and by the type check.
 */
const ROOT = process.cwd();
const FIXTURES = join(ROOT, 'tests', 'lint', 'fixtures');
const ZONES = 'import-x/no-restricted-paths';
const BACKTRACKING = 'regexp/no-super-linear-backtracking';
const CYCLE = 'import-x/no-cycle';

/**
 * Fixture → the rule and a part of the message it must raise (every message
 * must come from that rule; one pattern may raise it more than once); null:
 * must lint clean.
 */
const EXPECTED: Record<string, { rule: string; message: string } | null> = {
  'domain/clean.ts': null,
  'domain/imports-src.ts': { rule: ZONES, message: 'domain/ is pure and shared.' },
  'domain/imports-server.ts': { rule: ZONES, message: 'domain/ is pure and shared.' },
  'domain/imports-react.ts': { rule: 'no-restricted-imports', message: 'domain/ imports no React' },
  'domain/shared/times/calendar-days.ts': { rule: CYCLE, message: 'Dependency cycle' },
  'server/platform/http/imports-src.ts': {
    rule: ZONES,
    message: 'The server never imports the browser code.',
  },
  'server/areas/messen/clean.ts': null,
  'server/areas/messen/imports-other-area.ts': {
    rule: ZONES,
    message: 'A server area never imports another area',
  },
  'server/areas/messen/imports-auth.ts': {
    rule: ZONES,
    message: 'A server area never imports another area',
  },
  'server/platform/common/imports-area.ts': {
    rule: ZONES,
    message: 'The platform and the shared records do not depend on an area.',
  },
  'server/records/imports-area.ts': {
    rule: ZONES,
    message: 'The platform and the shared records do not depend on an area.',
  },
  'server/records/imports-area-relative.ts': {
    rule: ZONES,
    message: 'The platform and the shared records do not depend on an area.',
  },
  'server/records/clean.ts': null,
  'server/areas/messen/imports-records.ts': null,
  'server/platform/common/imports-records.ts': {
    rule: ZONES,
    message: 'The platform stands under the records',
  },
  'domain/buero/imports-other-area.ts': {
    rule: ZONES,
    message: 'A domain area never imports another area',
  },
  'src/app/imports-server.ts': { rule: ZONES, message: 'The browser never imports the server.' },
  'sw/imports-server.ts': { rule: ZONES, message: 'The browser never imports the server.' },
  'src/features/auth/clean.ts': null,
  'src/features/auth/imports-other-feature.ts': {
    rule: ZONES,
    message: 'A feature never imports another feature',
  },
  'src/features/auth/imports-app.ts': {
    rule: ZONES,
    message: 'Features do not import the app shell.',
  },
  'src/ui/imports-feature.ts': { rule: ZONES, message: 'Shared layers do not depend on features' },
  'src/api/imports-app.ts': { rule: ZONES, message: 'Shared layers do not depend on features' },
  'src/offline/imports-feature.ts': {
    rule: ZONES,
    message: 'Shared layers do not depend on features',
  },
  'src/offline/clean.ts': null,
  'src/offline/imports-feature-domain.ts': {
    rule: ZONES,
    message: 'The sync engine knows no feature',
  },
  'server/areas/stundenerfassung/routes/clean.ts': null,
  'server/areas/stundenerfassung/routes/writes-sql.ts': {
    rule: 'no-restricted-imports',
    message: 'Handlers are thin',
  },
  ...Object.fromEntries(
    ['auth', 'bewerbung', 'buero', 'dokumente', 'messen', 'stammdaten', 'stundenerfassung'].map(
      (area) => [
        `server/areas/${area}/handlers/holds-sql.ts`,
        { rule: 'no-restricted-imports', message: 'Handlers are thin' },
      ],
    ),
  ),
  'server/areas/messen/handlers/throws-http-error.ts': {
    rule: 'no-restricted-imports',
    message: 'A handler refuses with refuse(operation, code)',
  },
  'src/features/auth/calls-raw-api.ts': {
    rule: 'no-restricted-imports',
    message: 'Call the API with call(operation, input)',
  },
  'server/areas/buero/handlers/imports-write-internals.ts': {
    rule: 'no-restricted-imports',
    message: 'Use the write module through its index',
  },
  'server/areas/stundenerfassung/routes/imports-write-internals.ts': {
    rule: 'no-restricted-imports',
    message: 'Use the write module through its index',
  },
  'server/areas/stundenerfassung/exponential-pattern.ts': {
    rule: BACKTRACKING,
    message: 'exponential backtracking',
  },
  'server/areas/stundenerfassung/quadratic-move.ts': {
    rule: 'regexp/no-super-linear-move',
    message: 'quadratic runtime',
  },
};

function fixtureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? fixtureFiles(join(dir, entry.name))
      : [relative(FIXTURES, join(dir, entry.name)).split(sep).join('/')],
  );
}

const eslint = new ESLint({ cwd: ROOT });

async function lintAs(virtualPath: string) {
  const code = readFileSync(join(FIXTURES, virtualPath), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, virtualPath) });
  return result?.messages ?? [];
}

describe('lint rules on fixtures', () => {
  it('has an expectation for every fixture', () => {
    expect(fixtureFiles(FIXTURES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))(
    '%s',
    async (fixture, expected) => {
      const messages = await lintAs(fixture);
      if (expected === null) {
        expect(messages).toEqual([]);
        return;
      }
      expect(messages).not.toEqual([]);
      expect(messages).toEqual(
        messages.map(() => expect.objectContaining({ ruleId: expected.rule })),
      );
      expect(messages).toContainEqual(
        expect.objectContaining({ message: expect.stringContaining(expected.message) }),
      );
    },
    30_000,
  );
});

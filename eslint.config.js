// One lint config for the whole repository. The import zones enforce the
// one-way layering of docs/architecture.md (domain → ui/api/offline → features → app).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import regexp from 'eslint-plugin-regexp';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureIsolation = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature: share through domain/, ui/, api/ or offline/.',
}));

// The server's layers (docs/architecture.md): server/areas/* stand on
// server/records (the shared reads) and server/platform/*; an area never imports
// another area, and records and platform import no area. server/tools (backup,
// demo data) and server/app.ts compose them.
const dirsOf = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const serverAreas = dirsOf('./server/areas');

const serverAreaIsolation = serverAreas.map((name) => ({
  target: `./server/areas/${name}`,
  from: './server/areas',
  except: [`./${name}`],
  message:
    'A server area never imports another area: share through server/records or server/platform.',
}));

// domain/ mirrors it: domain/<area> imports domain/shared only, never another area.
const domainAreas = dirsOf('./domain').filter((name) => name !== 'shared');
const domainAreaIsolation = domainAreas.map((name) => ({
  target: `./domain/${name}`,
  from: domainAreas.filter((other) => other !== name).map((other) => `./domain/${other}`),
  message: 'A domain area never imports another area: share through domain/shared.',
}));

const WRITE_INTERNALS = {
  group: ['**/writes/*'],
  message: 'Use the write module through its index (writes/index.ts), not its internals.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'src/locales/**/*.ts',
      'server/platform/db/migrations',
      // Lint fixtures break the rules on purpose; tests/unit/lint-zones.test.ts lints them.
      'tests/lint/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads, and with which parser: without them it reads
      // no .ts module's imports, and no-cycle below would see no graph at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Without a resolver import-x cannot turn a specifier into a file, and
      // no-restricted-paths then matches nothing: the zones below would be inert.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // The root tsconfig references the app, node, sw and e2e projects.
          project: './tsconfig.json',
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./src', './server', './sw'],
              message: 'domain/ is pure and shared.',
            },
            {
              target: './server',
              from: ['./src', './sw'],
              message: 'The server never imports the browser code.',
            },
            {
              target: ['./src', './sw'],
              from: './server',
              message: 'The browser never imports the server.',
            },
            {
              target: ['./src/ui', './src/api', './src/offline'],
              from: ['./src/features', './src/app'],
              message: 'Shared layers do not depend on features or the app shell.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app shell.',
            },
            {
              // The sync engine knows no feature, not even through domain/: a
              // feature hands it its database and answer handling (src/app wires them).
              target: './src/offline',
              from: [
                './domain/stundenerfassung/stundenerfassung.ts',
                './domain/stundenerfassung/operations.ts',
                './domain/stundenerfassung/answers.ts',
              ],
              message: 'The sync engine knows no feature: not its rows, paths or answers.',
            },
            ...featureIsolation,
            ...serverAreaIsolation,
            ...domainAreaIsolation,
            {
              target: ['./server/platform', './server/records'],
              from: './server/areas',
              message: 'The platform and the shared records do not depend on an area.',
            },
            {
              target: './server/platform',
              from: './server/records',
              message: 'The platform stands under the records: it does not read them.',
            },
            {
              target: './domain/shared',
              from: domainAreas.map((name) => `./domain/${name}`),
              message: 'domain/shared does not depend on a domain area.',
            },
          ],
        },
      ],
    },
  },
  {
    // The import graph has no circle (docs/architecture.md): a circle hides which
    // module stands on which, and lets a module be read before it is initialised.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'domain/**/*.ts', 'sw/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Patterns see user input on the server and in forms: one that backtracks
    // super-linearly stalls the event loop (docs/decisions/0014-linear-svg-parsing.md).
    files: ['**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      ...regexp.configs.recommended.rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'react/*'],
              message: 'domain/ imports no React, DOM or Node.',
            },
          ],
        },
      ],
    },
  },
  {
    // An area with a write module (server/areas/<area>/writes/) writes only
    // through its index: the locks, the revision bump and the audit entry every
    // write owes live there, once.
    files: ['server/areas/**/*.ts'],
    ignores: ['server/areas/*/writes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WRITE_INTERNALS] }] },
  },
  {
    // Handlers are thin in every area: they parse, authorize and call the
    // area's reads and writes (reads.ts, writes.ts or writes/, repository.ts);
    // SQL and transactions live there, never in a handler or a route.
    files: [
      'server/areas/*/handlers/**/*.ts',
      'server/areas/*/routes.ts',
      'server/areas/*/routes/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WRITE_INTERNALS,
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message:
                "Handlers are thin: reads go through the area's reads, writes through its writes.",
            },
          ],
          paths: [
            {
              name: '@server/platform/http/http-error',
              importNames: ['HttpError'],
              message:
                'A handler refuses with refuse(operation, code): the codes its table states (ADR 0035).',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser calls the API through `call(operation, input)` (src/api/call.ts):
    // paths from the operation tables, answers checked. Only the outbox's
    // transport replays stored requests with a client of its own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/offline/outbox-transport.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@src/api/client',
              importNames: ['api', 'createApiClient'],
              message: 'Call the API with call(operation, input) from @src/api/call (ADR 0035).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Also ignored: camel-humped identifiers without spaces ('XMLHttpRequest',
          // 'NetworkError'); single words and sentences are still flagged.
          ignore: [
            '^(?![A-ZÄÖÜ])\\S+$',
            '^[A-Z0-9_./:-]+$',
            '^\\s*$',
            '^[A-Z][A-Za-z0-9]*[a-z][A-Z][A-Za-z0-9]*$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|type|id|name|href|to|role|autoComplete|inputMode|method|rel|target|key|variant|lang|dir|data-.*|aria-(?!label).*)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            'new URL',
            'navigate',
            'redirect',
            'querySelector',
            'matchMedia',
            'useSearchParams',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get'],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
);

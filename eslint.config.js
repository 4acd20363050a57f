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

// A server area is a folder of server/ with its own routes.ts (auth, bewerbung,
// dokumente, messen, stammdaten, stundenerfassung, ...). Areas never import each
// other; what two of them need lives in a shared module (server/platform/common,
// server/platform/http, server/platform/db, ...), which in turn imports no area.
const serverAreas = readdirSync('./server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`./server/${entry.name}/routes.ts`))
  .map((entry) => entry.name);

const serverAreaIsolation = serverAreas.map((name) => ({
  target: `./server/${name}`,
  from: serverAreas.filter((other) => other !== name).map((other) => `./server/${other}`),
  message:
    'A server area never imports another area: share through server/platform/common, server/platform/http or server/platform/db.',
}));

const serverSharedModules = readdirSync('./server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverAreas.includes(entry.name))
  // api/ (the scope that registers every area) and demo/ (the seed tool) compose areas.
  .filter((entry) => !['api', 'demo'].includes(entry.name))
  .map((entry) => `./server/${entry.name}`);

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
                './domain/stundenerfassung/contract.ts',
              ],
              message: 'The sync engine knows no feature: not its rows, paths or answers.',
            },
            ...featureIsolation,
            ...serverAreaIsolation,
            {
              target: serverSharedModules,
              from: serverAreas.map((name) => `./server/${name}`),
              message: 'Shared server modules do not depend on an area.',
            },
          ],
        },
      ],
    },
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
    // The time-tracking area writes only through its write module's index
    // (server/areas/stundenerfassung/writes): the locks, the revision bump and the audit
    // entry every write owes live there, once.
    files: ['server/areas/stundenerfassung/**/*.ts'],
    ignores: ['server/areas/stundenerfassung/writes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WRITE_INTERNALS] }] },
  },
  {
    files: ['server/areas/stundenerfassung/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            WRITE_INTERNALS,
            {
              group: ['drizzle-orm', '**/db/schema', '**/db/schema/*'],
              message:
                'Routes are thin: reads go through the repository, writes through ../writes.',
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

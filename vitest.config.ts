import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { IMPORT_ALIASES } from './aliases.config';

// Server integration tests run on the embedded PGlite always, and a second time
// on PostgreSQL when DATABASE_URL is set (CI sets it to the machine's server).
// Files named *.postgres.test.ts test what only PostgreSQL can do (several server
// processes on one database) and belong to the PostgreSQL run alone.
const POSTGRES_ONLY = 'tests/server/**/*.postgres.test.ts';
const serverProjects = [
  { name: 'server-pglite', env: { TEST_DB: 'pglite' }, exclude: [POSTGRES_ONLY] },
  ...(process.env.DATABASE_URL
    ? [{ name: 'server-postgres', env: { TEST_DB: 'postgres' }, exclude: [] }]
    : []),
];

export default defineConfig({
  resolve: { alias: IMPORT_ALIASES },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        // Screens and forms in a simulated DOM (Testing Library on jsdom).
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/component/setup.ts'],
        },
      },
      ...serverProjects.map(({ name, env, exclude }) => ({
        extends: true as const,
        test: {
          name,
          include: ['tests/server/**/*.test.ts'],
          exclude,
          environment: 'node',
          env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});

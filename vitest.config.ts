import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { IMPORT_ALIASES } from './aliases.config';
import { DATABASE_FREE, POSTGRES_ONLY } from './tests/support/test-projects';

// Server integration tests run on the embedded PGlite always, and a second time
// on PostgreSQL when DATABASE_URL is set (CI sets it to the machine's server).
// Files named *.postgres.test.ts belong to the PostgreSQL run alone, files that
// never open the test database to the PGlite run alone (tests/support/test-projects.ts).
const serverProjects = [
  { name: 'server-pglite', env: { TEST_DB: 'pglite' }, exclude: [POSTGRES_ONLY] },
  ...(process.env.DATABASE_URL
    ? [{ name: 'server-postgres', env: { TEST_DB: 'postgres' }, exclude: DATABASE_FREE }]
    : []),
];

export default defineConfig({
  resolve: { alias: IMPORT_ALIASES },
  test: {
    // Vitest's default leaves one core to itself: on CI's two cores that is one
    // worker, and the suite ran file after file while a core idled. The files
    // are independent (each test app has its own database), so use every core.
    maxWorkers: availableParallelism(),
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

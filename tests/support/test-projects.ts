// Which server test files run in which Vitest project (vitest.config.ts); a
// module of its own so tests/unit/test-projects.test.ts checks it without
// loading the config's Vite plugins.

/** Files that test what only PostgreSQL can do (several server processes on one database). */
export const POSTGRES_ONLY = 'tests/server/**/*.postgres.test.ts';

/**
 * Files that never open the project's database: they start the portal as a
 * process (which runs on its embedded PGlite whatever DATABASE_URL says) or
 * touch no database at all. A PostgreSQL run of them would repeat the PGlite
 * run step for step (production-build.test.ts would compile the server a
 * second time), so they run in the PGlite project only.
 */
export const DATABASE_FREE = [
  'tests/server/config-lodas.test.ts',
  'tests/server/field-encryption.test.ts',
  'tests/server/graceful-shutdown.test.ts',
  'tests/server/metrics-process.test.ts',
  'tests/server/production-build.test.ts',
  'tests/server/signature-svg.test.ts',
];

import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and committed; the server
// applies them at start on PGlite and PostgreSQL alike (server/platform/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/platform/db/schema/*.ts',
  out: './server/platform/db/migrations',
  strict: true,
  verbose: true,
});

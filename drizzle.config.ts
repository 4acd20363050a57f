import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and committed; the server
// applies them at start on PGlite and PostgreSQL alike (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});

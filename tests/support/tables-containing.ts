import { sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';

/**
 * The names of the tables whose rows, as text, contain the needle (ignoring
 * case): every table of the schema, so a new table with personal data is
 * searched without being named here.
 */
export async function tablesContaining(db: Database, needle: string): Promise<string[]> {
  const result = await db.execute(sql`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
    (r) => r.table_name,
  );
  const found: string[] = [];
  for (const table of tables) {
    const hits = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} x where position(lower(${needle}) in lower(x::text)) > 0`,
    );
    const n = (hits as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if (n > 0) found.push(table);
  }
  return found;
}

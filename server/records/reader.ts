import type { Database } from '@server/platform/db/client';

/** Anything that reads: the app's handle or a transaction. */
export type Reader = Pick<Database, 'select' | 'selectDistinct' | 'execute'>;

/**
 * Runs a query that answers one JSON text in a column `list` and parses it.
 * Both drivers answer with `rows`; Drizzle types a generic database's result as
 * unknown. One text instead of thousands of rows: 3000 rows through the driver
 * cost PGlite 22 ms where one JSON text costs 8 ms.
 */
export async function readJsonList<T>(
  db: Pick<Database, 'execute'>,
  query: Parameters<Database['execute']>[0],
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: { list: string | null }[] };
  return JSON.parse(result.rows[0]?.list ?? '[]') as T[];
}

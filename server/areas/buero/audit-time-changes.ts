import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { auditLog } from '@server/platform/db/schema/system';

/*
 * What a time change changed, for the office's audit ('Ende 18:00 → 17:00').
 * A `time_changed` entry stores the day's values after the save; the values
 * before are those of the entry before it on the same day (every write of a
 * time goes through the one write module, which audits it, one person at a
 * time under the person's lock, so the entries of a day follow the row's
 * history). Reading them here costs the tablet's writes nothing and makes
 * entries written before this reading existed readable too.
 */

type TimeValues = { time_start: unknown; time_end: unknown; time_break: unknown };
const FIELDS = ['time_start', 'time_end', 'time_break'] as const;

type Entry = { id: number; action: string; subject: string | null; details: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The values a time entry stored, or null when it stored none (an older or foreign shape). */
function valuesOf(details: unknown): TimeValues | null {
  if (!isObject(details) || !FIELDS.every((field) => field in details)) return null;
  return {
    time_start: details.time_start,
    time_end: details.time_end,
    time_break: details.time_break,
  };
}

/**
 * For each time change of a page that was not the day's first save, the fields
 * that differ from the entry before it: `{ time_end: { before, after } }`. One
 * query for the whole page (the previous entry per day through the subject index).
 */
export async function timeChanges(
  db: Database,
  entries: readonly Entry[],
): Promise<Map<number, Record<string, { before: unknown; after: unknown }>>> {
  const changed = entries.filter(
    (entry): entry is Entry & { subject: string } =>
      entry.action === 'time_changed' &&
      entry.subject !== null &&
      isObject(entry.details) &&
      entry.details.created !== true &&
      valuesOf(entry.details) !== null,
  );
  const result = new Map<number, Record<string, { before: unknown; after: unknown }>>();
  if (changed.length === 0) return result;
  const pairs: SQL[] = changed.map((entry) => sql`(${entry.id}::bigint, ${entry.subject}::text)`);
  const rows = (await db.execute(sql`
    select page.id, previous.details
    from (values ${sql.join(pairs, sql`, `)}) as page(id, subject)
    cross join lateral (
      select ${auditLog.details} as details from ${auditLog}
      where ${auditLog.subject} = page.subject
        and ${auditLog.action} = 'time_changed'
        and ${auditLog.id} < page.id
      order by ${auditLog.id} desc
      limit 1
    ) as previous`)) as { rows: { id: number | string; details: unknown }[] };
  const before = new Map(rows.rows.map((row) => [Number(row.id), valuesOf(row.details)]));
  for (const entry of changed) {
    const was = before.get(entry.id);
    const now = valuesOf(entry.details);
    if (!was || !now) continue;
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    for (const field of FIELDS) {
      if (was[field] !== now[field]) changes[field] = { before: was[field], after: now[field] };
    }
    if (Object.keys(changes).length > 0) result.set(entry.id, changes);
  }
  return result;
}

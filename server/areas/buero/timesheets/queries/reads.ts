import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OfficeTimeQuery } from '@domain/buero/time-queries-contract';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { customers, times } from '@server/platform/db/schema/messen';
import { timeQueries } from '@server/platform/db/schema/season';
import { readFair } from '@server/records/fair';
import type { Reader } from '@server/records/reader';

/**
 * The open questions of a fair's staff about their times, with each day's
 * recorded time now (the partial index time_queries_open_idx serves it);
 * null when the fair does not exist.
 */
export async function readOpenQueries(
  db: Reader,
  messeId: number,
): Promise<OfficeTimeQuery[] | null> {
  if (!(await readFair(db, messeId))) return null;
  const rows = await db
    .select({
      id: timeQueries.id,
      customerId: timeQueries.customerId,
      customerName: customers.name,
      personId: bewerber.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      day: timeQueries.day,
      text: timeQueries.text,
      createdAt: timeQueries.createdAt,
      timeId: times.id,
      timeStart: times.timeStart,
      timeEnd: times.timeEnd,
      timeBreak: times.timeBreak,
    })
    .from(timeQueries)
    .innerJoin(bewerber, eq(bewerber.id, timeQueries.bewerberId))
    .innerJoin(customers, eq(customers.id, timeQueries.customerId))
    .leftJoin(
      times,
      and(
        eq(times.messeId, timeQueries.messeId),
        eq(times.customerId, timeQueries.customerId),
        eq(times.bewerberId, timeQueries.bewerberId),
        eq(times.day, timeQueries.day),
      ),
    )
    .where(and(eq(timeQueries.messeId, messeId), isNull(timeQueries.resolvedAt)))
    .orderBy(
      asc(customers.name),
      asc(timeQueries.customerId),
      asc(timeQueries.day),
      asc(bewerber.lastname),
      asc(bewerber.firstname),
      asc(timeQueries.id),
    );
  return rows.map((row) => ({
    id: row.id,
    customer_id: row.customerId,
    customer_name: row.customerName,
    person: { id: row.personId, name: `${row.firstname} ${row.lastname}` },
    day: row.day,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    time:
      row.timeId === null
        ? null
        : { time_start: row.timeStart, time_end: row.timeEnd, time_break: row.timeBreak ?? 0 },
  }));
}

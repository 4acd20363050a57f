import { sql } from 'drizzle-orm';
import type { TimeTrackingTime } from '@domain/stundenerfassung/stundenerfassung';
import type { Database } from '@server/platform/db/client';
import { times } from '@server/platform/db/schema/messen';
import type { StaffParams } from '../params';

/** One time row as a write sets it. */
export type TimeRow = {
  ids: StaffParams;
  time: TimeTrackingTime;
  updatedBy: number;
  updatedAt: Date;
};

/** A row as stored, and whether the upsert created it. */
export type UpsertedTime = TimeTrackingTime & { ids: StaffParams; inserted: boolean };

const rowKey = ({ messeId, customerId, staffId }: StaffParams, day: string) =>
  `${messeId}/${customerId}/${staffId}/${day}`;

/**
 * Upserts time rows in one statement (one per person, fair, customer and day:
 * `times_natural_key`; a later write of a row wins). The rows must be
 * distinct: PostgreSQL changes a row only once per statement.
 */
export async function upsertTimes(tx: Database, rows: readonly TimeRow[]): Promise<UpsertedTime[]> {
  if (rows.length === 0) return [];
  const stored = await tx
    .insert(times)
    .values(
      rows.map(({ ids, time, updatedBy, updatedAt }) => ({
        messeId: ids.messeId,
        customerId: ids.customerId,
        bewerberId: ids.staffId,
        day: time.day,
        timeStart: time.time_start,
        timeEnd: time.time_end,
        timeBreak: time.time_break,
        updatedBy,
        updatedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [times.messeId, times.customerId, times.bewerberId, times.day],
      set: {
        timeStart: sql`excluded.time_start`,
        timeEnd: sql`excluded.time_end`,
        timeBreak: sql`excluded.time_break`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({
      messeId: times.messeId,
      customerId: times.customerId,
      staffId: times.bewerberId,
      day: times.day,
      time_start: times.timeStart,
      time_end: times.timeEnd,
      time_break: times.timeBreak,
      inserted: sql<boolean>`(xmax = 0)`,
    });
  if (stored.length !== rows.length) throw new Error('time upsert returned too few rows');
  return stored.map(({ messeId, customerId, staffId, ...time }) => ({
    ...time,
    ids: { messeId, customerId, staffId },
  }));
}

/**
 * A batch's time rows, written in one statement (upsertTimes) instead of one
 * per entry (ADR 0018). An entry stages its row once it passed
 * every check (nothing after that refuses it); its answer is its own values,
 * which is what the upsert stores and returns. What only the upsert knows,
 * whether the row was created, goes into the entries' audit details when the
 * rows are flushed: the first staged entry of a row learns it, later ones of
 * the same row in the batch did not create it. The batch flushes before a
 * signature entry (it reads the rows) and before its audit entries are
 * written.
 */
export function createTimeRows() {
  const pending = new Map<string, { row: TimeRow; details: { created: boolean }[] }>();
  return {
    stage(row: TimeRow, details: { created: boolean }) {
      const key = rowKey(row.ids, row.time.day);
      const found = pending.get(key);
      if (found) {
        found.row = row;
        found.details.push(details);
      } else {
        pending.set(key, { row, details: [details] });
      }
    },
    async flush(tx: Database) {
      if (pending.size === 0) return;
      const staged = [...pending.values()];
      pending.clear();
      const stored = await upsertTimes(
        tx,
        staged.map(({ row }) => row),
      );
      const created = new Map(
        stored.map((row) => [rowKey(row.ids, row.day), row.inserted] as const),
      );
      for (const { row, details } of staged) {
        const [first, ...later] = details;
        const inserted = created.get(rowKey(row.ids, row.time.day));
        if (inserted === undefined) throw new Error('time upsert returned another row');
        if (first) first.created = inserted;
        for (const detail of later) detail.created = false;
      }
    },
  };
}

export type TimeRows = ReturnType<typeof createTimeRows>;

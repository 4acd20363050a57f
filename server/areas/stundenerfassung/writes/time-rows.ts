import type { Database } from '@server/platform/db/client';
import { type TimeRow, upsertTimes } from '@server/records/time-write';
import type { StaffParams } from '../params';

export { type TimeRow, type UpsertedTime, upsertTimes } from '@server/records/time-write';

const rowKey = ({ messeId, customerId, staffId }: StaffParams, day: string) =>
  `${messeId}/${customerId}/${staffId}/${day}`;

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

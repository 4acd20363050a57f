import { sql } from 'drizzle-orm';
import type { TimeTrackingTime } from '@domain/stundenerfassung/stundenerfassung';
import type { Database } from '@server/platform/db/client';
import { times } from '@server/platform/db/schema/messen';
import type { PairIds } from './fair';
import { assertPeriodOpen } from './period-lock';

/*
 * Writing time rows, shared by every write of a time: the supervisor's save
 * (server/areas/stundenerfassung/writes) and the office's correction of a
 * disputed row (server/areas/freigabe). Both lock the pair and the person
 * (./pair-lock.ts), bump the pair's revision and audit the change as
 * `time_changed` under the same subject, so the office's audit reading
 * (server/areas/buero/audit-time-changes.ts) sees one history per day. No
 * row of a closed period is ever written (./period-lock.ts).
 */

/** A person on a pair. */
export type StaffIds = PairIds & { staffId: number };

/** The audit subject of a day's time: every write of it audits under this one. */
export const timeAuditSubject = ({ messeId, customerId, staffId }: StaffIds, day: string) =>
  `times:${messeId}/${customerId}/${staffId}/${day}`;

/** One time row as a write sets it. */
export type TimeRow = {
  ids: StaffIds;
  time: TimeTrackingTime;
  updatedBy: number;
  updatedAt: Date;
};

/** A row as stored, and whether the upsert created it. */
export type UpsertedTime = TimeTrackingTime & { ids: StaffIds; inserted: boolean };

/**
 * Upserts time rows in one statement (one per person, fair, customer and day:
 * `times_natural_key`; a later write of a row wins). The rows must be
 * distinct: PostgreSQL changes a row only once per statement. Throws
 * PeriodClosedRefusal (409 period_closed) for a row of a closed period.
 */
export async function upsertTimes(tx: Database, rows: readonly TimeRow[]): Promise<UpsertedTime[]> {
  if (rows.length === 0) return [];
  // The last guard of the month close: callers that answer a refusal of
  // their own (the tablet's, per entry) have checked already; the locks are
  // held by then, so this costs a read.
  const daysByFair = new Map<number, string[]>();
  for (const { ids, time } of rows) {
    const days = daysByFair.get(ids.messeId) ?? [];
    days.push(time.day);
    daysByFair.set(ids.messeId, days);
  }
  for (const [messeId, days] of daysByFair) await assertPeriodOpen(tx, messeId, days);
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

import type { ApprovalRow } from '@domain/freigabe/approval';
import { formatClock, MINUTES_PER_DAY } from '@domain/shared/times/time';

/** A row's key: one person's time on one day (what a dispute names). */
export const rowKey = (row: { staff_id: number; day: string }) => `${row.day}:${row.staff_id}`;

/** The rows by day, in the order of the requested days (a day without rows stays, empty). */
export function rowsByDay(days: readonly string[], rows: readonly ApprovalRow[]) {
  const byDay = new Map<string, ApprovalRow[]>(days.map((day) => [day, []]));
  for (const row of rows) {
    const list = byDay.get(row.day);
    if (list) list.push(row);
    else byDay.set(row.day, [row]);
  }
  return [...byDay].map(([day, dayRows]) => ({ day, rows: dayRows }));
}

/** Start and end as clock times; an end past 24:00 lies on the next morning (1500 → 01:00). */
export function shiftTimes(row: Pick<ApprovalRow, 'time_start' | 'time_end'>) {
  const nextDay = row.time_end > MINUTES_PER_DAY;
  return {
    start: formatClock(row.time_start),
    end: formatClock(nextDay ? row.time_end - MINUTES_PER_DAY : row.time_end),
    nextDay,
  };
}

/** The hash in groups of eight, so a reader can compare it piece by piece. */
export const hashGroups = (hash: string) => hash.match(/.{1,8}/g) ?? [];

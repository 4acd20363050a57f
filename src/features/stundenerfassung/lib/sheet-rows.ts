import { type StoredTimeEntry } from '@domain/shared/times/time';
import { totalWorkedMinutes, workedMinutes } from '@domain/shared/times/shift-time';
import { fairDays } from './fair-days';

/*
 * The rows of the per-day tables: one per fair day (date_start..date_end
 * inclusive), days without a time included, and the total under them. Times
 * outside the fair are not counted, so a row and the total always agree.
 */

type DayEntry = StoredTimeEntry & { day: string };

export type PersonDayRow<T extends DayEntry> = { day: string; entry: T | undefined };

/** One person's entry per fair day (undefined: none yet) and their worked minutes in total. */
export function personDayRows<T extends DayEntry>(
  times: readonly T[],
  dateStart: string,
  dateEnd: string,
): { rows: PersonDayRow<T>[]; totalMinutes: number } {
  const byDay = new Map(times.map((row) => [row.day, row]));
  const rows = fairDays(dateStart, dateEnd).map((day) => ({ day, entry: byDay.get(day) }));
  const entries = rows.flatMap((row) => (row.entry ? [row.entry] : []));
  return { rows, totalMinutes: totalWorkedMinutes(entries) };
}

export type CustomerDayRow = { day: string; people: number; minutes: number };

/**
 * The customer's sheet per fair day: how many people worked more than zero
 * minutes and their hours together (docs/product/rules.md, Time tracking), and the total.
 */
export function customerDayRows(
  times: readonly DayEntry[],
  dateStart: string,
  dateEnd: string,
): { rows: CustomerDayRow[]; totalMinutes: number } {
  const rows = fairDays(dateStart, dateEnd).map((day) => {
    const ofDay = times.filter((row) => row.day === day);
    return {
      day,
      people: ofDay.filter((row) => workedMinutes(row) > 0).length,
      minutes: totalWorkedMinutes(ofDay),
    };
  });
  return { rows, totalMinutes: rows.reduce((sum, row) => sum + row.minutes, 0) };
}

/** Working times are minutes since midnight (docs/product/api.md, Time tracking). */
export const MINUTES_PER_DAY = 24 * 60;

/** Times are entered in steps of this many minutes. */
export const TIME_STEP_MINUTES = 15;

/** The longest break that can be entered for one day, in minutes. */
export const MAX_BREAK_MINUTES = 60;

/** What a new time entry starts with: 09:00 to 18:00 with a 30-minute break. */
export const DEFAULT_TIME_ENTRY = {
  timeStart: 9 * 60,
  timeEnd: 18 * 60,
  timeBreak: 30,
} as const;

/** A day's entry in minutes since midnight, as the API and the local store keep it. */
export type TimeEntryMinutes = { time_start: number; time_end: number; time_break: number };

/**
 * Worked minutes of an entry: end − start − break, never below zero
 * (docs/product/rules.md, Time tracking).
 */
export function workedMinutes(entry: TimeEntryMinutes): number {
  return Math.max(0, entry.time_end - entry.time_start - entry.time_break);
}

/** Sum of worked minutes over several entries. */
export function totalWorkedMinutes(entries: readonly TimeEntryMinutes[]): number {
  return entries.reduce((sum, entry) => sum + workedMinutes(entry), 0);
}

/** Minutes as `H:MM` (e.g. 510 → `8:30`); for totals that may pass 24 hours. */
export function formatHoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes since midnight as a clock time `HH:MM` (1440 → `24:00`). */
export function formatClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function clampStep(value: number, min: number, max: number): number {
  const stepped = Math.round(value / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  return Math.min(max, Math.max(min, Number.isFinite(stepped) ? stepped : min));
}

/**
 * Clamps an entry the way the time form does (docs/product/rules.md, Time tracking): each value to
 * 15-minute steps, start in 0..end, end in start..24:00, break in 0..60 and
 * never longer than the time between start and end. `changed` says which value
 * the user moved last, so the other one gives way.
 */
export function clampTimeEntry(
  entry: TimeEntryMinutes,
  changed: keyof TimeEntryMinutes = 'time_start',
): TimeEntryMinutes {
  let start = clampStep(entry.time_start, 0, MINUTES_PER_DAY);
  let end = clampStep(entry.time_end, 0, MINUTES_PER_DAY);
  if (start > end) {
    // The value the user just moved wins; the other follows it.
    if (changed === 'time_end') start = end;
    else end = start;
  }
  const timeBreak = clampStep(entry.time_break, 0, Math.min(MAX_BREAK_MINUTES, end - start));
  return { time_start: start, time_end: end, time_break: timeBreak };
}

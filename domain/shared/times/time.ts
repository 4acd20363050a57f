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
 * A cleared day (no-show or mistake): stored as a row without start and end
 * and with no break, shown as '–', counted as 0 hours and not as a day with
 * work time (docs/product/rules.md).
 */
export type NoWorkTime = { time_start: null; time_end: null; time_break: 0 };

/** What a stored day holds: a work time or 'no work time'. */
export type DayTimeEntry = TimeEntryMinutes | NoWorkTime;

/** The values that clear a day. */
export const NO_WORK_TIME: NoWorkTime = { time_start: null, time_end: null, time_break: 0 };

/** A stored day as rows carry it (Dexie, JSON): start and end null when cleared. */
export type StoredTimeEntry = {
  time_start: number | null;
  time_end: number | null;
  time_break: number;
};

/** Whether a stored day has a work time (false for a cleared day). */
export function hasWorkTime<T extends StoredTimeEntry>(
  entry: T,
): entry is T & { time_start: number; time_end: number } {
  return entry.time_start !== null && entry.time_end !== null;
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

/**
 * One ±15-minute step of a clock value, kept within 00:00..24:00: the
 * steppers of the day list (docs/product/rules.md).
 */
export function stepClock(minutes: number, direction: 1 | -1): number {
  const stepped = Math.round(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  return Math.min(MINUTES_PER_DAY, Math.max(0, stepped + direction * TIME_STEP_MINUTES));
}

/**
 * Moves one value of an entry by one step; the others give way as in
 * clampTimeEntry. The break steps within 0..60 and the time worked.
 */
export function stepTimeEntry(
  entry: TimeEntryMinutes,
  field: keyof TimeEntryMinutes,
  direction: 1 | -1,
): TimeEntryMinutes {
  const moved =
    field === 'time_break'
      ? Math.max(0, entry.time_break + direction * TIME_STEP_MINUTES)
      : stepClock(entry[field], direction);
  return clampTimeEntry({ ...entry, [field]: moved }, field);
}

/** Start and end times a fair day usually has, offered first by the quick picker. */
export const COMMON_CLOCK_TIMES: readonly number[] = [7, 8, 9, 10, 12, 14, 16, 17, 18, 19, 20].map(
  (hour) => hour * 60,
);

/** Breaks offered by the quick picker: every allowed value. */
export const BREAK_CHOICES: readonly number[] = [0, 15, 30, 45, 60];

/**
 * The quick picker's choices for a clock value: the common times first, then
 * every 15-minute slot of the day that is not among them (so nothing is out
 * of reach), the current value always included.
 */
export function clockChoices(current: number | null): { common: number[]; all: number[] } {
  const common = [...COMMON_CLOCK_TIMES];
  if (current !== null && !common.includes(current)) common.push(current);
  common.sort((a, b) => a - b);
  const all: number[] = [];
  for (let m = 0; m <= MINUTES_PER_DAY; m += TIME_STEP_MINUTES)
    if (!common.includes(m)) all.push(m);
  return { common, all };
}

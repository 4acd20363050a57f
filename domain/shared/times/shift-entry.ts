import { shiftClock, shiftEndFromClock } from './shift-time';
import { MAX_CROSSING_SHIFT_MINUTES } from './shift-validation';
import {
  MAX_BREAK_MINUTES,
  MINUTES_PER_DAY,
  TIME_STEP_MINUTES,
  type TimeEntryMinutes,
} from './time';

/*
 * Editing a shift by clock times on the tablet and in the office
 * (docs/decisions/0032-employment-law-counters.md): the user picks the clock
 * time of the end, and an end before the start lies on the next day
 * (22:00 → 06:00 is 22:00–06:00 (+1)). Nothing is swapped or moved behind the
 * user's back: a slip such as 08:00–07:00 becomes a 23-hour shift that the
 * 16-hour rule then refuses with its message (shift_too_long).
 */

type ClockField = 'time_start' | 'time_end';

const onGrid = (value: number, max: number) => {
  const stepped = Math.round(value / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  return Math.min(max, Math.max(0, Number.isFinite(stepped) ? stepped : 0));
};

/** The break kept within 0..60 and the shift's span. */
const fitBreak = (timeBreak: number, span: number) =>
  onGrid(Math.min(timeBreak, span), MAX_BREAK_MINUTES);

/**
 * The entry after the user chose the clock time of its start or end
 * (00:00..24:00): the end's clock stays the user's, and lies on the next day
 * when it is before the start.
 */
export function withShiftClock(
  entry: TimeEntryMinutes,
  field: ClockField,
  clock: number,
): TimeEntryMinutes {
  const start = field === 'time_start' ? onGrid(clock, MINUTES_PER_DAY) : entry.time_start;
  const endClock =
    field === 'time_end' ? onGrid(clock, MINUTES_PER_DAY) : shiftClock(entry.time_end);
  const end = shiftEndFromClock(start, endClock);
  return { time_start: start, time_end: end, time_break: fitBreak(entry.time_break, end - start) };
}

/** True when the entry is a shift across midnight longer than the 16-hour rule allows. */
export function isShiftTooLong(entry: TimeEntryMinutes): boolean {
  return (
    entry.time_end > MINUTES_PER_DAY &&
    entry.time_end - entry.time_start > MAX_CROSSING_SHIFT_MINUTES
  );
}

/**
 * One ±15-minute step of the day list's steppers. The end steps across
 * midnight (23:45 → 24:00 → 00:15 (+1)) up to 16 hours after the start;
 * a start stepped past the end takes the end with it, an end stepped below
 * the start takes the start with it, as before night shifts.
 */
export function stepShiftEntry(
  entry: TimeEntryMinutes,
  field: keyof TimeEntryMinutes,
  direction: 1 | -1,
): TimeEntryMinutes {
  const step = direction * TIME_STEP_MINUTES;
  const { time_start: start, time_end: end } = entry;
  if (field === 'time_break') {
    return { ...entry, time_break: fitBreak(Math.max(0, entry.time_break + step), end - start) };
  }
  if (field === 'time_end') {
    const next = end + step;
    if (next < 0) return entry;
    if (next > MINUTES_PER_DAY && next - start > MAX_CROSSING_SHIFT_MINUTES) return entry;
    const nextStart = Math.min(start, next);
    return {
      time_start: nextStart,
      time_end: next,
      time_break: fitBreak(entry.time_break, next - nextStart),
    };
  }
  const next = start + step;
  if (next < 0 || next > MINUTES_PER_DAY) return entry;
  const nextEnd = Math.max(end, next);
  if (isShiftTooLong({ ...entry, time_start: next, time_end: nextEnd })) return entry;
  return {
    time_start: next,
    time_end: nextEnd,
    time_break: fitBreak(entry.time_break, nextEnd - next),
  };
}

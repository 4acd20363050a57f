import { isExistingWallTime, shiftElapsedMinutes } from './shift-time';
import { MAX_BREAK_MINUTES, MINUTES_PER_DAY, TIME_STEP_MINUTES } from './time';

/*
 * The rule for an entered shift once shifts may cross midnight
 * (docs/decisions/0032-employment-law-counters.md), ready for the time-entry
 * schema: an entry valid today (start ≤ end ≤ 24:00) stays valid, unless a
 * time lies in the hour the clocks skip in March (it never happened) or the
 * break is longer than the real time of the shift on that night; a shift past
 * midnight ends after its start and at most 16 hours later. Codes are those of
 * domain/stundenerfassung/messages.ts.
 */

/**
 * The longest shift across midnight, start to end. § 5 ArbZG leaves at most
 * 13 hours of a 24-hour working day for work and breaks (24 − 11 hours of
 * rest); 16 hours leave room to record an unlawful night, which the
 * working-time warnings then name, and refuse a slip such as 08:00–07:00
 * (23 hours) that was meant as a day shift.
 */
export const MAX_CROSSING_SHIFT_MINUTES = 16 * 60;

/** A field error of a shift: the field and its message code. */
export type ShiftError = {
  field: 'time_start' | 'time_end' | 'time_break';
  code:
    | 'time_range'
    | 'time_step'
    | 'time_order'
    | 'shift_too_long'
    | 'time_nonexistent'
    | 'break_too_long';
};

const onStep = (value: number) => value % TIME_STEP_MINUTES === 0;

/**
 * The errors of a shift on `day` (empty when valid): start in 00:00..24:00,
 * end not before the start and, past midnight, at most 16 hours after it,
 * both on the 15-minute grid and existing on their day (not in the hour the
 * clocks skip in March), the break 0..60 minutes and no longer than the shift.
 */
export function shiftErrors(
  day: string,
  shift: { time_start: number; time_end: number; time_break: number },
): ShiftError[] {
  const { time_start: start, time_end: end, time_break: timeBreak } = shift;
  const errors: ShiftError[] = [];
  const whole = (value: number) => Number.isInteger(value);
  if (!whole(start) || start < 0 || start > MINUTES_PER_DAY) {
    errors.push({ field: 'time_start', code: 'time_range' });
  } else if (!onStep(start)) errors.push({ field: 'time_start', code: 'time_step' });
  if (!whole(end) || end < 0) errors.push({ field: 'time_end', code: 'time_range' });
  else if (!onStep(end)) errors.push({ field: 'time_end', code: 'time_step' });
  if (!whole(timeBreak) || timeBreak < 0 || timeBreak > MAX_BREAK_MINUTES) {
    errors.push({ field: 'time_break', code: 'time_range' });
  } else if (!onStep(timeBreak)) errors.push({ field: 'time_break', code: 'time_step' });
  if (errors.length > 0) return errors;

  if (end < start) return [{ field: 'time_end', code: 'time_order' }];
  if (end > MINUTES_PER_DAY && end - start > MAX_CROSSING_SHIFT_MINUTES) {
    return [{ field: 'time_end', code: 'shift_too_long' }];
  }
  if (!isExistingWallTime(day, start))
    errors.push({ field: 'time_start', code: 'time_nonexistent' });
  if (!isExistingWallTime(day, end)) errors.push({ field: 'time_end', code: 'time_nonexistent' });
  if (errors.length > 0) return errors;
  if (timeBreak > shiftElapsedMinutes(day, shift)) {
    errors.push({ field: 'time_break', code: 'break_too_long' });
  }
  return errors;
}

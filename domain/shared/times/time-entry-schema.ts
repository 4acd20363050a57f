import * as v from 'valibot';
import {
  MAX_BREAK_MINUTES,
  MINUTES_PER_DAY,
  TIME_STEP_MINUTES,
  type NoWorkTime,
  type TimeEntryMinutes,
} from './time';
import { MAX_CROSSING_SHIFT_MINUTES, shiftErrors, type ShiftError } from './shift-validation';

/*
 * One person's time of one day as a write sends it: the supervisor's save
 * (domain/stundenerfassung) and the office's correction of a disputed row
 * (domain/freigabe). Message codes: ./time-entry-messages.ts.
 */

const minutes = (max: number) =>
  v.pipe(
    v.number('invalid'),
    v.integer('invalid'),
    v.minValue(0, 'time_range'),
    v.maxValue(max, 'time_range'),
    v.multipleOf(TIME_STEP_MINUTES, 'time_step'),
  );

const clock = v.nullable(minutes(MINUTES_PER_DAY));
/** An end may lie on the next day (22:00–06:00 is 1320–1800); the 16-hour rule bounds it. */
const endClock = v.nullable(minutes(2 * MINUTES_PER_DAY));
type RawEntry = { time_start: number | null; time_end: number | null };
const timed = (input: RawEntry) => input.time_start !== null && input.time_end !== null;

/**
 * POST .../staff/{messe}/{customer}/{staff}/{date}: either a work time (start
 * ≤ end ≤ 24:00, or a shift across midnight with the end on the next day, end
 * > 24:00 and at most 16 hours after the start (./shift-validation.ts), break 0-60, all in 15-minute steps, the break no longer than
 * the time worked) or 'no work time' to clear the day: start and end both
 * null and break 0 (docs/product/rules.md). One null without the other is an
 * error on the null field.
 */
export const timeEntrySchema = v.pipe(
  v.object({
    time_start: clock,
    time_end: endClock,
    time_break: minutes(MAX_BREAK_MINUTES),
  }),
  v.forward(
    v.partialCheck(
      [['time_start'], ['time_end']],
      (input) => input.time_start !== null || input.time_end === null,
      'time_missing',
    ),
    ['time_start'],
  ),
  v.forward(
    v.partialCheck(
      [['time_start'], ['time_end']],
      (input) => input.time_end !== null || input.time_start === null,
      'time_missing',
    ),
    ['time_end'],
  ),
  v.forward(
    v.partialCheck(
      [['time_start'], ['time_end'], ['time_break']],
      (input) => input.time_start !== null || input.time_end !== null || input.time_break === 0,
      'break_without_time',
    ),
    ['time_break'],
  ),
  v.forward(
    v.partialCheck(
      [['time_start'], ['time_end']],
      (input) => !timed(input) || (input.time_start as number) <= (input.time_end as number),
      'time_order',
    ),
    ['time_end'],
  ),
  v.forward(
    v.partialCheck(
      [['time_start'], ['time_end']],
      (input) =>
        !timed(input) ||
        (input.time_end as number) <= MINUTES_PER_DAY ||
        (input.time_end as number) - (input.time_start as number) <= MAX_CROSSING_SHIFT_MINUTES,
      'shift_too_long',
    ),
    ['time_end'],
  ),
  v.forward(
    v.partialCheck(
      [['time_start'], ['time_end'], ['time_break']],
      (input) =>
        !timed(input) ||
        input.time_break <= (input.time_end as number) - (input.time_start as number),
      'break_too_long',
    ),
    ['time_break'],
  ),
  // The checks above leave only the two shapes the wire allows.
  v.transform((input) => input as TimeEntryMinutes | NoWorkTime),
);
export type TimeEntryInput = v.InferOutput<typeof timeEntrySchema>;

/** The errors shiftErrors finds on `day` for one field and code (none for a cleared day). */
const failsOn = <F extends ShiftError['field']>(day: string, field: F, code: ShiftError['code']) =>
  v.forward(
    v.check(
      (input: TimeEntryInput) =>
        input.time_start === null ||
        !shiftErrors(day, input).some((error) => error.field === field && error.code === code),
      code,
    ),
    [field],
  );

/**
 * A time entry of a known day: the checks above, then the ones that need the
 * day's clock changes (./shift-validation.ts): no time in the hour the clocks
 * skip in March, and the break no longer than the shift's real time that
 * night. The server's writes use it; the form checks the shape only.
 */
export function timeEntrySchemaOn(day: string) {
  return v.pipe(
    timeEntrySchema,
    failsOn(day, 'time_start', 'time_nonexistent'),
    failsOn(day, 'time_end', 'time_nonexistent'),
    failsOn(day, 'time_break', 'break_too_long'),
  );
}

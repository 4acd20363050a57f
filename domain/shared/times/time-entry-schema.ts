import * as v from 'valibot';
import {
  MAX_BREAK_MINUTES,
  MINUTES_PER_DAY,
  TIME_STEP_MINUTES,
  type NoWorkTime,
  type TimeEntryMinutes,
} from './time';

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
type RawEntry = { time_start: number | null; time_end: number | null };
const timed = (input: RawEntry) => input.time_start !== null && input.time_end !== null;

/**
 * POST .../staff/{messe}/{customer}/{staff}/{date}: either a work time (start
 * ≤ end ≤ 24:00, break 0-60, all in 15-minute steps, the break no longer than
 * the time worked) or 'no work time' to clear the day: start and end both
 * null and break 0 (docs/product/rules.md). One null without the other is an
 * error on the null field.
 */
export const timeEntrySchema = v.pipe(
  v.object({
    time_start: clock,
    time_end: clock,
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

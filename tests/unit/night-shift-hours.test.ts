import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { entryMinutes, nightSpanMinutes } from '@domain/rechnungen/rates';
import { isShiftTooLong, stepShiftEntry, withShiftClock } from '@domain/shared/times/shift-entry';
import {
  formatShiftEnd,
  formatShiftRange,
  totalWorkedMinutes,
  workedMinutes,
} from '@domain/shared/times/shift-time';
import { timeEntrySchema, timeEntrySchemaOn } from '@domain/shared/times/time-entry-schema';

/*
 * Night shifts as one shift (issue 27, ADR 0032): every reader counts a
 * shift across midnight with the one shift-time function, real elapsed time.
 */

const NIGHT = { time_start: 22 * 60, time_end: 30 * 60, time_break: 0 };
const OCTOBER = '2026-10-24'; // Saturday: 22:00 until Sunday 06:00, the clocks go back.
const MARCH = '2026-03-28'; // Saturday: 22:00 until Sunday 06:00, the clocks go forward.
const JUNE = '2026-06-10';

describe('worked minutes of a night shift', () => {
  it('counts real elapsed time across the clock changes', () => {
    expect(workedMinutes({ ...NIGHT, day: OCTOBER })).toBe(9 * 60);
    expect(workedMinutes({ ...NIGHT, day: MARCH })).toBe(7 * 60);
    expect(workedMinutes({ ...NIGHT, day: JUNE })).toBe(8 * 60);
    expect(workedMinutes({ ...NIGHT, time_break: 30, day: JUNE })).toBe(7 * 60 + 30);
    expect(
      totalWorkedMinutes([
        { ...NIGHT, day: JUNE },
        { time_start: 540, time_end: 1080, time_break: 30, day: JUNE },
      ]),
    ).toBe(480 + 510);
  });

  it('shows the end on the next day as (+1)', () => {
    expect(formatShiftRange(NIGHT)).toBe('22:00–06:00 (+1)');
    expect(formatShiftEnd(30 * 60)).toBe('06:00 (+1)');
    expect(formatShiftEnd(24 * 60)).toBe('24:00');
  });
});

describe('entering a night shift by clock times', () => {
  const DAY = { time_start: 540, time_end: 1080, time_break: 30 };

  it('reads an end before the start as the next day', () => {
    const night = withShiftClock({ ...DAY, time_start: 1320 }, 'time_end', 360);
    expect(night).toEqual({ time_start: 1320, time_end: 1800, time_break: 30 });
    expect(isShiftTooLong(night)).toBe(false);
    // Moving the start back before the end's clock makes it a day shift again.
    expect(withShiftClock(night, 'time_start', 300)).toEqual({
      time_start: 300,
      time_end: 360,
      time_break: 30,
    });
  });

  it('turns a slip such as 08:00–07:00 into 23 hours, which the 16-hour rule refuses', () => {
    const slip = withShiftClock({ ...DAY, time_start: 480 }, 'time_end', 420);
    expect(slip.time_end).toBe(420 + 1440);
    expect(isShiftTooLong(slip)).toBe(true);
    const result = v.safeParse(timeEntrySchema, slip);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(v.flatten<typeof timeEntrySchema>(result.issues).nested?.time_end).toEqual([
      'shift_too_long',
    ]);
  });

  it('steps the end across midnight and stops at 16 hours', () => {
    let entry = { time_start: 1320, time_end: 1425, time_break: 0 };
    for (let i = 0; i < 3; i += 1) entry = stepShiftEntry(entry, 'time_end', 1);
    expect(entry.time_end).toBe(1470);
    const longest = { time_start: 480, time_end: 480 + 960, time_break: 0 };
    expect(stepShiftEntry(longest, 'time_end', 1)).toEqual(longest);
  });
});

describe('the time-entry schema', () => {
  it('accepts a night shift and every entry valid before', () => {
    expect(v.safeParse(timeEntrySchema, NIGHT).success).toBe(true);
    expect(
      v.safeParse(timeEntrySchema, { time_start: 0, time_end: 1440, time_break: 60 }).success,
    ).toBe(true);
    expect(
      v.safeParse(timeEntrySchema, { time_start: null, time_end: null, time_break: 0 }).success,
    ).toBe(true);
  });

  it('on a known day refuses the hour the clocks skip and a break longer than the night', () => {
    const skipped = { time_start: 120, time_end: 480, time_break: 0 };
    const result = v.safeParse(timeEntrySchemaOn('2026-03-29'), skipped);
    expect(result.success).toBe(false);
    expect(v.safeParse(timeEntrySchemaOn(JUNE), skipped).success).toBe(true);
    expect(v.safeParse(timeEntrySchemaOn(JUNE), NIGHT).success).toBe(true);
  });
});

describe('the invoice night surcharge of a shift across midnight', () => {
  const person = { personId: 1, personName: 'Anna Schmidt' };

  it('counts the night minutes on both days', () => {
    // 23:00–06:00: 60 minutes before midnight, 360 after.
    expect(nightSpanMinutes(1320, 1800)).toBe(420);
    expect(entryMinutes({ ...NIGHT, ...person, day: JUNE }, null)).toMatchObject({
      worked: 480,
      night: 420,
    });
  });

  it('counts the real night minutes when the clocks go back or forward', () => {
    expect(entryMinutes({ ...NIGHT, ...person, day: OCTOBER }, null)).toMatchObject({
      worked: 540,
      night: 480,
    });
    expect(entryMinutes({ ...NIGHT, ...person, day: MARCH }, null)).toMatchObject({
      worked: 420,
      night: 360,
    });
  });

  it('shares a break out over the shift', () => {
    expect(entryMinutes({ ...NIGHT, time_break: 60, ...person, day: JUNE }, null)).toMatchObject({
      worked: 420,
      night: Math.round((420 * 420) / 480),
    });
  });
});

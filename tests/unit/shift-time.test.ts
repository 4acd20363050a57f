import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  crossesMidnight,
  describeShiftRange,
  formatShiftRange,
  isExistingWallTime,
  shiftCalendarDays,
  shiftElapsedMinutes,
  shiftEndFromClock,
  shiftInstant,
  shiftWorkedMinutes,
} from '@domain/shared/times/shift-time';
import { MAX_CROSSING_SHIFT_MINUTES, shiftErrors } from '@domain/shared/times/shift-validation';

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
/** 22:00–06:00: end 30:00 on the start day's clock. */
const NIGHT = { time_start: h(22), time_end: h(30) };

describe('a shift across midnight: its real length in Europe/Berlin', () => {
  it('22:00–06:00 is 8 hours on an ordinary night', () => {
    expect(shiftElapsedMinutes('2026-06-10', NIGHT)).toBe(h(8));
  });

  it('is 9 hours in the night the clocks go back (last Sunday of October, 25 Oct 2026)', () => {
    expect(shiftElapsedMinutes('2026-10-24', NIGHT)).toBe(h(9));
    // The night after it is an ordinary one again.
    expect(shiftElapsedMinutes('2026-10-25', NIGHT)).toBe(h(8));
  });

  it('is 7 hours in the night the clocks go forward (last Sunday of March, 29 Mar 2026)', () => {
    expect(shiftElapsedMinutes('2026-03-28', NIGHT)).toBe(h(7));
    expect(shiftElapsedMinutes('2027-03-27', NIGHT)).toBe(h(7));
  });

  it('a day shift on the day of the change is real time too: 00:00–08:00 on 29 Mar 2026 is 7 hours', () => {
    expect(shiftElapsedMinutes('2026-03-29', { time_start: 0, time_end: h(8) })).toBe(h(7));
    expect(shiftElapsedMinutes('2026-10-25', { time_start: 0, time_end: h(8) })).toBe(h(9));
  });

  it('worked time is elapsed time − break, never below 0', () => {
    expect(shiftWorkedMinutes('2026-10-24', { ...NIGHT, time_break: 45 })).toBe(h(8, 15));
    expect(
      shiftWorkedMinutes('2026-06-10', { time_start: h(9), time_end: h(9), time_break: 30 }),
    ).toBe(0);
  });

  it('reads Berlin time whatever the zone of the device', async () => {
    const original = process.env.TZ;
    try {
      const results: number[][] = [];
      for (const zone of ['America/New_York', 'Asia/Tokyo', 'Europe/Berlin', 'UTC']) {
        process.env.TZ = zone;
        vi.resetModules();
        const fresh = await import('@domain/shared/times/shift-time');
        results.push([
          fresh.shiftElapsedMinutes('2026-10-24', NIGHT),
          fresh.shiftElapsedMinutes('2026-03-28', NIGHT),
          fresh.shiftInstant('2026-06-10', h(22)),
        ]);
      }
      for (const result of results) expect(result).toEqual(results[0]);
      expect(results[0]?.[2]).toBe(Date.parse('2026-06-10T20:00:00Z'));
    } finally {
      process.env.TZ = original;
      vi.resetModules();
    }
  });
});

describe('the representation', () => {
  it('a shift belongs to its start day; an end past 24:00 lies on the next day', () => {
    expect(crossesMidnight(NIGHT)).toBe(true);
    expect(crossesMidnight({ time_start: h(18), time_end: h(24) })).toBe(false);
    expect(shiftCalendarDays('2026-12-31', NIGHT)).toEqual(['2026-12-31', '2027-01-01']);
    expect(shiftCalendarDays('2026-06-10', { time_start: h(18), time_end: h(24) })).toEqual([
      '2026-06-10',
    ]);
    expect(shiftInstant('2026-06-10', h(30))).toBe(Date.parse('2026-06-11T04:00:00Z'));
  });

  it('an end clock time before the start means the next day', () => {
    expect(shiftEndFromClock(h(22), h(6))).toBe(h(30));
    expect(shiftEndFromClock(h(9), h(17))).toBe(h(17));
    expect(shiftEndFromClock(h(9), h(9))).toBe(h(9));
  });

  it('shows "22:00–06:00 (+1)" and says it in words in German and English', () => {
    expect(formatShiftRange(NIGHT)).toBe('22:00–06:00 (+1)');
    expect(formatShiftRange({ time_start: h(9), time_end: h(18) })).toBe('09:00–18:00');
    expect(formatShiftRange({ time_start: h(18), time_end: h(24) })).toBe('18:00–24:00');
    expect(describeShiftRange(NIGHT, 'de')).toBe('22:00 bis 06:00 am Folgetag');
    expect(describeShiftRange(NIGHT, 'en')).toBe('22:00 to 06:00 the next day');
    expect(describeShiftRange({ time_start: h(9), time_end: h(18) }, 'en')).toBe('09:00 to 18:00');
  });

  it('knows the hour the clocks skip', () => {
    expect(isExistingWallTime('2026-03-29', h(2, 30))).toBe(false);
    expect(isExistingWallTime('2026-03-29', h(3))).toBe(true);
    expect(isExistingWallTime('2026-03-28', h(26, 15))).toBe(false);
    // 02:30 in October happens twice: it exists.
    expect(isExistingWallTime('2026-10-25', h(2, 30))).toBe(true);
    expect(isExistingWallTime('not a day', h(2))).toBe(false);
  });

  it('never throws on values that are no shift', () => {
    expect(shiftInstant('2026-02-30', 60)).toBeNaN();
    expect(shiftInstant('2026-06-10', Number.NaN)).toBeNaN();
    expect(shiftElapsedMinutes('x', NIGHT)).toBe(0);
    expect(shiftElapsedMinutes('2026-06-10', { time_start: h(10), time_end: h(9) })).toBe(0);
    expect(shiftCalendarDays('x', NIGHT)).toEqual([]);
  });
});

describe('the rule for an entered shift (ready for the time-entry schema)', () => {
  const day = '2026-06-10';

  it('accepts a night shift and refuses an end before the start', () => {
    expect(shiftErrors(day, { ...NIGHT, time_break: 30 })).toEqual([]);
    expect(shiftErrors(day, { time_start: h(10), time_end: h(9), time_break: 0 })).toEqual([
      { field: 'time_end', code: 'time_order' },
    ]);
  });

  it('allows 16 hours across midnight, not 16:15', () => {
    expect(MAX_CROSSING_SHIFT_MINUTES).toBe(h(16));
    expect(shiftErrors(day, { time_start: h(20), time_end: h(36), time_break: 60 })).toEqual([]);
    expect(shiftErrors(day, { time_start: h(20), time_end: h(36, 15), time_break: 60 })).toEqual([
      { field: 'time_end', code: 'shift_too_long' },
    ]);
    // 08:00–07:00 the next day is a slip, not a shift.
    expect(shiftErrors(day, { time_start: h(8), time_end: h(31), time_break: 0 })).toEqual([
      { field: 'time_end', code: 'shift_too_long' },
    ]);
  });

  it('keeps a whole day until midnight valid, as before', () => {
    expect(shiftErrors(day, { time_start: 0, time_end: h(24), time_break: 60 })).toEqual([]);
    expect(shiftErrors(day, { time_start: h(12), time_end: h(12), time_break: 0 })).toEqual([]);
  });

  it('refuses the skipped hour and a break longer than the real night', () => {
    expect(
      shiftErrors('2026-03-28', { time_start: h(22), time_end: h(26, 30), time_break: 0 }),
    ).toEqual([{ field: 'time_end', code: 'time_nonexistent' }]);
    // 01:15–03:00 on 29 March is 45 real minutes.
    expect(
      shiftErrors('2026-03-29', { time_start: h(1, 15), time_end: h(3), time_break: 60 }),
    ).toEqual([{ field: 'time_break', code: 'break_too_long' }]);
  });

  it('refuses values off the grid or out of range', () => {
    expect(shiftErrors(day, { time_start: h(22, 5), time_end: h(30), time_break: 75 })).toEqual([
      { field: 'time_start', code: 'time_step' },
      { field: 'time_break', code: 'time_range' },
    ]);
    expect(shiftErrors(day, { time_start: -15, time_end: Number.NaN, time_break: 0 })).toEqual([
      { field: 'time_start', code: 'time_range' },
      { field: 'time_end', code: 'time_range' },
    ]);
  });

  it('every entry the old rule allows stays valid on an ordinary day (property)', () => {
    const step = (max: number) => fc.integer({ min: 0, max: max / 15 }).map((n) => n * 15);
    fc.assert(
      fc.property(step(1440), step(1440), step(60), (a, b, pause) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const timeBreak = Math.min(pause, end - start);
        expect(
          shiftErrors(day, { time_start: start, time_end: end, time_break: timeBreak }),
        ).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

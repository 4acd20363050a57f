import { describe, expect, it } from 'vitest';
import { clampTimeEntry, formatClock, formatHoursMinutes } from '@domain/shared/times/time';
import { totalWorkedMinutes, workedMinutes } from '@domain/shared/times/shift-time';
import { timeEntrySchema } from '@domain/stundenerfassung/stundenerfassung';
import * as v from 'valibot';

describe('time math', () => {
  it('counts end − start − break', () => {
    const day = '2026-06-10';
    expect(workedMinutes({ day, time_start: 540, time_end: 1080, time_break: 30 })).toBe(510);
    expect(workedMinutes({ day, time_start: 600, time_end: 600, time_break: 0 })).toBe(0);
    expect(
      totalWorkedMinutes([
        { day, time_start: 540, time_end: 1080, time_break: 30 },
        { day, time_start: 0, time_end: 1440, time_break: 60 },
      ]),
    ).toBe(510 + 1380);
  });

  it('formats durations and clock times', () => {
    expect(formatHoursMinutes(510)).toBe('8:30');
    expect(formatHoursMinutes(0)).toBe('0:00');
    expect(formatHoursMinutes(3 * 1440 + 5)).toBe('72:05');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(555)).toBe('09:15');
    expect(formatClock(1440)).toBe('24:00');
  });

  it('clamps to 15-minute steps and keeps start ≤ end ≤ 24:00, break 0..60', () => {
    expect(clampTimeEntry({ time_start: 547, time_end: 1500, time_break: 75 })).toEqual({
      time_start: 540,
      time_end: 1440,
      time_break: 60,
    });
    // A start moved past the end pulls the end along; an end moved before the start pulls the start.
    expect(clampTimeEntry({ time_start: 600, time_end: 540, time_break: 0 }, 'time_start')).toEqual(
      { time_start: 600, time_end: 600, time_break: 0 },
    );
    expect(clampTimeEntry({ time_start: 600, time_end: 540, time_break: 0 }, 'time_end')).toEqual({
      time_start: 540,
      time_end: 540,
      time_break: 0,
    });
    expect(clampTimeEntry({ time_start: 600, time_end: 630, time_break: 60 })).toEqual({
      time_start: 600,
      time_end: 630,
      time_break: 30,
    });
    expect(clampTimeEntry({ time_start: -30, time_end: Number.NaN, time_break: -1 })).toEqual({
      time_start: 0,
      time_end: 0,
      time_break: 0,
    });
  });

  it('accepts every clamped entry in the shared schema, and refuses what the form cannot make', () => {
    for (let start = 0; start <= 1440; start += 105) {
      for (let end = 0; end <= 1440; end += 165) {
        const entry = clampTimeEntry({ time_start: start, time_end: end, time_break: 45 });
        expect(v.safeParse(timeEntrySchema, entry).success, JSON.stringify(entry)).toBe(true);
      }
    }
    for (const bad of [
      { time_start: 545, time_end: 1080, time_break: 30 },
      { time_start: 1080, time_end: 540, time_break: 0 },
      { time_start: 480, time_end: 1860, time_break: 0 },
      { time_start: 540, time_end: 1080, time_break: 75 },
      { time_start: 540, time_end: 555, time_break: 30 },
      { time_start: '540', time_end: 1080, time_break: 30 },
    ]) {
      expect(v.safeParse(timeEntrySchema, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

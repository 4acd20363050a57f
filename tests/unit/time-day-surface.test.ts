import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { timeEntrySchema } from '@domain/stundenerfassung/stundenerfassung';
import {
  BREAK_CHOICES,
  clockChoices,
  COMMON_CLOCK_TIMES,
  hasWorkTime,
  NO_WORK_TIME,
  stepClock,
  stepTimeEntry,
} from '@domain/shared/times/time';
import { totalWorkedMinutes, workedMinutes } from '@domain/shared/times/shift-time';
import { customerDayRows, personDayRows } from '@src/features/stundenerfassung/lib/sheet-rows';

const SHIFT = { time_start: 540, time_end: 1080, time_break: 30 };

describe('the day list steppers', () => {
  it('step a clock value by 15 minutes within 00:00..24:00', () => {
    expect(stepClock(540, 1)).toBe(555);
    expect(stepClock(540, -1)).toBe(525);
    expect(stepClock(0, -1)).toBe(0);
    expect(stepClock(1440, 1)).toBe(1440);
    // An off-step value snaps first, then steps.
    expect(stepClock(547, 1)).toBe(555);
  });

  it('step one value of an entry; the others give way as the time form does', () => {
    expect(stepTimeEntry(SHIFT, 'time_end', 1)).toEqual({ ...SHIFT, time_end: 1095 });
    expect(stepTimeEntry(SHIFT, 'time_start', -1)).toEqual({ ...SHIFT, time_start: 525 });
    expect(stepTimeEntry(SHIFT, 'time_break', 1)).toEqual({ ...SHIFT, time_break: 45 });
    expect(stepTimeEntry({ ...SHIFT, time_break: 60 }, 'time_break', 1).time_break).toBe(60);
    expect(stepTimeEntry({ ...SHIFT, time_break: 0 }, 'time_break', -1).time_break).toBe(0);
    // A start stepped onto the end pulls the end along; the break shrinks to fit.
    expect(
      stepTimeEntry({ time_start: 600, time_end: 615, time_break: 15 }, 'time_start', 1),
    ).toEqual({ time_start: 615, time_end: 615, time_break: 0 });
    // An end stepped below the start pulls the start down.
    expect(
      stepTimeEntry({ time_start: 600, time_end: 600, time_break: 0 }, 'time_end', -1),
    ).toEqual({ time_start: 585, time_end: 585, time_break: 0 });
    // Every stepped entry is one the server takes.
    let entry = SHIFT;
    for (let i = 0; i < 200; i += 1) {
      entry = stepTimeEntry(entry, i % 3 === 0 ? 'time_start' : 'time_end', i % 2 ? 1 : -1);
      expect(v.is(timeEntrySchema, entry)).toBe(true);
    }
  });
});

describe('the quick picker', () => {
  it('offers the common times first and every other slot after, nothing twice', () => {
    const { common, all } = clockChoices(1080);
    expect(common).toEqual([...COMMON_CLOCK_TIMES]);
    expect(common.length).toBeLessThanOrEqual(12);
    expect(new Set([...common, ...all]).size).toBe(97);
    expect(all).not.toContain(1080);
    expect(all[0]).toBe(0);
  });

  it('puts an uncommon current value among the common ones, in order', () => {
    const { common, all } = clockChoices(1095);
    expect(common).toContain(1095);
    expect(common).toEqual([...common].sort((a, b) => a - b));
    expect(all).not.toContain(1095);
  });

  it('offers every allowed break', () => {
    expect(BREAK_CHOICES).toEqual([0, 15, 30, 45, 60]);
  });
});

describe("'no work time' (a cleared day)", () => {
  it('is start and end null with break 0, and the schema takes exactly that', () => {
    expect(NO_WORK_TIME).toEqual({ time_start: null, time_end: null, time_break: 0 });
    expect(v.is(timeEntrySchema, NO_WORK_TIME)).toBe(true);
    const refused: [unknown, string][] = [
      [{ time_start: null, time_end: 600, time_break: 0 }, 'time_start'],
      [{ time_start: 540, time_end: null, time_break: 0 }, 'time_end'],
      [{ time_start: null, time_end: null, time_break: 15 }, 'time_break'],
    ];
    for (const [entry, field] of refused) {
      const result = v.safeParse(timeEntrySchema, entry);
      expect(result.success, JSON.stringify(entry)).toBe(false);
      if (!result.success) {
        expect(Object.keys(v.flatten(result.issues).nested ?? {})).toContain(field);
      }
    }
  });

  it('counts 0 hours and is not a day with work time', () => {
    expect(hasWorkTime(NO_WORK_TIME)).toBe(false);
    expect(hasWorkTime(SHIFT)).toBe(true);
    const day = '2026-06-10';
    expect(workedMinutes({ ...NO_WORK_TIME, day })).toBe(0);
    expect(
      totalWorkedMinutes([
        { ...SHIFT, day },
        { ...NO_WORK_TIME, day },
      ]),
    ).toBe(510);
  });

  it('the customer sheet does not count a cleared person among those who worked', () => {
    const rows = customerDayRows(
      [
        { day: '2026-11-21', ...SHIFT },
        { day: '2026-11-21', ...NO_WORK_TIME },
      ],
      '2026-11-21',
      '2026-11-21',
    );
    expect(rows.rows).toEqual([{ day: '2026-11-21', people: 1, minutes: 510 }]);
    expect(rows.totalMinutes).toBe(510);
    const person = personDayRows(
      [{ day: '2026-11-21', ...NO_WORK_TIME }],
      '2026-11-21',
      '2026-11-22',
    );
    expect(person.totalMinutes).toBe(0);
  });
});

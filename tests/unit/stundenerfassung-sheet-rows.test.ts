import { describe, expect, it } from 'vitest';
import { customerDayRows, personDayRows } from '@src/features/stundenerfassung/lib/sheet-rows';

const entry = (day: string, start: number, end: number, pause: number) => ({
  day,
  time_start: start,
  time_end: end,
  time_break: pause,
});

describe('sheet rows', () => {
  it('gives a person one row per fair day, empty days included, and the total of those', () => {
    const times = [
      entry('2026-11-20', 540, 1080, 30), // 8:30
      entry('2026-11-22', 600, 840, 0), // 4:00
      entry('2026-11-25', 0, 600, 0), // outside the fair: neither row nor total
    ];
    const { rows, totalMinutes } = personDayRows(times, '2026-11-20', '2026-11-22');
    expect(rows.map((row) => [row.day, row.entry?.time_start])).toEqual([
      ['2026-11-20', 540],
      ['2026-11-21', undefined],
      ['2026-11-22', 600],
    ]);
    expect(totalMinutes).toBe(510 + 240);
  });

  it('counts for the customer only people with work time above zero, hours summed per day', () => {
    const times = [
      entry('2026-11-20', 540, 1080, 30),
      entry('2026-11-20', 600, 600, 0), // zero minutes: not counted as a person
      entry('2026-11-20', 600, 660, 0),
      entry('2026-11-21', 480, 720, 60),
      entry('2026-11-19', 480, 720, 0), // before the fair
    ];
    const { rows, totalMinutes } = customerDayRows(times, '2026-11-20', '2026-11-21');
    expect(rows).toEqual([
      { day: '2026-11-20', people: 2, minutes: 510 + 60 },
      { day: '2026-11-21', people: 1, minutes: 180 },
    ]);
    expect(totalMinutes).toBe(750);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  warningsTouchingDay,
  workingTimeWarnings,
  type WorkingTimeEntry,
  type WorkingTimeWarning,
} from '@domain/shared/times/working-time-law';
import { oddEntryArb } from './law-fixtures';

/*
 * The Working Hours Act on shifts across midnight: a shift belongs to the day
 * it starts on (end past 24:00 = next day), § 3 counts its whole working day,
 * § 5 the rest between shifts, durations are real time in Europe/Berlin.
 */

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const WEDNESDAY = '2026-03-11';
const THURSDAY = '2026-03-12';

function shift(day: string, start: number, end: number, timeBreak = 0): WorkingTimeEntry {
  return { day, time_start: start, time_end: end, time_break: timeBreak, federalState: 'NI' };
}

const codes = (warnings: readonly WorkingTimeWarning[]) => warnings.map((w) => w.code);

describe('a night shift is one shift', () => {
  it('22:00–06:00 with 30 minutes of break raises nothing', () => {
    expect(workingTimeWarnings([shift(WEDNESDAY, h(22), h(30), 30)])).toEqual([]);
  });

  it('an old night shift in two entries (…–24:00, 00:00–…) no longer raises a rest of 0 minutes', () => {
    const split = [shift(WEDNESDAY, h(22), h(24), 30), shift(THURSDAY, 0, h(6))];
    expect(workingTimeWarnings(split)).toEqual([]);
  });

  it('§ 3 counts the working day from its start, the hours after midnight included', () => {
    // 20:00–08:00 with 45 minutes: 11:15 of work on Wednesday's working day.
    expect(workingTimeWarnings([shift(WEDNESDAY, h(20), h(32), 45)])).toEqual([
      {
        code: 'arbzg_3_daily_max',
        paragraph: '§ 3 ArbZG',
        day: WEDNESDAY,
        workedMinutes: h(11, 15),
        maxMinutes: h(10),
      },
    ]);
    // The same night entered in two pieces is the same working day.
    const split = [shift(WEDNESDAY, h(20), h(24), 45), shift(THURSDAY, 0, h(8))];
    expect(codes(workingTimeWarnings(split))).toEqual(['arbzg_3_daily_max']);
  });

  it('§ 3 counts the 24 hours from the start of work, into the next working day', () => {
    // 7:30 of the night and 4 hours from 17:00 on Thursday lie within 24 hours of Wednesday 22:00.
    expect(
      workingTimeWarnings([shift(WEDNESDAY, h(22), h(30), 30), shift(THURSDAY, h(17), h(21))]),
    ).toEqual([
      {
        code: 'arbzg_3_daily_max',
        paragraph: '§ 3 ArbZG',
        day: WEDNESDAY,
        workedMinutes: h(11, 30),
        maxMinutes: h(10),
        reaches: THURSDAY,
      },
    ]);
    // Monday 08:00–14:00, Tuesday 01:00–07:00 after 11 hours of rest: 12 hours in Monday's 24.
    const monday = '2026-03-09';
    const tuesday = '2026-03-10';
    expect(
      workingTimeWarnings([shift(monday, h(8), h(14)), shift(tuesday, h(1), h(7))]).map((w) => [
        w.code,
        w.day,
        w.code === 'arbzg_3_daily_max' ? w.workedMinutes : null,
      ]),
    ).toEqual([['arbzg_3_daily_max', monday, h(12)]]);
    // A next day that starts earlier: its hours before Monday's 24th count to Monday too (the
    // break taken as lying after them). 8 + 2 hours are the limit, 8 + 2:15 are past it.
    const daily = (tuesdayStart: number) =>
      workingTimeWarnings([
        shift(monday, h(10), h(18, 30), 30),
        shift(tuesday, tuesdayStart, h(16), 30),
      ])
        .filter((w) => w.code === 'arbzg_3_daily_max')
        .map((w) => [w.day, w.workedMinutes]);
    expect(daily(h(8))).toEqual([]);
    expect(daily(h(7, 45))).toEqual([[monday, h(10, 15)]]);
  });

  it('§ 4 counts the breaks of the shift', () => {
    expect(workingTimeWarnings([shift(WEDNESDAY, h(22), h(30), 15)])).toEqual([
      {
        code: 'arbzg_4_break',
        paragraph: '§ 4 ArbZG',
        day: WEDNESDAY,
        workedMinutes: h(7, 45),
        breakMinutes: 15,
        requiredBreakMinutes: 30,
      },
    ]);
  });

  it('§ 5 counts the rest from the end of the night shift to the next shift', () => {
    // Ends Thursday 06:00; 17:00 gives 11 hours, 16:45 only 10:45.
    expect(
      workingTimeWarnings([shift(WEDNESDAY, h(22), h(30), 30), shift(THURSDAY, h(17), h(19))]),
    ).toEqual([]);
    expect(
      workingTimeWarnings([shift(WEDNESDAY, h(22), h(30), 30), shift(THURSDAY, h(16, 45), h(19))]),
    ).toEqual([
      {
        code: 'arbzg_5_rest',
        paragraph: '§ 5 Abs. 1 ArbZG',
        day: THURSDAY,
        previousDay: WEDNESDAY,
        restMinutes: h(10, 45),
        minRestMinutes: h(11),
      },
    ]);
  });
});

describe('summer time: durations are real elapsed time', () => {
  it('22:00–06:00 into the last Sunday of October is 9 hours of work', () => {
    const saturday = '2026-10-24';
    const warnings = workingTimeWarnings([shift(saturday, h(22), h(30))]);
    expect(warnings[0]).toMatchObject({ code: 'arbzg_4_break', workedMinutes: h(9) });
    // 20:00–06:00 with 45 minutes is 10:15 that night (9:15 on any other).
    expect(codes(workingTimeWarnings([shift(saturday, h(20), h(30), 45)]))).toContain(
      'arbzg_3_daily_max',
    );
    expect(codes(workingTimeWarnings([shift('2026-10-17', h(20), h(30), 45)]))).not.toContain(
      'arbzg_3_daily_max',
    );
  });

  it('22:00–06:00 into the last Sunday of March is 7 hours', () => {
    const [warning] = workingTimeWarnings([shift('2026-03-28', h(22), h(30))]);
    expect(warning).toMatchObject({ code: 'arbzg_4_break', workedMinutes: h(7) });
  });

  it('the rest across the night the clocks go forward is an hour shorter', () => {
    // End Saturday 22:00, start Sunday 09:00: 11 hours on the clock, 10 real.
    const warnings = workingTimeWarnings([
      shift('2026-03-28', h(14), h(22), 30),
      shift('2026-03-29', h(9), h(13)),
    ]);
    expect(warnings.find((w) => w.code === 'arbzg_5_rest')).toMatchObject({ restMinutes: h(10) });
  });
});

describe('§ 9: a shift that reaches a Sunday or holiday after midnight', () => {
  it('a Saturday night shift works on Sunday; the day list shows it on both days', () => {
    const warnings = workingTimeWarnings([shift('2026-03-14', h(22), h(30), 30)]);
    expect(warnings).toEqual([
      { code: 'arbzg_9_sunday', paragraph: '§ 9 ArbZG', day: '2026-03-14', workedOn: '2026-03-15' },
    ]);
    expect(warningsTouchingDay(warnings, '2026-03-15')).toEqual(warnings);
    expect(warningsTouchingDay(warnings, '2026-03-14')).toEqual(warnings);
  });

  it('a shift ending at 24:00 on Saturday does not touch Sunday', () => {
    expect(workingTimeWarnings([shift('2026-03-14', h(16), h(24), 30)])).toEqual([]);
  });

  it("New Year's Eve into New Year: the holiday of the fair's state", () => {
    const warnings = workingTimeWarnings([shift('2026-12-31', h(22), h(30), 30)]);
    expect(warnings).toEqual([
      {
        code: 'arbzg_9_holiday',
        paragraph: '§ 9 ArbZG',
        day: '2026-12-31',
        holiday: 'NEUJAHRSTAG',
        federalState: 'NI',
        workedOn: '2027-01-01',
      },
    ]);
  });
});

/*
 * Properties: one shift across midnight reads the same as the same shift in
 * two entries split at midnight (as the portal stored it before), among any
 * other entries; and no record makes the rules throw.
 */
const DAYS = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2026-12-31'];
const quarter = (max: number) => fc.integer({ min: 0, max: max / 15 }).map((n) => n * 15);
const otherEntry = fc
  .record({ day: fc.constantFrom(...DAYS), start: quarter(1440), length: quarter(960) })
  .map(({ day, start, length }) => shift(day, start, Math.min(start + length, 1440 + 600), 0));

describe('properties', () => {
  it('a night shift and its two halves give the same warnings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DAYS),
        fc.integer({ min: 0, max: 95 }).map((n) => n * 15),
        fc.integer({ min: 1, max: 64 }).map((n) => n * 15),
        quarter(60),
        fc.array(otherEntry, { maxLength: 4 }),
        (day, start, length, pause, others) => {
          const end = Math.max(start + length, 1440 + 15);
          const whole = shift(day, start, end, 0);
          const first = { ...whole, time_end: 1440 };
          const next = shift(
            new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
            0,
            end - 1440,
          );
          // The break sits on the longer half, and leaves it a minute of work.
          const firstLonger = 1440 - start >= end - 1440;
          const room = (firstLonger ? 1440 - start : end - 1440) - 1;
          const timeBreak = Math.max(0, Math.min(pause, room));
          const withBreak = (entry: WorkingTimeEntry, on: boolean) =>
            on ? { ...entry, time_break: timeBreak } : entry;
          const one = workingTimeWarnings([{ ...whole, time_break: timeBreak }, ...others]);
          const two = workingTimeWarnings([
            withBreak(first, firstLonger),
            withBreak(next, !firstLonger),
            ...others,
          ]);
          // With a break, the halves say on which side of midnight it lies and the whole does
          // not: a § 3 window of an earlier day that ends inside the shift may count its part
          // differently. Without a break every warning is the same, § 3 included.
          const comparable = (warnings: typeof one) =>
            timeBreak > 0 ? warnings.filter((w) => w.code !== 'arbzg_3_daily_max') : warnings;
          expect(comparable(two)).toEqual(comparable(one));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never throws on odd records', () => {
    const odd = oddEntryArb(fc.constantFrom(...DAYS));
    fc.assert(
      fc.property(fc.array(odd, { maxLength: 8 }), (entries) => {
        expect(() => workingTimeWarnings(entries as WorkingTimeEntry[])).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

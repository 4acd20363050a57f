import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '@domain/shared/times/calendar-days';
import { studentCounters } from '@domain/shared/employment-law/student';
import { sundayCounters } from '@domain/shared/employment-law/sundays';
import type { FederalState } from '@domain/shared/federal-states';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { oddEntryArb } from './law-fixtures';

/*
 * The rules counted in weeks: students' 20 hours in a lecture week and their
 * 26 weeks above 20 hours; Sundays and holidays under § 11 ArbZG.
 */

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

function work(
  day: string,
  minutes = h(8),
  federalState: FederalState | null = 'NI',
  start = h(8),
): WorkingTimeEntry {
  return { day, time_start: start, time_end: start + minutes, time_break: 0, federalState };
}

function everyDay(from: string, to: string, state: FederalState | null = 'NI'): WorkingTimeEntry[] {
  const list: WorkingTimeEntry[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(work(day, h(8), state));
  return list;
}

/** Summer semester 2026 of a university: lectures 13 April – 17 July. */
const LECTURES = [{ from: '2026-04-13', to: '2026-07-17' }];

describe('students: 20 hours a week in lecture periods, all assignments together', () => {
  const counters = (entries: WorkingTimeEntry[], from = '2026-01-01', to = '2026-12-31') =>
    studentCounters({ entries, lecturePeriods: LECTURES, from, to });

  it('20.0 hours on two fairs in a lecture week are within the limit; 20:15 are past it', () => {
    // Week of Monday 4 May 2026.
    const twenty = [work('2026-05-05', h(12)), work('2026-05-09', h(8))];
    const [week] = counters(twenty);
    expect(week).toMatchObject({
      code: 'student_week_hours',
      paragraph: '§ 6 Abs. 1 Nr. 3 SGB V',
      value: h(20),
      limit: h(20),
      state: 'near',
      worstWeek: '2026-05-04',
    });
    const [over] = counters([...twenty, work('2026-05-10', 15)]);
    expect(over).toMatchObject({ value: h(20, 15), state: 'over' });
  });

  it('the semester break has no weekly limit; a week touching the lectures has', () => {
    const [breakWeek] = counters([
      work('2026-08-04', h(10)),
      work('2026-08-05', h(10)),
      work('2026-08-06', h(10)),
    ]);
    expect(breakWeek).toMatchObject({ value: 0, state: 'ok' });
    expect(breakWeek.weeks).toEqual([{ week: '2026-08-03', minutes: h(30), lecture: false }]);
    // 6–12 April lies before the lectures; 13–19 July holds their last day.
    const [april] = counters([work('2026-04-07', h(21))]);
    expect(april.state).toBe('ok');
    const [july] = counters([work('2026-07-18', h(21))]);
    expect(july.state).toBe('over');
  });

  it('weeks above 20 hours, lecture or not, count against 26 in the 52 weeks up to one', () => {
    // TK, "Wie oft dürfen Werkstudenten über 20 Std. arbeiten?": 26 weeks in a Zeitjahr.
    const longWeek = (monday: string) => work(monday, h(21));
    const mondays = (from: string, count: number) =>
      Array.from({ length: count }, (_, index) => addDays(from, index * 7));
    const twentySix = mondays('2026-01-05', 26).map(longWeek);
    const [, weeks] = counters(twentySix);
    expect(weeks).toMatchObject({
      code: 'student_long_weeks',
      value: 26,
      limit: 26,
      state: 'near',
    });
    const [, more] = counters([...twentySix, longWeek('2026-12-28')]);
    expect(more).toMatchObject({ value: 27, state: 'over', windowEnd: '2026-12-28' });
    // 20 weeks early in 2026 and 20 early in 2027 never share 52 weeks.
    const apart = [...mondays('2026-01-05', 20), ...mondays('2027-01-25', 20)].map(longWeek);
    const [, separate] = counters(apart, '2027-01-01', '2027-12-31');
    expect(separate.value).toBe(20);
  });
});

describe('§ 11 (1) ArbZG: at least 15 Sundays a year free', () => {
  const sundays = (count: number) => {
    const list: WorkingTimeEntry[] = [];
    for (let day = '2026-01-04'; list.length < count; day = addDays(day, 7)) list.push(work(day));
    return list;
  };

  it('2026 has 52 Sundays: 37 may be worked, the 38th is one too many; from 34 it is near', () => {
    const count = (n: number) => sundayCounters({ entries: sundays(n), year: 2026 })[0];
    expect(count(33).state).toBe('ok');
    expect(count(34).state).toBe('near');
    expect(count(37)).toMatchObject({
      code: 'free_sundays',
      paragraph: '§ 11 Abs. 1 ArbZG',
      value: 37,
      limit: 37,
      freeSundays: 15,
      state: 'near',
    });
    expect(count(38)).toMatchObject({ freeSundays: 14, state: 'over' });
  });

  it('a Saturday night shift takes the Sunday; a shift ending at 24:00 does not', () => {
    const night = work('2026-03-14', h(8), 'NI', h(22));
    expect(sundayCounters({ entries: [night], year: 2026 })[0].sundaysWorked).toEqual([
      '2026-03-15',
    ]);
    const evening = work('2026-03-14', h(8), 'NI', h(16));
    expect(sundayCounters({ entries: [evening], year: 2026 })[0].sundaysWorked).toEqual([]);
  });
});

describe('§ 11 (3) ArbZG: a substitute rest day for each Sunday and weekday holiday worked', () => {
  it('a Sunday needs a free weekday within the two weeks around it', () => {
    // Every day from Monday 25 May to Saturday 20 June 2026: three Sundays and Whit Monday (25 May).
    const [, rest] = sundayCounters({ entries: everyDay('2026-05-25', '2026-06-20'), year: 2026 });
    expect(rest).toMatchObject({
      code: 'substitute_rest_day',
      paragraph: '§ 11 Abs. 3 ArbZG',
      owed: 4,
      value: 1,
      limit: 0,
      state: 'over',
      missing: [{ day: '2026-06-07', kind: 'sunday', from: '2026-05-25', to: '2026-06-20' }],
    });
  });

  it('a holiday on a weekday needs one within eight weeks; a later free weekday serves', () => {
    // Fronleichnam (Thursday 4 June 2026) in Bayern, work every day 10 April – 30 July.
    const entries = everyDay('2026-04-10', '2026-07-30', 'BY');
    const [, rest] = sundayCounters({ entries, year: 2026 });
    expect(rest.missing).toContainEqual({
      day: '2026-06-04',
      kind: 'holiday',
      holiday: 'FRONLEICHNAM',
      federalState: 'BY',
      from: '2026-04-10',
      to: '2026-07-29',
    });
    // Wednesday 29 July off: the holiday has its rest day on the last day of its window.
    const withDayOff = entries.filter((entry) => entry.day !== '2026-07-29');
    const [, rested] = sundayCounters({ entries: withDayOff, year: 2026 });
    expect(rested.missing.map((m) => m.day)).not.toContain('2026-06-04');
  });

  it('a public holiday is no substitute rest day', () => {
    // Work 25 May – 20 June 2026 except Thursday 4 June (Fronleichnam in Bayern).
    const entries = everyDay('2026-05-25', '2026-06-20', 'BY').filter(
      (entry) => entry.day !== '2026-06-04',
    );
    const [, rest] = sundayCounters({ entries, year: 2026 });
    expect(rest.missing.map((m) => m.day)).toContain('2026-06-07');
  });
});

describe('properties', () => {
  const dayArb = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
  const entryArb = fc
    .record({
      day: dayArb,
      start: fc.integer({ min: 0, max: 95 }),
      minutes: fc.integer({ min: 0, max: 900 }),
    })
    .map(({ day, start, minutes }) => work(day, minutes, 'BY', start * 15));

  it('adding a day never leaves more room under a limit', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 80 }), entryArb, (entries, extra) => {
        const room = (list: WorkingTimeEntry[]) =>
          [
            ...sundayCounters({ entries: list, year: 2026 }),
            ...studentCounters({
              entries: list,
              lecturePeriods: LECTURES,
              from: '2026-01-01',
              to: '2026-12-31',
            }),
          ].map((counter) => counter.limit - (counter.value ?? 0));
        const before = room(entries);
        const after = room([...entries, extra]);
        after.forEach((value, index) => expect(value).toBeLessThanOrEqual(before[index] ?? 0));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on odd records', () => {
    const odd = oddEntryArb(dayArb);
    const period = fc.record({ from: fc.string(), to: fc.string() });
    fc.assert(
      fc.property(
        fc.array(odd),
        fc.array(period),
        fc.integer({ min: 1900, max: 2200 }),
        (entries, periods, year) => {
          const list = entries as WorkingTimeEntry[];
          expect(() => sundayCounters({ entries: list, year })).not.toThrow();
          expect(() =>
            studentCounters({
              entries: list,
              lecturePeriods: periods,
              from: `${year}-01-01`,
              to: `${year}-12-31`,
            }),
          ).not.toThrow();
        },
      ),
      { numRuns: 200 },
    );
  });
});

it('the helpers agree on weekdays', () => {
  expect(isoWeekday('2026-06-07')).toBe(7);
  expect(isoWeekday('2026-06-04')).toBe(4);
});

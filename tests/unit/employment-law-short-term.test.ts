import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '@domain/shared/times/calendar-days';
import { shortTermCounter } from '@domain/shared/employment-law/short-term';
import {
  countedCalendarDays,
  fiveOrMoreDaysAWeek,
} from '@domain/shared/employment-law/short-term-periods';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { oddEntryArb } from './law-fixtures';

/*
 * Short-term employment, § 8 (1) no. 2 SGB IV, against the worked examples of
 * the Minijob-Zentrale and the Geringfügigkeits-Richtlinien.
 */

const h = (hours: number) => hours * 60;

function day(date: string, start = h(9), end = h(17)): WorkingTimeEntry {
  return { day: date, time_start: start, time_end: end, time_break: 30, federalState: 'NI' };
}

/** Every day from `from` to `to` whose ISO weekday is in `weekdays`. */
function days(from: string, to: string, weekdays: readonly number[]): WorkingTimeEntry[] {
  const list: WorkingTimeEntry[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (weekdays.includes(isoWeekday(date))) list.push(day(date));
  }
  return list;
}

/** n days on Tuesdays only, from the first Tuesday of the year on: each its own short period. */
function tuesdays(year: number, count: number): WorkingTimeEntry[] {
  return days(`${year}-01-01`, `${year}-12-31`, [2])
    .slice(0, count)
    .concat(
      // Beyond 52 Tuesdays, Thursdays.
      days(`${year}-01-01`, `${year}-12-31`, [4]).slice(0, Math.max(0, count - 52)),
    );
}

describe('Minijob-Zentrale, "Mehrere kurzfristige Minijobs: Regeln zur Zusammenrechnung" (Magazin, 2025)', () => {
  it('April–May full-time elsewhere (44 days) + July–August two days a week here (18 days): 62 of 70 working days, short-term', () => {
    // Employer B = the portal: Tuesdays and Thursdays of July and August 2025 (18 days).
    const own = days('2025-07-01', '2025-08-31', [2, 4]);
    expect(own).toHaveLength(18);
    const counter = shortTermCounter({
      year: 2025,
      entries: own,
      declared: [{ from: '2025-04-01', to: '2025-05-31', days: 44 }],
    });
    // Five-day and two-day weeks mix: 70 working days throughout; the 120 calendar days do not matter.
    expect(counter).toMatchObject({
      code: 'short_term_days',
      paragraph: '§ 8 Abs. 1 Nr. 2 SGB IV',
      ownDays: 18,
      declaredDays: 44,
      workingDays: 62,
      calendarDays: null,
      measure: 'working_days',
      value: 62,
      limit: 70,
      state: 'near',
    });
  });

  it('counts the declared months as 60 calendar days each (30 per full month)', () => {
    expect(countedCalendarDays('2025-04-01', '2025-05-31')).toBe(60);
    expect(countedCalendarDays('2025-07-01', '2025-08-31')).toBe(60);
    expect(fiveOrMoreDaysAWeek({ from: '2025-04-01', to: '2025-05-31', workingDays: 44 })).toBe(
      true,
    );
    expect(fiveOrMoreDaysAWeek({ from: '2025-07-01', to: '2025-08-31', workingDays: 18 })).toBe(
      false,
    );
  });
});

describe('Geringfügigkeits-Richtlinien, Beispiel 40 (taxi driver beside a main job)', () => {
  const earlier = [
    { from: '2026-01-10', to: '2026-01-31', days: 18 },
    { from: '2026-04-01', to: '2026-04-30', days: 25 },
  ];

  it('10.1.–31.1. = 22, April = 30, 1.8.–20.9. = 30 + 20 calendar days', () => {
    expect(countedCalendarDays('2026-01-10', '2026-01-31')).toBe(22);
    expect(countedCalendarDays('2026-04-01', '2026-04-30')).toBe(30);
    expect(countedCalendarDays('2026-08-01', '2026-09-20')).toBe(50);
  });

  it('102 calendar days and 85 working days: past both limits, not short-term', () => {
    const counter = shortTermCounter({
      year: 2026,
      entries: [],
      declared: [...earlier, { from: '2026-08-01', to: '2026-09-20', days: 42 }],
    });
    expect(counter).toMatchObject({
      workingDays: 85,
      calendarDays: 102,
      measure: 'working_days',
      state: 'over',
    });
  });

  it('the same third job planned here on six days a week is past both limits too', () => {
    const counter = shortTermCounter({
      year: 2026,
      entries: days('2026-08-01', '2026-09-20', [1, 2, 3, 4, 5, 6]),
      declared: earlier,
    });
    // 1.8.–19.9. (the last Saturday): 30 + 19 calendar days; 43 working days here.
    expect(counter).toMatchObject({ ownDays: 43, workingDays: 86, calendarDays: 101 });
    expect(counter.state).toBe('over');
  });
});

describe('three months or 70 working days: the more favourable limit', () => {
  it('a time month without a full calendar month counts 30 days (15 May–14 June)', () => {
    // AUDI BKK, "Mehrere kurzfristige Beschäftigungen: Kein schlichtes Auszählen der Kalendertage mehr" (4/2019).
    expect(countedCalendarDays('2026-05-15', '2026-06-14')).toBe(30);
    expect(countedCalendarDays('2026-05-15', '2026-06-20')).toBe(36);
    expect(countedCalendarDays('2026-05-15', '2026-07-20')).toBe(17 + 30 + 20);
  });

  it('June to August on six days a week (78 days) is within three months: 90 of 90 calendar days', () => {
    const counter = shortTermCounter({
      year: 2026,
      entries: [],
      declared: [{ from: '2026-06-01', to: '2026-08-31', days: 78 }],
    });
    expect(counter).toMatchObject({
      measure: 'calendar_days',
      value: 90,
      limit: 90,
      workingDays: 78,
      state: 'near',
    });
  });

  it('one more day at a two-day-a-week job mixes the weeks: 70 working days throughout', () => {
    const counter = shortTermCounter({
      year: 2026,
      entries: [day('2026-10-06')],
      declared: [{ from: '2026-06-01', to: '2026-08-31', days: 78 }],
    });
    expect(counter).toMatchObject({ measure: 'working_days', value: 79, calendarDays: null });
    expect(counter.state).toBe('over');
  });
});

describe("the portal's own days", () => {
  it('several jobs on one day are one day; a night shift is one day', () => {
    const counter = shortTermCounter({
      year: 2026,
      entries: [
        day('2026-03-10', h(7), h(11)),
        day('2026-03-10', h(12), h(16)),
        day('2026-03-11', h(22), h(30)),
        // An old night shift in two entries is one day too.
        day('2026-03-13', h(22), h(24)),
        day('2026-03-14', 0, h(6)),
      ],
    });
    expect(counter.ownDays).toBe(3);
  });

  it('exactly 70 days is within the limit, 71 is past it; from 60 it is near', () => {
    const count = (n: number) => shortTermCounter({ year: 2026, entries: tuesdays(2026, n) });
    expect(count(59).state).toBe('ok');
    expect(count(60).state).toBe('near');
    expect(count(70)).toMatchObject({ value: 70, limit: 70, state: 'near' });
    expect(count(71)).toMatchObject({ value: 71, state: 'over' });
  });

  it('counts the calendar year only, and days of other years do not count', () => {
    const counter = shortTermCounter({
      year: 2026,
      entries: [day('2025-12-31'), day('2026-01-01'), day('2027-01-01')],
      declared: [{ from: '2025-12-01', to: '2026-01-31', days: 40 }],
    });
    // The declaration's January share of its days, rounded up: 40 × 31/62.
    expect(counter).toMatchObject({ ownDays: 1, declaredDays: 20 });
  });

  it('a declaration that cannot be read counts as every day of its period, or not at all', () => {
    const counter = shortTermCounter({
      year: 2026,
      entries: [],
      declared: [
        { from: '2026-05-01', to: '2026-05-10', days: Number.NaN },
        { from: '2026-05-20', to: '2026-05-10', days: 3 },
        { from: 'gestern', to: '2026-05-10', days: 3 },
        { from: '2026-06-01', to: '2026-06-02', days: 9 },
      ],
    });
    expect(counter.declaredDays).toBe(10 + 2);
  });
});

/* Properties over any days of one year and any declarations. */
const YEAR_DAYS = fc.integer({ min: 0, max: 364 }).map((n) => addDays('2026-01-01', n));
const entryArb = fc
  .record({
    date: YEAR_DAYS,
    start: fc.integer({ min: 0, max: 95 }),
    length: fc.integer({ min: 0, max: 64 }),
  })
  .map(({ date, start, length }) => day(date, start * 15, start * 15 + length * 15));
const declaredArb = fc
  .record({
    from: YEAR_DAYS,
    length: fc.integer({ min: 0, max: 120 }),
    days: fc.integer({ min: -5, max: 130 }),
  })
  .map(({ from, length, days: n }) => ({ from, to: addDays(from, length), days: n }));

describe('properties', () => {
  it('adding a day never leaves more room under the limit', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 60 }),
        fc.array(declaredArb, { maxLength: 3 }),
        entryArb,
        (entries, declared, extra) => {
          const before = shortTermCounter({ year: 2026, entries, declared });
          const after = shortTermCounter({ year: 2026, entries: [...entries, extra], declared });
          const room = (c: typeof before) => c.limit - (c.value ?? 0);
          expect(room(after)).toBeLessThanOrEqual(room(before));
          expect(after.workingDays).toBeGreaterThanOrEqual(before.workingDays);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never throws on odd records', () => {
    const odd = oddEntryArb(YEAR_DAYS);
    const oddDeclared = fc.record({ from: fc.string(), to: fc.string(), days: fc.double() });
    fc.assert(
      fc.property(fc.array(odd), fc.array(oddDeclared), fc.integer(), (entries, declared, year) => {
        expect(() => shortTermCounter({ year, entries, declared })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

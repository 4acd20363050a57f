import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@domain/shared/times/calendar-days';
import {
  minijobCounter,
  minijobYear,
  projectedEntries,
} from '@domain/shared/employment-law/minijob';
import { minimumWageCounter } from '@domain/shared/employment-law/minimum-wage';
import {
  MINIMUM_WAGES,
  minijobLimitFor,
  minijobLimitIn,
  minimumWageOn,
} from '@domain/shared/employment-law/tables';
import type { WageRate } from '@domain/shared/employment-law/wages';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { oddEntryArb } from './law-fixtures';

/*
 * The money rules: the dated minimum wage (§ 1 (2) MiLoG), the Minijob limit
 * derived from it (§ 8 (1a) SGB IV) and the Minijob's monthly earnings with the
 * occasional excess (§ 8 (1b) SGB IV).
 */

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

/** A shift of `minutes` of work from 08:00, no break. */
function work(day: string, minutes: number): WorkingTimeEntry {
  return { day, time_start: h(8), time_end: h(8) + minutes, time_break: 0, federalState: 'NI' };
}

describe('the minimum wage, dated (MiLoV4, MiLoV5)', () => {
  it('12.82 € in 2025, 13.90 € from 1 January 2026, 14.60 € from 1 January 2027', () => {
    expect(minimumWageOn('2025-12-31')).toBe(1282);
    expect(minimumWageOn('2026-01-01')).toBe(1390);
    expect(minimumWageOn('2026-12-31')).toBe(1390);
    expect(minimumWageOn('2027-01-01')).toBe(1460);
    expect(minimumWageOn('2031-06-01')).toBe(1460);
    expect(minimumWageOn('2022-09-30')).toBeUndefined();
  });

  it('the table is one line per change, oldest first', () => {
    const days = MINIMUM_WAGES.map((line) => line.from);
    expect(days).toEqual([...days].sort());
  });
});

describe('the Minijob limit: minimum wage × 130 ÷ 3, rounded up to whole euros', () => {
  it('gives the published limits: 520 € (Oct 2022), 538 € (2024), 556 € (2025), 603 € (2026), 633 € (2027)', () => {
    expect(minijobLimitIn('2022-10')).toBe(52000);
    expect(minijobLimitIn('2023-06')).toBe(52000);
    expect(minijobLimitIn('2024-01')).toBe(53800);
    expect(minijobLimitIn('2025-12')).toBe(55600);
    expect(minijobLimitIn('2026-01')).toBe(60300);
    expect(minijobLimitIn('2027-01')).toBe(63300);
  });

  it('rounds up even a cent above a whole euro, in whole cents', () => {
    // 13.90 × 130 / 3 = 602.33 → 603; 12.00 × 130 / 3 = 520.00 stays 520.
    expect(minijobLimitFor(1390)).toBe(60300);
    expect(minijobLimitFor(1200)).toBe(52000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (wage) => {
        const limit = minijobLimitFor(wage);
        expect(limit % 100).toBe(0);
        expect(limit).toBeGreaterThanOrEqual((wage * 130) / 3);
        expect(limit - 100).toBeLessThan((wage * 130) / 3);
      }),
    );
  });
});

describe('§ 1 (2) MiLoG: every worked day at or above the minimum of that day', () => {
  const wages: WageRate[] = [{ validFrom: '2025-01-01', centsPerHour: 1390 }];

  it('13.90 € is enough in 2026 and too little from 1 January 2027', () => {
    const counter = minimumWageCounter({
      entries: [work('2026-12-30', h(8)), work('2027-01-02', h(8))],
      wages,
    });
    expect(counter).toMatchObject({
      code: 'minimum_wage',
      paragraph: '§ 1 Abs. 2 MiLoG',
      state: 'over',
      value: 1,
      limit: 0,
      belowDays: [{ day: '2027-01-02', wageCents: 1390, minimumCents: 1460 }],
    });
  });

  it("a night from New Year's Eve into 1 January meets the new minimum", () => {
    const night = { ...work('2026-12-31', 0), time_start: h(22), time_end: h(30) };
    expect(minimumWageCounter({ entries: [night], wages }).belowDays).toEqual([
      { day: '2026-12-31', wageCents: 1390, minimumCents: 1460 },
    ]);
  });

  it('a raise valid from the day is enough; exactly the minimum is enough', () => {
    const raised = [...wages, { validFrom: '2027-01-01', centsPerHour: 1460 }];
    expect(minimumWageCounter({ entries: [work('2027-01-02', h(8))], wages: raised }).state).toBe(
      'ok',
    );
  });

  it('no wage: "wage missing", never a pass', () => {
    const counter = minimumWageCounter({ entries: [work('2026-03-02', h(8))], wages: [] });
    expect(counter).toMatchObject({ state: 'wage_missing', missingWageDays: ['2026-03-02'] });
  });
});

describe('the Minijob: earnings per month against the limit in force', () => {
  const wages: WageRate[] = [
    { validFrom: '2026-01-01', centsPerHour: 1500 },
    { validFrom: '2026-03-16', centsPerHour: 1600 },
  ];

  it('hours × the wage valid on each day', () => {
    // 10 h at 15 € before the raise, 10 h at 16 € after it.
    const counter = minijobCounter({
      entries: [work('2026-03-02', h(10)), work('2026-03-16', h(10))],
      wages,
      month: '2026-03',
    });
    expect(counter).toMatchObject({
      code: 'minijob_earnings',
      paragraph: '§ 8 Abs. 1 Nr. 1 SGB IV',
      earningsCents: 31000,
      limitCents: 60300,
      state: 'ok',
    });
  });

  it('exactly the limit is within it; one cent more is an excess; from 90 % it is near', () => {
    const at = (cents: number) =>
      minijobCounter({
        // 1 minute at 60 × cents per hour earns `cents`.
        entries: [work('2026-05-04', 1)],
        wages: [{ validFrom: '2026-01-01', centsPerHour: cents * 60 }],
        month: '2026-05',
      });
    expect(at(60300)).toMatchObject({ earningsCents: 60300, state: 'near' });
    expect(at(54270).state).toBe('near');
    expect(at(54269).state).toBe('ok');
    expect(at(60301).state).toBe('allowed_excess');
  });

  it('an occasional excess: up to twice the limit in at most two months of the twelve up to it', () => {
    const wage = [{ validFrom: '2026-01-01', centsPerHour: 1500 }];
    // 50 h × 15 € = 750 € in February, April and June 2026.
    const entries = ['2026-02-02', '2026-04-06', '2026-06-01'].map((d) => work(d, h(50)));
    const year = minijobYear({ entries, wages: wage, year: 2026 });
    expect(year.map((month) => month.state)).toEqual([
      'ok',
      'allowed_excess',
      'ok',
      'allowed_excess',
      'ok',
      'over',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(year[5]).toMatchObject({ excessMonths: 3 });
    // February 2027 looks back to March 2026: April and June are still in it.
    const next = minijobCounter({
      entries: [...entries, work('2027-02-01', h(50))],
      wages: wage,
      month: '2027-02',
    });
    expect(next).toMatchObject({ excessMonths: 3, state: 'over' });
  });

  it('more than twice the limit is never an allowed excess', () => {
    const counter = minijobCounter({
      entries: ['2026-07-06', '2026-07-13', '2026-07-20'].map((d) => work(d, h(30))),
      wages: [{ validFrom: '2026-01-01', centsPerHour: 1500 }],
      month: '2026-07',
    });
    expect(counter).toMatchObject({ earningsCents: 135000, state: 'over' });
  });

  it('no wage: "wage missing", never 0 €', () => {
    const counter = minijobCounter({
      entries: [work('2026-05-04', h(8))],
      wages: [],
      month: '2026-05',
    });
    expect(counter).toMatchObject({
      state: 'wage_missing',
      value: null,
      earningsCents: null,
      missingWageDays: ['2026-05-04'],
    });
    // A month without work needs no wage.
    expect(minijobCounter({ entries: [], wages: [], month: '2026-05' }).state).toBe('ok');
  });

  it('a night shift is paid in real hours: 22:00–06:00 into 25 Oct 2026 is 9 hours', () => {
    const night = { ...work('2026-10-24', 0), time_start: h(22), time_end: h(30) };
    const counter = minijobCounter({
      entries: [night],
      wages: [{ validFrom: '2026-01-01', centsPerHour: 1500 }],
      month: '2026-10',
    });
    expect(counter.earningsCents).toBe(13500);
  });

  it('the projection of a month: worked days, and planned days not yet worked', () => {
    const worked = [work('2026-05-04', h(8))];
    const planned = [work('2026-05-04', h(10)), work('2026-05-20', h(10))];
    const entries = projectedEntries(worked, planned);
    expect(entries.map((e) => e.day)).toEqual(['2026-05-04', '2026-05-20']);
    expect(minijobCounter({ entries, wages, month: '2026-05' }).earningsCents).toBe(
      8 * 1600 + 10 * 1600,
    );
  });
});

describe('properties', () => {
  const dayArb = fc.integer({ min: 0, max: 729 }).map((n) => addDays('2026-01-01', n));
  const entryArb = fc
    .record({ day: dayArb, minutes: fc.integer({ min: 0, max: 720 }) })
    .map(({ day, minutes }) => work(day, minutes));
  const wageArb = fc.array(
    fc.record({ validFrom: dayArb, centsPerHour: fc.integer({ min: 0, max: 5000 }) }),
    { minLength: 1, maxLength: 3 },
  );

  it("adding a day never lowers a month's earnings", () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 30 }),
        entryArb,
        wageArb,
        (entries, extra, wages) => {
          const month = extra.day.slice(0, 7);
          const before = minijobCounter({ entries, wages, month });
          const after = minijobCounter({ entries: [...entries, extra], wages, month });
          expect(after.knownEarningsCents).toBeGreaterThanOrEqual(before.knownEarningsCents);
          expect(after.excessMonths).toBeGreaterThanOrEqual(before.excessMonths);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws on odd records', () => {
    const odd = oddEntryArb(dayArb);
    const oddWage = fc.record({ validFrom: fc.string(), centsPerHour: fc.double() });
    fc.assert(
      fc.property(fc.array(odd), fc.array(oddWage), fc.string(), (entries, wages, month) => {
        expect(() => minijobCounter({ entries, wages, month })).not.toThrow();
        expect(() => minimumWageCounter({ entries, wages })).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

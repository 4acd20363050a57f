import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '@domain/shared/times/calendar-days';
import { assignmentCheck } from '@domain/shared/employment-law/assignment-check';
import { isNearLimit, NEAR_LIMIT, type CounterState } from '@domain/shared/employment-law/counter';
import {
  personCounters,
  yearScope,
  type EmploymentStatus,
  type PersonLaw,
} from '@domain/shared/employment-law/person-counters';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { oddEntryArb } from './law-fixtures';

/*
 * The office's check before an assignment: the counters before and after the
 * new days, and whether a limit is crossed (blocking unless overridden).
 */

const h = (hours: number) => hours * 60;

function work(day: string, minutes = h(8), start = h(8)): WorkingTimeEntry {
  return { day, time_start: start, time_end: start + minutes, time_break: 0, federalState: 'NI' };
}

/** The first `count` Tuesdays and Thursdays of 2026 from `from` on. */
function spreadDays(count: number, from = '2026-01-01'): WorkingTimeEntry[] {
  const list: WorkingTimeEntry[] = [];
  for (let day = from; list.length < count; day = addDays(day, 1)) {
    if ([2, 4].includes(isoWeekday(day))) list.push(work(day));
  }
  return list;
}

const WAGES = [{ validFrom: '2025-01-01', centsPerHour: 1500 }];
const person = (status: EmploymentStatus, extra: Partial<PersonLaw> = {}): PersonLaw => ({
  status,
  wages: WAGES,
  ...extra,
});

describe('what new days would do', () => {
  it('a short-term employee at 65 days: five more reach exactly 70 and pass; six cross and block', () => {
    const existing = spreadDays(65);
    const next = spreadDays(6, '2026-10-01');
    const five = assignmentCheck(person('short_term'), existing, next.slice(0, 5));
    expect(five.blocking).toBe(false);
    const six = assignmentCheck(person('short_term'), existing, next);
    expect(six.blocking).toBe(true);
    const change = six.changes.find((c) => c.after.code === 'short_term_days');
    expect(change).toMatchObject({
      before: { value: 65, state: 'near' },
      after: { value: 71, state: 'over' },
      crossed: true,
    });
  });

  it('declared days elsewhere count: 60 declared + 11 here cross 70', () => {
    const declared = [{ from: '2026-02-02', to: '2026-05-29', days: 60 }];
    const check = assignmentCheck(
      person('short_term', { declaredShortTerm: declared }),
      spreadDays(10, '2026-06-01'),
      [work('2026-09-01')],
    );
    expect(check.blocking).toBe(true);
  });

  it('one more day past the limit blocks again', () => {
    const check = assignmentCheck(person('short_term'), spreadDays(75), [work('2026-12-01')]);
    expect(check.blocking).toBe(true);
  });

  it('a Minijob month pushed over the limit is an excess that needs the override', () => {
    // 40 h × 15 € = 600 € in May 2026; 2 h more → 630 € of 603 €.
    const existing = [
      work('2026-05-04', h(10)),
      work('2026-05-05', h(10)),
      work('2026-05-06', h(10)),
      work('2026-05-07', h(10)),
    ];
    const check = assignmentCheck(person('minijob'), existing, [work('2026-05-20', h(2))]);
    const change = check.changes.find((c) => c.after.code === 'minijob_earnings');
    expect(change).toMatchObject({
      before: { state: 'near', value: 60000 },
      after: { state: 'allowed_excess', value: 63000, month: '2026-05' },
      crossed: true,
    });
    expect(check.blocking).toBe(true);
  });

  it('a Minijob without a wage: "wage missing", shown but not blocking', () => {
    const check = assignmentCheck(person('minijob', { wages: [] }), [], [work('2026-05-20')]);
    const states = check.changes.map((c) => `${c.after.code}:${c.after.state}`);
    expect(states).toContain('minijob_earnings:wage_missing');
    expect(states).toContain('minimum_wage:wage_missing');
    expect(check.blocking).toBe(false);
  });

  it('a student at 16 hours in a lecture week: 5 more hours cross 20', () => {
    const student = person('student', {
      lecturePeriods: [{ from: '2026-04-13', to: '2026-07-17' }],
    });
    const check = assignmentCheck(student, [work('2026-05-04', h(16))], [work('2026-05-06', h(5))]);
    expect(check.blocking).toBe(true);
    expect(check.changes.map((c) => c.after.code)).toEqual([
      'student_week_hours',
      'student_long_weeks',
      'minimum_wage',
      'free_sundays',
      'substitute_rest_day',
    ]);
  });

  it('a wage below the minimum blocks for every status', () => {
    const low = person('insured', { wages: [{ validFrom: '2025-01-01', centsPerHour: 1300 }] });
    const check = assignmentCheck(low, [], [work('2026-03-03')]);
    expect(check.blocking).toBe(true);
    expect(check.changes.map((c) => c.after.code)).toEqual([
      'minimum_wage',
      'free_sundays',
      'substitute_rest_day',
    ]);
  });

  it('no candidates, or none that can be read: nothing to check', () => {
    expect(assignmentCheck(person('short_term'), spreadDays(80), [])).toEqual({
      changes: [],
      blocking: false,
    });
    const odd = { ...work('2026-03-03'), day: 'morgen' };
    expect(assignmentCheck(person('short_term'), [], [odd]).blocking).toBe(false);
  });
});

describe('"nah an einer Grenze": one predicate for the staff list', () => {
  it('near, past or an allowed excess; not ok and not a missing wage', () => {
    const states: CounterState[] = ['ok', 'near', 'over', 'allowed_excess', 'wage_missing'];
    expect(states.map((state) => isNearLimit({ state }))).toEqual([false, true, true, true, false]);
  });

  it('begins at 60 short-term days and 90 % of the Minijob limit', () => {
    expect(NEAR_LIMIT.shortTermWorkingDays).toBe(60);
    expect(NEAR_LIMIT.minijobShare).toBe(0.9);
    const scope = yearScope(2026, '2026-05');
    const at = (n: number) =>
      personCounters(person('short_term'), spreadDays(n), scope).some(isNearLimit);
    expect(at(59)).toBe(false);
    expect(at(60)).toBe(true);
  });
});

describe('properties', () => {
  const dayArb = fc.integer({ min: 0, max: 364 }).map((n) => addDays('2026-01-01', n));
  const entryArb = fc
    .record({
      day: dayArb,
      start: fc.integer({ min: 0, max: 95 }),
      minutes: fc.integer({ min: 0, max: 900 }),
    })
    .map(({ day, start, minutes }) => work(day, minutes, start * 15));
  const statusArb = fc.constantFrom<EmploymentStatus>(
    'short_term',
    'minijob',
    'student',
    'insured',
    'other',
  );

  it('new days never leave a counter more room, and block exactly when one crosses', () => {
    fc.assert(
      fc.property(
        statusArb,
        fc.array(entryArb, { maxLength: 60 }),
        fc.array(entryArb, { minLength: 1, maxLength: 5 }),
        (status, existing, candidates) => {
          const check = assignmentCheck(
            person(status, { lecturePeriods: [{ from: '2026-04-13', to: '2026-07-17' }] }),
            existing,
            candidates,
          );
          for (const { before, after } of check.changes) {
            if (before.value === null || after.value === null) continue;
            expect(after.limit - after.value).toBeLessThanOrEqual(before.limit - before.value);
          }
          expect(check.blocking).toBe(check.changes.some((change) => change.crossed));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never throws on odd records', () => {
    const odd = oddEntryArb(dayArb);
    const oddPerson = fc.record({
      status: statusArb,
      wages: fc.array(fc.record({ validFrom: fc.string(), centsPerHour: fc.double() })),
      lecturePeriods: fc.array(fc.record({ from: fc.string(), to: fc.string() })),
      declaredShortTerm: fc.array(
        fc.record({ from: fc.string(), to: fc.string(), days: fc.double() }),
      ),
    });
    fc.assert(
      fc.property(
        oddPerson,
        fc.array(odd),
        fc.array(odd, { maxLength: 4 }),
        (who, existing, candidates) => {
          expect(() => assignmentCheck(who, existing, candidates)).not.toThrow();
        },
      ),
      { numRuns: 200 },
    );
  });
});

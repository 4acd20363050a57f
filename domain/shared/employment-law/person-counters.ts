import { yearOf } from '@domain/shared/times/calendar-days';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { minijobCounters, type MinijobCounter } from './minijob';
import { minimumWageCounter, type MinimumWageCounter } from './minimum-wage';
import { shortTermCounter, type DeclaredShortTermJob, type ShortTermCounter } from './short-term';
import {
  studentCounters,
  type LecturePeriod,
  type StudentLongWeeksCounter,
  type StudentWeekCounter,
} from './student';
import { sundayCounters, type FreeSundaysCounter, type SubstituteRestCounter } from './sundays';
import type { EmploymentStatus } from './statuses';
import type { WageRate } from './wages';

/*
 * Which counters a person has, by employment status, over a scope of days
 * (docs/product/employment-law.md). The minimum wage and § 11 ArbZG hold for
 * everyone; the status adds its own limit.
 */

export type { EmploymentStatus } from './statuses';

/** What the rules need of a person besides the days. */
export type PersonLaw = {
  status: EmploymentStatus;
  /** The hourly wage with its history. */
  wages: readonly WageRate[];
  /** Students: the lecture periods of their university. */
  lecturePeriods?: readonly LecturePeriod[];
  /** Short-term: earlier short-term jobs of the year at other employers, as declared. */
  declaredShortTerm?: readonly DeclaredShortTermJob[];
};

/** Any counter of the rule set. */
export type LawCounter =
  | ShortTermCounter
  | MinijobCounter
  | MinimumWageCounter
  | StudentWeekCounter
  | StudentLongWeeksCounter
  | FreeSundaysCounter
  | SubstituteRestCounter;

/** The code of any counter. */
export type LawCounterCode = LawCounter['code'];

/** The days a set of counters looks at: calendar years, months and a range of days. */
export type CounterScope = {
  years: readonly number[];
  /** yyyy-MM. */
  months: readonly string[];
  /** ISO days, both included: the minimum wage's days and the students' weeks. */
  from: string;
  to: string;
};

/** The scope of one year and one month of it: the staff list's "this year, this month". */
export function yearScope(year: number, month: string): CounterScope {
  return { years: [year], months: [month], from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * The counters of a person over a scope, from their entries (planned or
 * worked: the caller decides which, and they should reach a year back for the
 * Minijob's and the student's look-back and eight weeks around for § 11).
 * Order: the status's own counters, then the minimum wage, then § 11.
 */
export function personCounters(
  person: PersonLaw,
  entries: readonly WorkingTimeEntry[],
  scope: CounterScope,
): LawCounter[] {
  const counters: LawCounter[] = [];
  if (person.status === 'short_term') {
    for (const year of scope.years) {
      counters.push(shortTermCounter({ year, entries, declared: person.declaredShortTerm }));
    }
  }
  if (person.status === 'minijob') {
    counters.push(...minijobCounters({ entries, wages: person.wages, months: scope.months }));
  }
  if (person.status === 'student') {
    const lecturePeriods = person.lecturePeriods ?? [];
    counters.push(...studentCounters({ entries, lecturePeriods, from: scope.from, to: scope.to }));
  }
  counters.push(
    minimumWageCounter({ entries, wages: person.wages, from: scope.from, to: scope.to }),
  );
  for (const year of scope.years) counters.push(...sundayCounters({ entries, year }));
  return counters;
}

/** The scope of some new days: their years, months and first to last day. */
export function scopeOfDays(days: readonly string[]): CounterScope | undefined {
  const sorted = [...new Set(days)].sort();
  const from = sorted[0];
  const to = sorted.at(-1);
  if (from === undefined || to === undefined) return undefined;
  return {
    years: [...new Set(sorted.map(yearOf))],
    months: [...new Set(sorted.map((day) => day.slice(0, 7)))],
    from,
    to,
  };
}

import { addMonths } from '@domain/shared/times/calendar-days';
import { isIsoDay } from '@domain/shared/times/fair-days';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';
import { isPastLimit, stateRank } from './counter';
import { personCounters, scopeOfDays, type LawCounter, type PersonLaw } from './person-counters';

/*
 * What new days would do to a person's counters (docs/product/employment-law.md):
 * the office's check before an assignment (singly, in bulk, from the
 * proposals). A limit crossed blocks the assignment unless the office
 * overrides it with a reason; the check only says so.
 */

/** One counter before and after the new days. */
export type CounterChange = {
  before: LawCounter;
  after: LawCounter;
  /** The new days take the counter past its limit, or further past it. */
  crossed: boolean;
};

/** The answer of the check: every counter looked at, and whether the assignment must wait. */
export type AssignmentCheck = {
  changes: CounterChange[];
  /** Some counter crossed its limit: the assignment waits for an override with a reason. */
  blocking: boolean;
};

/**
 * True when `after` lies past its limit and the new days made it worse: a
 * worse state, or a higher value in the same state (one more day over 70).
 */
export function crossesLimit(before: LawCounter, after: LawCounter): boolean {
  if (!isPastLimit(after.state)) return false;
  return (
    stateRank(after.state) > stateRank(before.state) || (after.value ?? 0) > (before.value ?? 0)
  );
}

/**
 * The counters of the years, months and weeks the candidate days touch,
 * before and after adding them to the person's existing days (planned or
 * worked: the caller decides), and whether a limit is crossed. Candidates
 * that cannot be read change nothing. The check of an empty candidate list
 * has no changes and does not block.
 */
export function assignmentCheck(
  person: PersonLaw,
  existing: readonly WorkingTimeEntry[],
  candidates: readonly WorkingTimeEntry[],
): AssignmentCheck {
  const readable = candidates.filter((entry) => isIsoDay(entry.day));
  const scope = scopeOfDays(readable.map((entry) => entry.day));
  if (!scope) return { changes: [], blocking: false };
  // A month above the Minijob limit counts against the eleven after it (§ 8 (1b) SGB IV):
  // those are looked at too and shown when the new days change them.
  const touched = new Set(scope.months);
  const later = scope.months.flatMap((month) =>
    Array.from({ length: 11 }, (_, index) => addMonths(month, index + 1)),
  );
  const months = [...new Set([...scope.months, ...later])].sort();
  const wide = { ...scope, months };
  const before = personCounters(person, existing, wide);
  const after = personCounters(person, [...existing, ...readable], wide);
  const changes = after
    .map((counter, index) => {
      const earlier = before[index] ?? counter;
      return { before: earlier, after: counter, crossed: crossesLimit(earlier, counter) };
    })
    .filter(
      ({ before: earlier, after: counter }) =>
        counter.code !== 'minijob_earnings' ||
        touched.has(counter.month) ||
        earlier.state !== counter.state,
    );
  return { changes, blocking: changes.some((change) => change.crossed) };
}

/*
 * What every counter of employment law answers (docs/product/employment-law.md):
 * its code and the rule's paragraph, its value against its limit (a value
 * above the limit breaks the rule), and a state. The screens word a counter in
 * German and English from its code and values, as they do the working-time
 * warnings (src/features/buero/lib/employment-law-texts.ts).
 */

/**
 * - `ok`: within the limit and not near it;
 * - `near`: within the limit, but close (NEAR_LIMIT);
 * - `over`: past the limit;
 * - `allowed_excess`: past the limit in a way the law tolerates when it was
 *   unforeseeable (the Minijob's occasional excess, § 8 (1b) SGB IV);
 * - `wage_missing`: a day without a wage, so the money cannot be counted.
 */
export const COUNTER_STATES = ['ok', 'near', 'over', 'allowed_excess', 'wage_missing'] as const;
export type CounterState = (typeof COUNTER_STATES)[number];

/** The fields every counter has. */
export type CounterBase<Code extends string, Paragraph extends string> = {
  code: Code;
  paragraph: Paragraph;
  state: CounterState;
  /** What was counted, in the counter's unit; null when it cannot be counted (wage missing). */
  value: number | null;
  /** The most the rule allows, in the same unit. */
  limit: number;
};

/**
 * Where "near a limit" begins, defined once: the counters' states and the
 * staff list's filter "nah an einer Grenze" read these.
 */
export const NEAR_LIMIT = {
  /** Short-term employment: from 60 of 70 working days (10 before the limit)… */
  shortTermWorkingDays: 60,
  /** …or from 80 of 90 calendar days. */
  shortTermCalendarDays: 80,
  /** Minijob: from 90 % of the limit. */
  minijobShare: 0.9,
  /** Student: from 18 of 20 hours in a lecture week. */
  studentWeekMinutes: 18 * 60,
  /** Student: from 23 of 26 weeks above 20 hours. */
  studentLongWeeks: 23,
  /** Sundays: from three Sundays before the last one that may be worked. */
  sundaysBeforeLimit: 3,
} as const;

/** The state of a value against its limit and where "near" begins. */
export function stateOf(value: number, limit: number, nearFrom: number): CounterState {
  if (value > limit) return 'over';
  if (value >= nearFrom) return 'near';
  return 'ok';
}

/** States past the limit: they block an assignment unless the office overrides. */
export function isPastLimit(state: CounterState): boolean {
  return state === 'over' || state === 'allowed_excess';
}

/**
 * The predicate of the staff list's filter "nah an einer Grenze": a counter
 * near or past its limit. A missing wage is not near a limit (it is shown on
 * its own).
 */
export function isNearLimit(counter: { state: CounterState }): boolean {
  return counter.state === 'near' || isPastLimit(counter.state);
}

/** How bad a state is, for comparing a counter before and after new days. */
export function stateRank(state: CounterState): number {
  switch (state) {
    case 'ok':
      return 0;
    case 'wage_missing':
      return 1;
    case 'near':
      return 2;
    case 'allowed_excess':
      return 3;
    case 'over':
      return 4;
  }
}

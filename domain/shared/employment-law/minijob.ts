import { addMonths, monthOf } from '@domain/shared/times/calendar-days';
import { workPieces, type WorkingTimeEntry } from '@domain/shared/times/working-days';
import { NEAR_LIMIT, stateOf, type CounterBase, type CounterState } from './counter';
import { FIRST_COUNTED_DAY, MINIMUM_WAGES, minijobLimitFor, minijobLimitIn } from './tables';
import { usableWages, wageOn, type WageRate } from './wages';

/*
 * The Minijob (geringfügig entlohnte Beschäftigung, § 8 (1) no. 1 SGB IV):
 * the earnings of a month against the limit in force (domain/shared/employment-law/tables.ts),
 * with the occasional excess § 8 (1b) SGB IV tolerates: "in nicht mehr als
 * zwei Kalendermonaten um jeweils einen Betrag bis zur Höhe der
 * Geringfügigkeitsgrenze" within the year up to the month (docs/product/employment-law.md).
 */

export const MINIJOB_PARAGRAPH = '§ 8 Abs. 1 Nr. 1 SGB IV';
/** Months above the limit the law tolerates within the twelve months up to one of them. */
export const MAX_EXCESS_MONTHS = 2;

/** The Minijob counter of one month. */
export type MinijobCounter = CounterBase<'minijob_earnings', typeof MINIJOB_PARAGRAPH> & {
  /** yyyy-MM. */
  month: string;
  /** Earnings in cents (hours × the wage valid on each day); null when a wage is missing. */
  earningsCents: number | null;
  /** Earnings of the days that have a wage. */
  knownEarningsCents: number;
  limitCents: number;
  /** Months above their limit in the twelve months up to this one, this one included. */
  excessMonths: number;
  /** Days of the month with work but no wage valid on them. */
  missingWageDays: string[];
};

type MonthSum = { minuteCents: number; missing: Set<string> };

/** Earnings per month, as minutes × cents (exact), and the days without a wage. */
function monthSums(entries: readonly WorkingTimeEntry[], wages: readonly WageRate[]) {
  const usable = usableWages(wages);
  const months = new Map<string, MonthSum>();
  for (const piece of workPieces(entries)) {
    if (piece.day < FIRST_COUNTED_DAY) continue;
    const month = monthOf(piece.day);
    const sum = months.get(month) ?? { minuteCents: 0, missing: new Set<string>() };
    const wage = wageOn(usable, piece.day);
    if (wage === undefined) sum.missing.add(piece.day);
    else sum.minuteCents += piece.workedMinutes * wage;
    months.set(month, sum);
  }
  return months;
}

const limitOf = (month: string) =>
  minijobLimitIn(month) ?? minijobLimitFor(MINIMUM_WAGES[0]?.centsPerHour ?? 0);

const centsOf = (sum: MonthSum | undefined) => Math.round((sum?.minuteCents ?? 0) / 60);

function counterOf(months: Map<string, MonthSum>, month: string): MinijobCounter {
  const sum = months.get(month);
  const known = centsOf(sum);
  const limitCents = limitOf(month);
  let excessMonths = 0;
  for (let back = 0; back < 12; back += 1) {
    const earlier = addMonths(month, -back);
    if (centsOf(months.get(earlier)) > limitOf(earlier)) excessMonths += 1;
  }
  const missing = [...(sum?.missing ?? [])].sort();
  let state: CounterState;
  if (known > limitCents) {
    const tolerated = known <= 2 * limitCents && excessMonths <= MAX_EXCESS_MONTHS;
    state = tolerated ? 'allowed_excess' : 'over';
  } else if (missing.length > 0) state = 'wage_missing';
  else state = stateOf(known, limitCents, Math.ceil(limitCents * NEAR_LIMIT.minijobShare));
  const earningsCents = state === 'wage_missing' ? null : known;
  return {
    code: 'minijob_earnings',
    paragraph: MINIJOB_PARAGRAPH,
    state,
    value: earningsCents,
    limit: limitCents,
    month,
    earningsCents,
    knownEarningsCents: known,
    limitCents,
    excessMonths,
    missingWageDays: missing,
  };
}

/**
 * The Minijob counters of some months (yyyy-MM) from the person's entries and
 * wage history: hours are real worked time (night and summer time included),
 * each day at the wage valid on the day the shift starts. A day with work and
 * no wage makes the month "wage missing", never 0 €, unless the known earnings
 * alone already pass the limit. Above the limit, a month is an allowed excess
 * when it stays within twice the limit and at most two months of the twelve
 * up to it are above their limits (the entries must reach back that far).
 */
export function minijobCounters(input: {
  entries: readonly WorkingTimeEntry[];
  wages: readonly WageRate[];
  months: readonly string[];
}): MinijobCounter[] {
  const sums = monthSums(input.entries, input.wages);
  return input.months.map((month) => counterOf(sums, month));
}

/** The Minijob counter of one month (see minijobCounters). */
export function minijobCounter(input: {
  entries: readonly WorkingTimeEntry[];
  wages: readonly WageRate[];
  month: string;
}): MinijobCounter {
  return counterOf(monthSums(input.entries, input.wages), input.month);
}

/** The Minijob counters of the twelve months of a year, January first. */
export function minijobYear(input: {
  entries: readonly WorkingTimeEntry[];
  wages: readonly WageRate[];
  year: number;
}): MinijobCounter[] {
  const months = Array.from(
    { length: 12 },
    (_, index) => `${input.year}-${String(index + 1).padStart(2, '0')}`,
  );
  return minijobCounters({ ...input, months });
}

/**
 * The entries a month's projection reads: every worked entry, and the planned
 * entries of the days without one (a past planned day whose times are not
 * entered yet still counts as planned).
 */
export function projectedEntries(
  worked: readonly WorkingTimeEntry[],
  planned: readonly WorkingTimeEntry[],
): WorkingTimeEntry[] {
  const workedDays = new Set(worked.map((entry) => entry.day));
  return [...worked, ...planned.filter((entry) => !workedDays.has(entry.day))];
}

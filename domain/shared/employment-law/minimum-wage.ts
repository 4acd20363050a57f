import { workPieces, type WorkingTimeEntry } from '@domain/shared/times/working-days';
import type { CounterBase } from './counter';
import { FIRST_COUNTED_DAY, minimumWageOn } from './tables';
import { usableWages, wageOn, type WageRate } from './wages';

/*
 * The statutory minimum wage, § 1 (2) MiLoG: every hour worked is paid at
 * least the minimum in force when it is worked (domain/shared/employment-law/tables.ts;
 * docs/product/employment-law.md).
 */

export const MINIMUM_WAGE_PARAGRAPH = '§ 1 Abs. 2 MiLoG';

/** A worked day whose wage lies below the minimum. */
export type BelowMinimumDay = { day: string; wageCents: number; minimumCents: number };

/** The minimum-wage counter over a range of days. */
export type MinimumWageCounter = CounterBase<'minimum_wage', typeof MINIMUM_WAGE_PARAGRAPH> & {
  /** Days paid below the minimum, by day; their number is the counter's value (limit 0). */
  belowDays: BelowMinimumDay[];
  /** Days with work and no wage valid on them. */
  missingWageDays: string[];
};

/**
 * The minimum-wage counter over the entries from `from` to `to` (ISO days,
 * both included; absent: all): the wage valid on the day a shift starts
 * against the highest minimum of the days the shift has time on, so a night
 * into 1 January meets the new minimum. `over` when a day is paid below it,
 * `wage_missing` when a day has no wage, otherwise `ok`.
 */
export function minimumWageCounter(input: {
  entries: readonly WorkingTimeEntry[];
  wages: readonly WageRate[];
  from?: string;
  to?: string;
}): MinimumWageCounter {
  const wages = usableWages(input.wages);
  const below = new Map<string, BelowMinimumDay>();
  const missing = new Set<string>();
  for (const piece of workPieces(input.entries)) {
    const { day } = piece;
    if (day < FIRST_COUNTED_DAY) continue;
    if ((input.from && day < input.from) || (input.to && day > input.to)) continue;
    const minimum = Math.max(
      ...piece.calendarDays.map((calendarDay) => minimumWageOn(calendarDay) ?? 0),
    );
    const wage = wageOn(wages, day);
    if (wage === undefined) missing.add(day);
    else if (wage < minimum) {
      const known = below.get(day);
      if (!known || known.minimumCents < minimum) {
        below.set(day, { day, wageCents: wage, minimumCents: minimum });
      }
    }
  }
  const belowDays = [...below.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  return {
    code: 'minimum_wage',
    paragraph: MINIMUM_WAGE_PARAGRAPH,
    state: belowDays.length > 0 ? 'over' : missing.size > 0 ? 'wage_missing' : 'ok',
    value: belowDays.length,
    limit: 0,
    belowDays,
    missingWageDays: [...missing].sort(),
  };
}

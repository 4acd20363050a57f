import * as v from 'valibot';
import { addMonths, yearOf } from '@domain/shared/times/calendar-days';
import { isPastLimit } from './counter';
import type { CounterScope, LawCounter } from './person-counters';
import { lawCounterSchema } from './record-contract';
import { EMPLOYMENT_STATUSES, type EmploymentStatus } from './statuses';

/*
 * What the review and the payroll and month-close preflights list of
 * employment law (issue 27, docs/product/employment-law.md): per person, the
 * counters of the worked days past their limit (over, allowed excess; a wage
 * below the minimum is the minimum-wage counter past its limit of 0 days)
 * and, for people whose status is recorded, a missing wage. The counters
 * come from domain/shared/employment-law via server/records/employment-law.ts;
 * nothing here counts a limit.
 */

/** The scope of a period of days: its years, every month it touches, and its days. */
export function periodScope(period: { from: string; to: string }): CounterScope {
  const months: string[] = [];
  // Counted, not compared as text: past 9999-12 the next month is '10000-01', which sorts first.
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  const count = index(period.to) - index(period.from);
  const first = period.from.slice(0, 7);
  for (let step = 0; step <= count; step += 1) months.push(addMonths(first, step));
  const years: number[] = [];
  for (let year = yearOf(period.from); year <= yearOf(period.to); year += 1) years.push(year);
  return { years, months, from: period.from, to: period.to };
}

/**
 * The counters to list of a person, in the counters' order: past the limit,
 * or a missing wage when the status is recorded (without a status the office
 * has not begun to keep the person's law data, so a missing wage says nothing).
 */
export function countersToList(
  counters: readonly LawCounter[],
  status: EmploymentStatus | null,
): LawCounter[] {
  return counters.filter(
    (counter) =>
      isPastLimit(counter.state) || (status !== null && counter.state === 'wage_missing'),
  );
}

/** One person with something to list, as the API gives it. */
export const lawFindingSchema = v.looseObject({
  /** The staff record (bewerber) id. */
  bewerber_id: v.number(),
  firstname: v.string(),
  lastname: v.string(),
  employment_status: v.nullable(v.picklist(EMPLOYMENT_STATUSES)),
  /** The worked counters past their limit or without a wage (LawCounter as JSON). */
  counters: v.array(lawCounterSchema),
});
export type LawFinding = v.InferOutput<typeof lawFindingSchema>;

/** The employment-law part of a preflight: the period counted and the people to list. */
export const lawFindingsSchema = v.looseObject({
  period: v.looseObject({ from: v.string(), to: v.string() }),
  people: v.array(lawFindingSchema),
});
export type LawFindings = v.InferOutput<typeof lawFindingsSchema>;

import type { FederalState } from '@domain/shared/federal-states';
import { fairDays, type FairRange } from '@domain/shared/times/fair-days';
import type { WorkingTimeEntry } from '@domain/shared/times/working-days';

/*
 * The planned days of a booking as the counters read them (issue 27,
 * docs/product/employment-law.md): a person booked on a fair/customer pair
 * works every day of the fair. A booked day has no times yet, so it counts as
 * the planned shift below: eight hours of work, the usual fair day. The
 * counters of worked days read the timesheet instead.
 */

/** A planned day's shift: 09:00–17:30 with 30 minutes of break, eight hours of work. */
export const PLANNED_SHIFT = {
  time_start: 9 * 60,
  time_end: 17 * 60 + 30,
  time_break: 30,
} as const;

/** The booked days of a fair that lie within a window (both ends included), as planned shifts. */
export function plannedEntries(
  fair: FairRange & { federalState: FederalState | null },
  window: { from: string; to: string },
): WorkingTimeEntry[] {
  return fairDays(fair)
    .filter((day) => day >= window.from && day <= window.to)
    .map((day) => ({ day, ...PLANNED_SHIFT, federalState: fair.federalState }));
}

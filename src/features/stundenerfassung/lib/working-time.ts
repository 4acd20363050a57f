import type { FederalState } from '@domain/shared/federal-states';
import { addDays } from '@domain/shared/times/calendar-days';
import { hasWorkTime, type StoredTimeEntry } from '@domain/shared/times/time';
import {
  warningsTouchingDay,
  workingTimeWarnings,
  type WorkingTimeEntry,
  type WorkingTimeWarning,
} from '@domain/shared/times/working-time-law';
import type { TimeRow } from '../data/db';

/*
 * The working-time law on the tablet (docs/product/working-time-law.md): the
 * rules of domain/shared/times/working-time-law.ts over what this device knows of a
 * person. § 5 (rest between two working days) looks at the person's days on
 * every pair the device has; days on fairs of other supervisors are not here,
 * so the tablet can miss a short rest the office review (all fairs) sees.
 */

/** The day before, the day itself and the day after (ISO days). */
export function neighbourDays(day: string): [string, string, string] {
  return [addDays(day, -1), day, addDays(day, 1)];
}

/** A stored time with the federal state of its fair, as the rules read it. */
export type LawRow = TimeRow & { federalState: FederalState | null };

/**
 * The warnings that concern `day` for one person: `rows` are the person's
 * stored days near it (any pair); `draft` replaces the stored row of its key
 * (the form's values before saving).
 */
export function personDayWarnings(
  rows: readonly LawRow[],
  day: string,
  draft?: { key: string; federalState: FederalState | null; entry: StoredTimeEntry },
): WorkingTimeWarning[] {
  const entries: WorkingTimeEntry[] = rows
    .filter((row) => row.key !== draft?.key)
    .map((row) => ({ ...row, federalState: row.federalState }));
  if (draft && hasWorkTime(draft.entry)) {
    entries.push({ ...draft.entry, day, federalState: draft.federalState });
  }
  return warningsTouchingDay(workingTimeWarnings(entries), day);
}

/** The warnings of `day` per person, from the rows of everyone near that day. */
export function warningsByStaff(
  rows: readonly LawRow[],
  day: string,
): Map<number, WorkingTimeWarning[]> {
  const byStaff = new Map<number, LawRow[]>();
  for (const row of rows) {
    const list = byStaff.get(row.staffId) ?? [];
    list.push(row);
    byStaff.set(row.staffId, list);
  }
  const result = new Map<number, WorkingTimeWarning[]>();
  for (const [staffId, list] of byStaff) {
    const warnings = personDayWarnings(list, day);
    if (warnings.length > 0) result.set(staffId, warnings);
  }
  return result;
}

/** A short key of a list of warnings, for memoised rows. */
export function warningsKey(warnings: readonly WorkingTimeWarning[] | undefined): string {
  return (warnings ?? []).map((warning) => JSON.stringify(warning)).join('|');
}

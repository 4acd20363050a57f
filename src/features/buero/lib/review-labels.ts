import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReviewFilter } from '@domain/buero/timesheets-contract';
import type { WorkingTimeWarningCode } from '@domain/shared/times/working-time-law';

/** The filter tabs of the timesheet review, in order; '' is everyone. */
export const REVIEW_FILTER_LABELS: readonly [ReviewFilter | '', MessageDescriptor][] = [
  ['', msg`Alle`],
  ['unsigned', msg`Nicht unterschrieben`],
  ['warnings', msg`Mit Arbeitszeit-Warnungen`],
  ['changed', msg`Nach der Unterschrift verändert`],
];

/** Short words for each ArbZG warning (docs/product/working-time-law.md), with the paragraph. */
export const WARNING_LABELS: Record<WorkingTimeWarningCode, MessageDescriptor> = {
  arbzg_3_daily_max: msg`§ 3 ArbZG: mehr als 10 Stunden`,
  arbzg_4_break: msg`§ 4 ArbZG: Pause zu kurz`,
  arbzg_5_rest: msg`§ 5 ArbZG: Ruhezeit unter 11 Stunden`,
  arbzg_9_sunday: msg`§ 9 ArbZG: Sonntag`,
  arbzg_9_holiday: msg`§ 9 ArbZG: Feiertag`,
};

/** A filter from the address (?filter=), '' for anything unknown. */
export function readReviewFilter(value: string | null): ReviewFilter | '' {
  return value === 'unsigned' || value === 'warnings' || value === 'changed' ? value : '';
}

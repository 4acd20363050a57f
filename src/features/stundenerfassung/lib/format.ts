import { formatShiftRange } from '@domain/shared/times/shift-time';
import type { TimeEntryMinutes } from '@domain/shared/times/time';

/** "09:00–18:00" of an entry; a night shift "22:00–06:00 (+1)". */
export function formatTimeRange(entry: TimeEntryMinutes): string {
  return formatShiftRange(entry);
}

import { formatClock, type TimeEntryMinutes } from '@domain/shared/times/time';

/** "09:00–18:00" of an entry. */
export function formatTimeRange(entry: TimeEntryMinutes): string {
  return `${formatClock(entry.time_start)}–${formatClock(entry.time_end)}`;
}

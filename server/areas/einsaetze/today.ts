import { getLocalTimeZone, today } from '@internationalized/date';

/** yyyy-MM-dd of today in the server's time zone (Europe/Berlin in production, as the planner counts). */
export function todayIso(): string {
  return today(getLocalTimeZone()).toString();
}

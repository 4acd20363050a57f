import { agencyToday } from '@domain/bewerbung/bewerbung';

/** yyyy-MM-dd of today in the agency's time zone (the one rule in domain/, as the planner counts). */
export function todayIso(): string {
  return agencyToday().toString();
}

import { agencyToday } from '@domain/bewerbung/bewerbung';
import { and, asc, gte, isNull } from 'drizzle-orm';
import { messen } from '@server/platform/db/schema/messen';

/** yyyy-MM-dd of today in the agency's time zone (the demo seed counts days the same way). */
export function todayIso(): string {
  return agencyToday().toString();
}

/**
 * Fairs offered in the planner: those not over yet (a running fair can still
 * be chosen; a past one is not offered and cannot be chosen) and not archived
 * by the office (a choice made before the archiving stays, unlisted).
 */
export function isOffered() {
  return and(gte(messen.dateEnd, todayIso()), isNull(messen.archivedAt));
}

/** Planner order: by start date, then name. */
export const plannerOrder = [asc(messen.dateStart), asc(messen.name), asc(messen.id)];

/** The columns of a fair in the API's fair lists (docs/product/api.md, Fairs). */
export const messeColumns = {
  id: messen.id,
  description: messen.name,
  city: messen.city,
  date_start: messen.dateStart,
  date_end: messen.dateEnd,
};

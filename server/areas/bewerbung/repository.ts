import { and, asc, gte, inArray, isNull } from 'drizzle-orm';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import type { Database } from '@server/platform/db/client';
import { locations } from '@server/platform/db/schema/bewerber';
import { messen } from '@server/platform/db/schema/messen';

/** Fairs an applicant may choose: those not over yet and not archived by the office. */
function openFairs(today: string) {
  return and(gte(messen.dateEnd, today), isNull(messen.archivedAt));
}

/** Locations and open fairs, as the step-2 load answer lists them. */
export async function step2Choices(
  db: Database,
): Promise<Pick<BewerbungStep2Load, 'locations' | 'messen'>> {
  const today = agencyToday().toString();
  const locationRows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .orderBy(asc(locations.name));
  const fairRows = await db
    .select({
      id: messen.id,
      name: messen.name,
      description: messen.description,
      city: messen.city,
      date_start: messen.dateStart,
      date_end: messen.dateEnd,
    })
    .from(messen)
    .where(openFairs(today))
    .orderBy(asc(messen.dateStart), asc(messen.id));
  return {
    locations: locationRows,
    messen: fairRows.map(({ name, description, ...fair }) => ({
      ...fair,
      description: description ?? name,
    })),
  };
}

/** Of the given ids, those that are known locations. */
export async function knownLocationIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, [...ids]));
  return rows.map((row) => row.id);
}

/** Of the given ids, those that are fairs an applicant may choose now. */
export async function openFairIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: messen.id })
    .from(messen)
    .where(and(inArray(messen.id, [...ids]), openFairs(agencyToday().toString())));
  return rows.map((row) => row.id);
}

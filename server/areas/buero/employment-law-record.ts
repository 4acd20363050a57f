import { and, asc, eq } from 'drizzle-orm';
import type { LawRecord } from '@domain/shared/employment-law/record-contract';
import { yearScope } from '@domain/shared/employment-law/person-counters';
import { fairToday } from '@domain/shared/times/fair-days';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { lecturePeriods, staffWages } from '@server/platform/db/schema/employment';
import { readPeopleCounters } from '@server/records/employment-law';
import type { Reader } from '@server/records/reader';
import { isStaffSql } from '@server/records/staff';
import { isoInstant } from './applicant-status';
import { readDeclarations } from '@server/records/declarations';

/*
 * The office's employment-law record of one staff member (issue 27,
 * docs/product/employment-law.md): status, wage history, lecture periods,
 * declared earlier short-term jobs, and the counters of a year and month on
 * the planned and on the worked days. Only staff records (linked to a login)
 * have one: any other id is the same 404 as an unknown one.
 */

/**
 * The months the counters can be asked for. The counters look a year back and
 * eight weeks ahead of the month; outside these years a month is a typing
 * error, and its window would leave the days the database and the rules read.
 */
export const LAW_FIRST_YEAR = 2000;
export const LAW_LAST_YEAR = 2999;

/** True for a yyyy-MM whose year the counters can be computed for. */
export function isCountableMonth(month: string): boolean {
  const year = Number(month.slice(0, 4));
  return year >= LAW_FIRST_YEAR && year <= LAW_LAST_YEAR;
}

/** The current month in Germany (yyyy-MM): the counters' default. */
export const currentLawMonth = (now: Date = new Date()) => fairToday(now).slice(0, 7);

/** True when the id is a staff record (a bewerber row linked to a login). */
export async function isStaffRecord(db: Reader, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bewerber.id })
    .from(bewerber)
    .where(and(eq(bewerber.id, id), isStaffSql));
  return row !== undefined;
}

/**
 * The whole record of a staff member with the counters of `month` (yyyy-MM,
 * checked by the caller) and its year; null when the id is no staff member.
 */
export async function loadLawRecord(
  db: Reader,
  id: number,
  month: string = currentLawMonth(),
): Promise<LawRecord | null> {
  if (!(await isStaffRecord(db, id))) return null;
  const year = Number(month.slice(0, 4));
  const counted = (await readPeopleCounters(db, [id], yearScope(year, month))).get(id);
  if (!counted) return null;
  const wages = await db
    .select({
      valid_from: staffWages.validFrom,
      cents_per_hour: staffWages.centsPerHour,
      created_at: isoInstant(staffWages.createdAt),
    })
    .from(staffWages)
    .where(eq(staffWages.bewerberId, id))
    .orderBy(asc(staffWages.validFrom));
  const periods = await db
    .select({
      id: lecturePeriods.id,
      date_from: lecturePeriods.dateFrom,
      date_to: lecturePeriods.dateTo,
    })
    .from(lecturePeriods)
    .where(eq(lecturePeriods.bewerberId, id))
    .orderBy(asc(lecturePeriods.dateFrom), asc(lecturePeriods.id));
  return {
    employment_status: counted.person.employmentStatus,
    wages,
    lecture_periods: periods,
    declarations: await readDeclarations(db, id),
    year,
    month,
    counters: { planned: counted.planned, worked: counted.worked },
  };
}

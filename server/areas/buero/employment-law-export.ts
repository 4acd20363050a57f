import { and, asc, inArray, ne } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import {
  declaredShortTermJobs,
  lawSnapshots,
  lecturePeriods,
  staffWages,
} from '@server/platform/db/schema/employment';

/*
 * The employment-law rows of a person in the GDPR export (issue 27): the
 * wage history, lecture periods, declared earlier short-term jobs and the
 * last computed counters (the status is a column of the person's row). Who
 * wrote a line is an account id: the person's own login or the office's.
 */

const iso = (value: Date) => value.toISOString();

export async function employmentLawExportOf(db: Database, bewerberIds: number[]) {
  // One after the other: the export reads inside a transaction, whose client takes one query at a time.
  const wages = await db
    .select()
    .from(staffWages)
    .where(inArray(staffWages.bewerberId, bewerberIds))
    .orderBy(asc(staffWages.validFrom));
  const periods = await db
    .select()
    .from(lecturePeriods)
    .where(inArray(lecturePeriods.bewerberId, bewerberIds))
    .orderBy(asc(lecturePeriods.dateFrom));
  const declarations = await db
    .select()
    .from(declaredShortTermJobs)
    .where(inArray(declaredShortTermJobs.bewerberId, bewerberIds))
    .orderBy(asc(declaredShortTermJobs.dateFrom));
  const snapshots = await db
    .select()
    .from(lawSnapshots)
    // A placeholder (month '', migration 0027) was never computed: no snapshot to export.
    .where(and(inArray(lawSnapshots.bewerberId, bewerberIds), ne(lawSnapshots.month, '')));
  return {
    employmentLawOf: (bewerberId: number) => ({
      wages: wages
        .filter((row) => row.bewerberId === bewerberId)
        .map(({ bewerberId: _id, ...row }) => ({ ...row, createdAt: iso(row.createdAt) })),
      lecture_periods: periods
        .filter((row) => row.bewerberId === bewerberId)
        .map(({ bewerberId: _id, ...row }) => ({ ...row, createdAt: iso(row.createdAt) })),
      declared_short_term_jobs: declarations
        .filter((row) => row.bewerberId === bewerberId)
        .map(({ bewerberId: _id, ...row }) => ({
          ...row,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
      counters_snapshot:
        snapshots
          .filter((row) => row.bewerberId === bewerberId)
          .map(({ bewerberId: _id, ...row }) => ({ ...row, computedAt: iso(row.computedAt) }))[0] ??
        null,
    }),
  };
}

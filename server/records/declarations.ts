import { asc, eq, sql } from 'drizzle-orm';
import type { Declaration } from '@domain/shared/employment-law/record-contract';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { declaredShortTermJobs } from '@server/platform/db/schema/employment';
import type { Reader } from '@server/records/reader';

/*
 * A person's declared earlier short-term jobs of the year (issue 27), read the
 * same way for the person's master data and the office's employment-law record
 * (copied from h/lawoffice's server/areas/buero/employment-law-record.ts so
 * both sides share one reader after the merge).
 */

/**
 * A person's declared earlier short-term jobs, oldest first; `updated_by_office`
 * when the last writer is not the person's own login.
 */
export async function readDeclarations(db: Reader, bewerberId: number): Promise<Declaration[]> {
  const d = declaredShortTermJobs;
  return db
    .select({
      id: d.id,
      employer: d.employer,
      date_from: d.dateFrom,
      date_to: d.dateTo,
      working_days: d.workingDays,
      updated_by_office: sql<boolean>`(${d.updatedBy} is distinct from ${bewerber.userId})`,
      updated_at: sql<string>`to_char(${d.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(d)
    .innerJoin(bewerber, eq(bewerber.id, d.bewerberId))
    .where(eq(d.bewerberId, bewerberId))
    .orderBy(asc(d.dateFrom), asc(d.id));
}

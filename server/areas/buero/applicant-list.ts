import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ApplicantList, ApplicantListParams } from '@domain/buero/applicants-contract';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { ageSql, anyStatus, applicantStatusSql, isoInstant } from './applicant-status';
import type { CursorKey } from './cursor';
import { dayRangeConditions, emailKey, personConditions } from './person-filters';
import {
  afterCursor,
  cursorColumns,
  type ListKeys,
  listDirection,
  listOrder,
  pageOf,
} from './person-list';

/*
 * The office's applicant list (ADR 0022): one row per e-mail address (its
 * latest application), filtered, sorted and paged as the one person list (person-list.ts).
 */

/** A later application of the same e-mail address exists: this one is history, not a row. */
const supersededSql = sql`exists (
  select 1 from ${applications} as later_a
  join ${bewerber} as later_b on later_b.id = later_a.bewerber_id
  where lower(later_b.email) = ${emailKey} and later_a.id > ${applications.id})`;

function filterConditions(params: ApplicantListParams): (SQL | undefined)[] {
  return [
    params.status?.length ? anyStatus(params.status) : undefined,
    ...dayRangeConditions(applications.createdAt, params),
    ...personConditions(params),
  ];
}

/**
 * The name sort's id is the application's, but bewerber_name_sort_idx ends in the
 * bewerber's id, so the row comparison alone is no index bound: the scan would start at
 * 'A' and filter half the table for a deep page (1.4 s at 100,000 rows, bench/office-lists.ts).
 * The redundant comparison of the two names is one, and starts the scan at the cursor.
 */
const KEYS: ListKeys = {
  createdAt: applications.createdAt,
  dateId: applications.id,
  nameId: applications.id,
  nameBound: true,
};

export async function listApplicants(
  db: Database,
  params: ApplicantListParams,
  cursor: CursorKey | null,
): Promise<ApplicantList> {
  const rows = await db
    .select({
      id: applications.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      email: bewerber.email,
      city: bewerber.city,
      birthdate: bewerber.birthdate,
      age: ageSql,
      student: bewerber.student,
      has_photo: sql<boolean>`${bewerber.photoKey} is not null`,
      status: applicantStatusSql,
      created_at: isoInstant(applications.createdAt),
      ...cursorColumns(KEYS),
      applications: sql<number>`(select count(*)::int from ${applications} as all_a
        join ${bewerber} as all_b on all_b.id = all_a.bewerber_id
        where lower(all_b.email) = ${emailKey})`,
    })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(
      and(
        sql`not ${supersededSql}`,
        ...filterConditions(params),
        cursor ? afterCursor(KEYS, cursor, listDirection(params)) : undefined,
      ),
    )
    .orderBy(...listOrder(KEYS, params))
    .limit(params.limit + 1);

  const { page, next_cursor } = pageOf(rows, params, (row) => ({ date: row.id, name: row.id }));
  return {
    items: page.map((item) => ({
      ...item,
      has_photo: Boolean(item.has_photo),
      applications: Number(item.applications),
    })),
    next_cursor,
  };
}

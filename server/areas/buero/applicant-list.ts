import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type ApplicantList,
  type ApplicantListParams,
  defaultOrder,
} from '@domain/buero/applicants-contract';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { ageSql, anyStatus, applicantStatusSql, isoInstant } from './applicant-status';
import { type CursorKey, encodeCursor } from './cursor';
import {
  dayRangeConditions,
  emailKey,
  firstnameKey,
  lastnameKey,
  personConditions,
} from './person-filters';

/*
 * The office's applicant list (ADR 0022): one row per e-mail address (its
 * latest application), filtered, sorted and paged by keyset, never by offset.
 */

// timestamptz as text keeps the microseconds a JavaScript Date would drop (the cursor's key).
const createdAtKey = sql<string>`${applications.createdAt}::text`;

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
 * Rows after the cursor in the list's order (row comparison: equal keys fall to the id).
 * The name sort's id is the application's, but bewerber_name_sort_idx ends in the
 * bewerber's id, so that comparison alone is no index bound: the scan would start at
 * 'A' and filter half the table for a deep page (1.4 s at 100,000 rows, bench/office-lists.ts). The
 * redundant comparison of the two names is one, and starts the scan at the cursor.
 */
function afterCursor(key: CursorKey, direction: 'asc' | 'desc'): SQL {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  if (key.sort === 'date') {
    return sql`(${applications.createdAt}, ${applications.id}) ${op} (${key.createdAt}::timestamptz, ${key.id})`;
  }
  const bound = sql.raw(direction === 'asc' ? '>=' : '<=');
  return sql`(${lastnameKey}, ${firstnameKey}) ${bound} (${key.lastname}, ${key.firstname})
    and (${lastnameKey}, ${firstnameKey}, ${applications.id}) ${op} (${key.lastname}, ${key.firstname}, ${key.id})`;
}

export async function listApplicants(
  db: Database,
  params: ApplicantListParams,
  cursor: CursorKey | null,
): Promise<ApplicantList> {
  const direction = params.order ?? defaultOrder(params.sort);
  const by = direction === 'asc' ? asc : desc;
  const order =
    params.sort === 'date'
      ? [by(applications.createdAt), by(applications.id)]
      : [by(lastnameKey), by(firstnameKey), by(applications.id)];
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
      createdAtKey,
      lastnameKey,
      firstnameKey,
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
        cursor ? afterCursor(cursor, direction) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(params.limit + 1);

  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > params.limit && last
      ? encodeCursor(
          params.sort === 'date'
            ? { sort: 'date', createdAt: last.createdAtKey, id: last.id }
            : {
                sort: 'name',
                lastname: last.lastnameKey,
                firstname: last.firstnameKey,
                id: last.id,
              },
        )
      : null;
  return {
    items: page.map(({ createdAtKey: _c, lastnameKey: _l, firstnameKey: _f, ...item }) => ({
      ...item,
      has_photo: Boolean(item.has_photo),
      applications: Number(item.applications),
    })),
    next_cursor,
  };
}

import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { defaultOrder } from '@domain/buero/applicants-contract';
import {
  type StaffAccountState,
  staffAccountState,
  type StaffList,
  type StaffListParams,
} from '@domain/buero/staff-contract';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, documents } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';
import { isStaffSql } from '@server/records/staff';
import { ageSql, isoInstant } from './applicant-status';
import { type CursorKey, encodeCursor } from './cursor';
import { dayRangeConditions, firstnameKey, lastnameKey, personConditions } from './person-filters';

/*
 * The office's staff list: people (bewerber) linked to a login, with the
 * applicant list's person filters and shape (ADR 0022: keyset paging, the same
 * cursor), plus the staff flags. The name sort walks the partial index
 * bewerber_staff_name_sort_idx, the date sort users_created_idx.
 */

// timestamptz as text keeps the microseconds a JavaScript Date would drop (the cursor's key).
const createdAtKey = sql<string>`${users.createdAt}::text`;

const hasDocuments = sql`exists (select 1 from ${documents} where ${documents.bewerberId} = ${bewerber.id})`;

/** Accepted but no password set yet (applications_bewerber_idx finds the person's rows). */
const invited = sql`exists (select 1 from ${applications}
  where ${applications.bewerberId} = ${bewerber.id} and ${applications.decision} = 'invited')`;

function accountCondition(state: StaffAccountState): SQL {
  switch (state) {
    case 'deactivated':
      return isNotNull(users.deactivatedAt);
    case 'invited':
      return sql`${users.deactivatedAt} is null and ${invited}`;
    case 'active':
      return sql`${users.deactivatedAt} is null and not ${invited}`;
  }
}

function flagConditions(params: StaffListParams): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (params.contract !== undefined) conditions.push(eq(bewerber.contract, params.contract));
  if (params.timetracking !== undefined) {
    conditions.push(eq(users.timetracking, params.timetracking));
  }
  if (params.timetracking === true) {
    // The supervisors are few (their own partial index): probing the staff rows by their
    // logins beats the hash join over every staff row the planner picks otherwise
    // (bench: contract and time tracking, 20,000 staff, 4.7 ms → 2.6 ms a query).
    conditions.push(
      sql`${bewerber.userId} = any(array(select ${users.id} from ${users} where ${users.timetracking}))`,
    );
  }
  if (params.documents !== undefined) {
    conditions.push(params.documents ? hasDocuments : sql`not ${hasDocuments}`);
  }
  if (params.active !== undefined) {
    conditions.push(params.active ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt));
  }
  if (params.account !== undefined) conditions.push(accountCondition(params.account));
  return conditions;
}

/**
 * Rows after the cursor (row comparison: equal keys fall to the id). The date
 * sort's id is the login's, the name sort's the person's: each the last column
 * of the index that sort walks.
 */
function afterCursor(key: CursorKey, direction: 'asc' | 'desc'): SQL {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  return key.sort === 'date'
    ? sql`(${users.createdAt}, ${users.id}) ${op} (${key.createdAt}::timestamptz, ${key.id})`
    : sql`(${lastnameKey}, ${firstnameKey}, ${bewerber.id}) ${op} (${key.lastname}, ${key.firstname}, ${key.id})`;
}

export async function listStaff(
  db: Database,
  params: StaffListParams,
  cursor: CursorKey | null,
): Promise<StaffList> {
  const direction = params.order ?? defaultOrder(params.sort);
  const by = direction === 'asc' ? asc : desc;
  const order =
    params.sort === 'date'
      ? [by(users.createdAt), by(users.id)]
      : [by(lastnameKey), by(firstnameKey), by(bewerber.id)];
  const rows = await db
    .select({
      id: bewerber.id,
      userId: users.id,
      firstname: bewerber.firstname,
      lastname: bewerber.lastname,
      email: bewerber.email,
      city: bewerber.city,
      age: ageSql,
      contract: bewerber.contract,
      timetracking: users.timetracking,
      active: sql<boolean>`${users.deactivatedAt} is null`,
      created_at: isoInstant(users.createdAt),
      createdAtKey,
      lastnameKey,
      firstnameKey,
    })
    .from(bewerber)
    .innerJoin(users, eq(users.id, bewerber.userId))
    .where(
      and(
        // Stated although the join implies it: the partial name index is chosen by it.
        isStaffSql,
        ...dayRangeConditions(users.createdAt, params),
        ...personConditions(params),
        ...flagConditions(params),
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
            ? { sort: 'date', createdAt: last.createdAtKey, id: last.userId }
            : {
                sort: 'name',
                lastname: last.lastnameKey,
                firstname: last.firstnameKey,
                id: last.id,
              },
        )
      : null;
  const facts = await pageFacts(
    db,
    page.map((row) => row.id),
  );
  return {
    items: page.map(
      ({ createdAtKey: _c, lastnameKey: _l, firstnameKey: _f, userId: _u, ...item }) => {
        const fact = facts.get(item.id);
        const active = Boolean(item.active);
        return {
          ...item,
          active,
          documents: fact?.documents ?? 0,
          account: staffAccountState({ active, invited: fact?.invited ?? false }),
        };
      },
    ),
    next_cursor,
  };
}

/**
 * The documents and the open invitation of the page's people, read for the
 * page only: as columns of the list query they were computed for every staff
 * row the sort saw before the limit (20,000 probes a page at scale).
 */
async function pageFacts(
  db: Database,
  ids: number[],
): Promise<Map<number, { documents: number; invited: boolean }>> {
  if (ids.length === 0) return new Map();
  const [documentCounts, invitations] = await Promise.all([
    db
      .select({ id: documents.bewerberId, count: sql<number>`count(*)::int` })
      .from(documents)
      .where(inArray(documents.bewerberId, ids))
      .groupBy(documents.bewerberId),
    db
      .selectDistinct({ id: applications.bewerberId })
      .from(applications)
      .where(and(inArray(applications.bewerberId, ids), eq(applications.decision, 'invited'))),
  ]);
  const counts = new Map(documentCounts.map((row) => [row.id, Number(row.count)]));
  const invitedIds = new Set(invitations.map((row) => row.id));
  return new Map(
    ids.map((id) => [id, { documents: counts.get(id) ?? 0, invited: invitedIds.has(id) }]),
  );
}

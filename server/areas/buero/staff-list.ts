import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type StaffAccountState,
  staffAccountState,
  type StaffList,
  type StaffListParams,
} from '@domain/buero/staff-contract';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber, documents } from '@server/platform/db/schema/bewerber';
import { lawSnapshots } from '@server/platform/db/schema/employment';
import { users } from '@server/platform/db/schema/users';
import { lawMonth, readLawSummaries, refreshLawSnapshots } from '@server/records/law-snapshots';
import { isStaffSql } from '@server/records/staff';
import { ageSql, isoInstant } from './applicant-status';
import type { CursorKey } from './cursor';
import { dayRangeConditions, personConditions } from './person-filters';
import {
  afterCursor,
  cursorColumns,
  type ListKeys,
  listDirection,
  listOrder,
  pageOf,
} from './person-list';

/*
 * The office's staff list: people (bewerber) linked to a login, with the
 * applicant list's person filters and the one person list's sorts and paging
 * (person-list.ts), plus the staff flags. The name sort walks the partial index
 * bewerber_staff_name_sort_idx, the date sort users_created_idx.
 */

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
  if (params.near_limit !== undefined) {
    // The few people near a limit walk law_snapshots_near_idx (month, person; near and fresh),
    // their logins and creation index-only (bewerber_staff_login_idx, users_id_created_idx).
    const near = sql`${bewerber.id} = any(array(select ${lawSnapshots.bewerberId} from ${lawSnapshots}
      where ${lawSnapshots.month} = ${lawMonth()} and ${lawSnapshots.nearLimit} and not ${lawSnapshots.stale}))`;
    conditions.push(params.near_limit ? near : sql`not (${near})`);
  }
  return conditions;
}

/** The date sort's id is the login's, the name sort's the person's: each the last column of its index. */
const KEYS: ListKeys = { createdAt: users.createdAt, dateId: users.id, nameId: bewerber.id };

export async function listStaff(
  db: Database,
  params: StaffListParams,
  cursor: CursorKey | null,
): Promise<StaffList> {
  // The filter reads everyone's snapshot: the stale ones are recomputed first (the
  // background warm keeps them few). Without it only the page's people are.
  if (params.near_limit !== undefined) await refreshLawSnapshots(db);
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
      ...cursorColumns(KEYS),
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
        cursor ? afterCursor(KEYS, cursor, listDirection(params)) : undefined,
      ),
    )
    .orderBy(...listOrder(KEYS, params))
    .limit(params.limit + 1);

  const { page, next_cursor } = pageOf(rows, params, (row) => ({ date: row.userId, name: row.id }));
  const ids = page.map((row) => row.id);
  if (params.near_limit === undefined) await refreshLawSnapshots(db, { ids });
  const [facts, laws] = await Promise.all([pageFacts(db, ids), readLawSummaries(db, ids)]);
  return {
    items: page.map(({ userId: _u, ...item }) => {
      const fact = facts.get(item.id);
      const active = Boolean(item.active);
      const law = laws.get(item.id);
      return {
        ...item,
        ...(law ? { law } : {}),
        active,
        documents: fact?.documents ?? 0,
        account: staffAccountState({ active, invited: fact?.invited ?? false }),
      };
    }),
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

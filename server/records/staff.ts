import { sql } from 'drizzle-orm';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';

/*
 * The SQL forms of the staff rules of domain/shared/staff.ts, on the outer
 * query's person (bewerber).
 */

/**
 * isStaff: the record is linked to a login. Written as the column test so
 * the partial indexes on staff rows (bewerber_staff_name_sort_idx) are chosen by it.
 */
export const isStaffSql = sql<boolean>`${bewerber.userId} is not null`;

/** isAssignableStaff: staff whose login is active (not deactivated). */
export const isAssignableStaffSql = sql<boolean>`(${isStaffSql} and exists (select 1 from ${users}
  where ${users.id} = ${bewerber.userId} and ${users.deactivatedAt} is null))`;

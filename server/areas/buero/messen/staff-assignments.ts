import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffAssignments } from '@domain/buero/staff-contract';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { isStaffSql } from '@server/records/staff';
import { customers, messen, staffAssignments, times } from '@server/platform/db/schema/messen';
import { isoInstant } from '../applicant-status';
import { customerColumns, fairColumns, type Reader } from './fair-reads';

/**
 * The pairs one staff member is on (docs/product/office.md), for the staff
 * detail: the fair, the customer, their days with times there, whether the
 * office removed them while they had times, and the booking's state (issue 24). Soonest fair first. Null when the
 * id is no staff record (never an applicant without a login).
 */
export async function loadStaffAssignments(
  db: Reader,
  bewerberId: number,
): Promise<StaffAssignments | null> {
  const [person] = await db
    .select({ id: bewerber.id })
    .from(bewerber)
    .where(and(eq(bewerber.id, bewerberId), isStaffSql));
  if (!person) return null;
  const rows = await db
    .select({
      fair: {
        id: fairColumns.id,
        name: fairColumns.name,
        city: fairColumns.city,
        date_start: fairColumns.date_start,
        date_end: fairColumns.date_end,
        archived_at: fairColumns.archived_at,
      },
      customer: customerColumns,
      time_days: sql<number>`(select count(*)::int from ${times}
        where ${times.messeId} = ${staffAssignments.messeId}
        and ${times.customerId} = ${staffAssignments.customerId}
        and ${times.bewerberId} = ${staffAssignments.bewerberId})`,
      removed_at: sql<string | null>`${isoInstant(staffAssignments.removedAt)}`,
      state: staffAssignments.state,
      decline_reason: staffAssignments.declineReason,
      answered_by_phone: staffAssignments.answeredByPhone,
      changed: staffAssignments.changedSinceConfirmation,
    })
    .from(staffAssignments)
    .innerJoin(messen, eq(messen.id, staffAssignments.messeId))
    .innerJoin(customers, eq(customers.id, staffAssignments.customerId))
    .where(eq(staffAssignments.bewerberId, bewerberId))
    .orderBy(asc(messen.dateStart), asc(messen.id), asc(customers.name), asc(customers.id));
  return { items: rows.map((row) => ({ ...row, time_days: Number(row.time_days) })) };
}

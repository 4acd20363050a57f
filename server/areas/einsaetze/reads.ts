import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Booking } from '@domain/einsaetze/booking';
import type { Database } from '@server/platform/db/client';
import {
  customers,
  messeCustomers,
  messen,
  staffAssignments,
  supervisorAssignments,
} from '@server/platform/db/schema/messen';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';
import { todayIso } from './today';

/*
 * The person's own bookings (issue 24). Every read is keyed by the signed-in
 * person's staff id: a pair of another person's is simply not found. A person
 * the office removed (kept for their times) has no booking any more.
 */

export type PairKey = { messeId: number; customerId: number };

function bookingSelect(today: string) {
  return {
    fair: {
      id: messen.id,
      name: messen.name,
      city: messen.city,
      date_start: messen.dateStart,
      date_end: messen.dateEnd,
    },
    customer: { id: customers.id, name: customers.name },
    meeting_point: messeCustomers.meetingPoint,
    meeting_time: messeCustomers.meetingTime,
    supervisors: sql<
      string[]
    >`coalesce((select json_agg(${users.firstname} || ' ' || ${users.lastname}
        order by ${users.lastname}, ${users.firstname}, ${users.id})
      from ${supervisorAssignments} join ${users} on ${users.id} = ${supervisorAssignments.userId}
      where ${supervisorAssignments.messeId} = ${staffAssignments.messeId}
      and ${supervisorAssignments.customerId} = ${staffAssignments.customerId}), '[]'::json)`,
    supervisor_phone: messeCustomers.supervisorPhone,
    state: staffAssignments.state,
    decline_reason: staffAssignments.declineReason,
    changed: staffAssignments.changedSinceConfirmation,
    past: sql<boolean>`${messen.dateEnd} < ${today}::date`,
  };
}

/** Whose bookings: a staff record, or the staff record of a signed-in account (one query less). */
type Owner = { bewerberId: number } | { userId: number };

function bookingsOf(db: Database, owner: Owner, pair?: PairKey) {
  const today = todayIso();
  return db
    .select(bookingSelect(today))
    .from(staffAssignments)
    .innerJoin(
      bewerber,
      and(
        eq(bewerber.id, staffAssignments.bewerberId),
        'userId' in owner ? eq(bewerber.userId, owner.userId) : undefined,
      ),
    )
    .innerJoin(
      messeCustomers,
      and(
        eq(messeCustomers.messeId, staffAssignments.messeId),
        eq(messeCustomers.customerId, staffAssignments.customerId),
      ),
    )
    .innerJoin(messen, eq(messen.id, staffAssignments.messeId))
    .innerJoin(customers, eq(customers.id, staffAssignments.customerId))
    .where(
      and(
        'bewerberId' in owner ? eq(staffAssignments.bewerberId, owner.bewerberId) : undefined,
        isNull(staffAssignments.removedAt),
        pair && eq(staffAssignments.messeId, pair.messeId),
        pair && eq(staffAssignments.customerId, pair.customerId),
      ),
    )
    .orderBy(
      // Upcoming (not over) first, the soonest first; then the past, the latest first.
      asc(sql`${messen.dateEnd} < ${today}::date`),
      asc(sql`case when ${messen.dateEnd} >= ${today}::date then ${messen.dateStart} end`),
      desc(messen.dateStart),
      asc(messen.id),
      asc(customers.name),
      asc(customers.id),
    );
}

const normalise = (row: Booking): Booking => ({
  ...row,
  supervisors: typeof row.supervisors === 'string' ? JSON.parse(row.supervisors) : row.supervisors,
  past: Boolean(row.past),
});

/**
 * The bookings of the signed-in account's staff record, upcoming first, in one
 * query (none for an account without one).
 */
export async function listAccountBookings(db: Database, userId: number): Promise<Booking[]> {
  return (await bookingsOf(db, { userId })).map(normalise);
}

/** One booking of the person, or null (none, or another person's pair). */
export async function readBooking(
  db: Database,
  bewerberId: number,
  pair: PairKey,
): Promise<Booking | null> {
  const [row] = await bookingsOf(db, { bewerberId }, pair);
  return row ? normalise(row) : null;
}

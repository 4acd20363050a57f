import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FeedBooking, FeedCancelledDay } from '@domain/kalender/events';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  staffAssignments,
  supervisorAssignments,
} from '@server/platform/db/schema/messen';
import { calendarFeeds, cancelledBookingDays } from '@server/platform/db/schema/season';
import { users } from '@server/platform/db/schema/users';

/*
 * The feed's reads (issue 24). The token is found by its SHA-256 (a unique
 * index: one lookup whatever the token, no comparison of secrets in code);
 * everything after it is keyed by that person's staff id alone.
 */

export type FeedOwner = { userId: number; locale: Locale; bewerberId: number | null };

/** The active account whose feed has this token hash, or null. */
export async function findFeedOwner(db: Database, tokenHash: string): Promise<FeedOwner | null> {
  const [row] = await db
    .select({ userId: users.id, locale: users.locale, bewerberId: bewerber.id })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(bewerber, eq(bewerber.userId, users.id))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deactivatedAt)));
  return row ?? null;
}

/** The person's stored feed (the token encrypted), or null before the first ask. */
export async function readFeed(db: Database, userId: number) {
  const [row] = await db
    .select({ tokenCipher: calendarFeeds.tokenCipher, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

const supervisorNames = sql<string[]>`coalesce((select json_agg(
    ${users.firstname} || ' ' || ${users.lastname}
    order by ${users.lastname}, ${users.firstname}, ${users.id})
  from ${supervisorAssignments} join ${users} on ${users.id} = ${supervisorAssignments.userId}
  where ${supervisorAssignments.messeId} = ${staffAssignments.messeId}
  and ${supervisorAssignments.customerId} = ${staffAssignments.customerId}), '[]'::json)`;

/** The person's requested and confirmed bookings (not declined, not removed). */
export async function feedBookings(db: Database, bewerberId: number): Promise<FeedBooking[]> {
  const rows = await db
    .select({
      messeId: staffAssignments.messeId,
      customerId: staffAssignments.customerId,
      fair: messen.name,
      city: messen.city,
      customer: customers.name,
      dateStart: messen.dateStart,
      dateEnd: messen.dateEnd,
      meetingPoint: messeCustomers.meetingPoint,
      meetingTime: messeCustomers.meetingTime,
      supervisors: supervisorNames,
      supervisorPhone: messeCustomers.supervisorPhone,
      state: staffAssignments.state,
      changed: staffAssignments.changedSinceConfirmation,
      revision: staffAssignments.revision,
    })
    .from(staffAssignments)
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
        eq(staffAssignments.bewerberId, bewerberId),
        isNull(staffAssignments.removedAt),
        ne(staffAssignments.state, 'declined'),
      ),
    )
    .orderBy(asc(messen.dateStart), asc(messen.id), asc(customers.id));
  return rows.map((row) => ({
    ...row,
    state: row.state === 'confirmed' ? 'confirmed' : 'requested',
    supervisors:
      typeof row.supervisors === 'string'
        ? (JSON.parse(row.supervisors) as string[])
        : row.supervisors,
  }));
}

/** The person's days that left the calendar, with the pair's names where it still exists. */
export async function feedCancelledDays(
  db: Database,
  bewerberId: number,
): Promise<FeedCancelledDay[]> {
  const c = cancelledBookingDays;
  return db
    .select({
      messeId: c.messeId,
      customerId: c.customerId,
      day: c.day,
      sequence: c.sequence,
      fair: messen.name,
      city: messen.city,
      customer: customers.name,
      meetingTime: messeCustomers.meetingTime,
    })
    .from(c)
    .leftJoin(messen, eq(messen.id, c.messeId))
    .leftJoin(customers, eq(customers.id, c.customerId))
    .leftJoin(
      messeCustomers,
      and(eq(messeCustomers.messeId, c.messeId), eq(messeCustomers.customerId, c.customerId)),
    )
    .where(eq(c.bewerberId, bewerberId))
    .orderBy(asc(c.day), asc(c.messeId), asc(c.customerId));
}

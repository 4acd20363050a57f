import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { messen, staffAssignments } from '@server/platform/db/schema/messen';
import { cancelledBookingDays } from '@server/platform/db/schema/season';

/*
 * What the people's calendar feeds show (issue 24; server/areas/kalender):
 * every write that changes a booking's days, meeting or state calls one of
 * these in its own transaction, after its locks. A booking's revision is the
 * SEQUENCE of its events and rises with each change; a day that leaves the
 * calendar (removed, declined, the fair shortened) is kept in
 * cancelled_booking_days with a higher SEQUENCE, so calendar apps remove it,
 * and is deleted when the day comes back (its booking's revision then passes
 * the cancelled SEQUENCE).
 */

/** The bookings a change touches: a fair's, a pair's, or some people's on a pair. */
export type CalendarScope = {
  messeId: number;
  customerId?: number;
  bewerberIds?: readonly number[];
};

const sa = staffAssignments;
const cancelled = cancelledBookingDays;

function scopeWhere(scope: CalendarScope): SQL | undefined {
  return and(
    eq(sa.messeId, scope.messeId),
    scope.customerId === undefined ? undefined : eq(sa.customerId, scope.customerId),
    scope.bewerberIds === undefined ? undefined : inArray(sa.bewerberId, [...scope.bewerberIds]),
  );
}

/** A booking the calendar shows: on the pair and not declined. */
const shown = sql`(${sa.removedAt} is null and ${sa.state} <> 'declined')`;

const sameBooking = sql`${cancelled.bewerberId} = ${sa.bewerberId}
  and ${cancelled.messeId} = ${sa.messeId} and ${cancelled.customerId} = ${sa.customerId}`;

/** Raises the revision of the scope's bookings past any SEQUENCE their cancelled days have. */
async function raiseRevisions(tx: Database, where: SQL) {
  await tx
    .update(sa)
    .set({
      revision: sql`greatest(${sa.revision}, coalesce((select max(${cancelled.sequence})
        from ${cancelled} where ${sameBooking}), 0)) + 1`,
    })
    .where(where);
}

/** Keeps the given days of the scope's bookings as cancelled, at their (raised) revision. */
async function cancelDays(tx: Database, where: SQL, days: SQL) {
  await tx.execute(sql`insert into ${cancelled}
      (bewerber_id, messe_id, customer_id, day, sequence)
    select ${sa.bewerberId}, ${sa.messeId}, ${sa.customerId}, d.day::date, ${sa.revision}
    from ${sa} join ${messen} on ${messen.id} = ${sa.messeId}
    cross join lateral (select generate_series(${days}) as day) d
    where ${where}
    on conflict (bewerber_id, messe_id, customer_id, day)
    do update set sequence = excluded.sequence, cancelled_at = now()`);
}

const fairRange = sql`${messen.dateStart}::timestamp, ${messen.dateEnd}::timestamp, interval '1 day'`;

/**
 * After a write: the scope's bookings show their change. Shown ones get a
 * higher SEQUENCE and their days back from the cancelled list; declined or
 * removed ones have their days cancelled.
 */
export async function calendarShowChanges(tx: Database, scope: CalendarScope): Promise<void> {
  const where = scopeWhere(scope) ?? sql`false`;
  await raiseRevisions(tx, where);
  await cancelDays(tx, sql`${where} and not ${shown}`, fairRange);
  await tx.execute(sql`delete from ${cancelled} using ${sa}, ${messen}
    where ${sameBooking} and ${messen.id} = ${sa.messeId} and ${where} and ${shown}
    and ${cancelled.day} between ${messen.dateStart} and ${messen.dateEnd}`);
}

/**
 * Before the office removes bookings (kept for their times, or deleted): the
 * days of those still shown leave the calendar.
 */
export async function calendarCancelBookings(tx: Database, scope: CalendarScope): Promise<void> {
  const where = sql`${scopeWhere(scope) ?? sql`false`} and ${shown}`;
  await raiseRevisions(tx, where);
  await cancelDays(tx, where, fairRange);
}

/**
 * After a fair's name, city or days changed: every booking on it shows the
 * change, and the days outside the new range are cancelled.
 */
export async function calendarFairChanged(
  tx: Database,
  messeId: number,
  before: { name: string; city: string; date_start: string; date_end: string },
): Promise<void> {
  const [now] = await tx
    .select({ name: messen.name, city: messen.city, start: messen.dateStart, end: messen.dateEnd })
    .from(messen)
    .where(eq(messen.id, messeId));
  if (!now) return;
  const { name, city, date_start: start, date_end: end } = before;
  if (now.name === name && now.city === city && now.start === start && now.end === end) return;
  await calendarShowChanges(tx, { messeId });
  const left = sql`${start}::timestamp, ${end}::timestamp, interval '1 day'`;
  await tx.execute(sql`insert into ${cancelled}
      (bewerber_id, messe_id, customer_id, day, sequence)
    select ${sa.bewerberId}, ${sa.messeId}, ${sa.customerId}, d.day::date, ${sa.revision}
    from ${sa} join ${messen} on ${messen.id} = ${sa.messeId}
    cross join lateral (select generate_series(${left}) as day) d
    where ${sa.messeId} = ${messeId}
    and (d.day::date < ${messen.dateStart} or d.day::date > ${messen.dateEnd})
    on conflict (bewerber_id, messe_id, customer_id, day)
    do update set sequence = excluded.sequence, cancelled_at = now()`);
}

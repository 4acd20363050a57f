import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { messeCustomers, staffAssignments } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { PairIds } from '../messen/pair-reads';
import type { OfficeActor } from './actor';
import {
  type BookingMailer,
  type BookingMailKind,
  mailBookingTo,
  recipientColumns,
} from './booking-mail';
import { calendarShowChanges } from '@server/records/calendar';
import { runOfficeAction } from './office-action';
import { supervisorsChanged } from './supervisor-bookings';
import { NotFound, nullIfNotFound } from './refusal';

/*
 * The office's side of bookings (issue 24): the mails to the people of a
 * pair (a new request, a change, a cancellation; in the person's locale,
 * through the outbox in the change's transaction; and a push to their
 * devices, each on the channels the person chose), the meeting point of a
 * pair and a confirmation given by phone.
 */

export type { BookingMailer, BookingMailKind } from './booking-mail';

const subject = (pair: PairIds) => `pair:${String(pair.messeId)}-${String(pair.customerId)}`;
const pairWhere = (pair: PairIds) =>
  and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId));

/**
 * Tells each person (by staff id) with an active login of the event: a mail if
 * they chose mail for it, a push to each of their devices if they chose push.
 * Returns how many mails were queued.
 */
export async function queueBookingMails(
  tx: Database,
  mailer: BookingMailer,
  pair: PairIds,
  staffIds: readonly number[],
  kind: BookingMailKind,
): Promise<number> {
  if (staffIds.length === 0) return 0;
  const people = await tx
    .select(recipientColumns)
    .from(bewerber)
    .innerJoin(users, eq(users.id, bewerber.userId))
    .where(and(inArray(bewerber.id, [...staffIds]), isNull(users.deactivatedAt)));
  return mailBookingTo(tx, mailer, pair, people, kind);
}

/**
 * Marks the pair's (or the fair's) confirmed bookings changed, the staff's and
 * the supervisors'; with a mailer, mails the supervisors not declined a change
 * (supervisorsChanged). Answers the staff on it and not declined.
 */
export async function markPairChanged(
  tx: Database,
  where: { messeId: number; customerId?: number },
  mailer?: BookingMailer,
) {
  await supervisorsChanged(tx, where, mailer);
  const scope = and(
    eq(staffAssignments.messeId, where.messeId),
    where.customerId === undefined ? undefined : eq(staffAssignments.customerId, where.customerId),
    isNull(staffAssignments.removedAt),
  );
  await tx
    .update(staffAssignments)
    .set({ changedSinceConfirmation: true })
    .where(and(scope, eq(staffAssignments.state, 'confirmed')));
  await calendarShowChanges(tx, where);
  const rows = await tx
    .select({ id: staffAssignments.bewerberId, customerId: staffAssignments.customerId })
    .from(staffAssignments)
    .where(and(scope, ne(staffAssignments.state, 'declined')));
  return rows;
}

export type MeetingValues = {
  meeting_point: string | null;
  meeting_time: string | null;
  supervisor_phone: string | null;
};

/**
 * Sets the pair's meeting point, time and supervisor phone. A changed point or
 * time marks confirmed bookings changed and mails everyone not declined.
 * Null: unknown pair.
 */
export async function setPairMeeting(
  db: Database,
  actor: OfficeActor,
  mailer: BookingMailer,
  pair: PairIds,
  values: MeetingValues,
): Promise<{ mailed: number } | null> {
  return runOfficeAction(db, actor, async (tx) => {
    const [before] = await tx
      .select({
        meeting_point: messeCustomers.meetingPoint,
        meeting_time: messeCustomers.meetingTime,
        supervisor_phone: messeCustomers.supervisorPhone,
      })
      .from(messeCustomers)
      .where(pairWhere(pair))
      .for('no key update');
    if (!before) throw new NotFound();
    await tx
      .update(messeCustomers)
      .set({
        meetingPoint: values.meeting_point,
        meetingTime: values.meeting_time,
        supervisorPhone: values.supervisor_phone,
      })
      .where(pairWhere(pair));
    const moved =
      before.meeting_point !== values.meeting_point || before.meeting_time !== values.meeting_time;
    const told = moved ? await markPairChanged(tx, pair, mailer) : [];
    const mailed = await queueBookingMails(
      tx,
      mailer,
      pair,
      told.map((row) => row.id),
      'booking_changed',
    );
    const changes = Object.fromEntries(
      (Object.keys(values) as (keyof MeetingValues)[])
        .filter((key) => before[key] !== values[key])
        .map((key) => [key, { before: before[key], after: values[key] }]),
    );
    return {
      result: { mailed },
      audit: { action: 'pair_meeting_changed', subject: subject(pair), changes },
    };
  }).catch(nullIfNotFound);
}

/**
 * Records a confirmation the person gave by phone ("telefonisch zugesagt").
 * Null: the person is not (or no longer) on the pair.
 */
export async function confirmByPhone(
  db: Database,
  actor: OfficeActor,
  pair: PairIds,
  staffId: number,
): Promise<true | null> {
  return runOfficeAction(db, actor, async (tx) => {
    const [locked] = await tx
      .select({ rev: messeCustomers.rev })
      .from(messeCustomers)
      .where(pairWhere(pair))
      .for('no key update');
    if (!locked) throw new NotFound();
    const [before] = await tx
      .update(staffAssignments)
      .set({
        state: 'confirmed',
        declineReason: null,
        answeredAt: sql`now()`,
        answeredBy: actor.userId,
        answeredByPhone: true,
        changedSinceConfirmation: false,
      })
      .where(
        and(
          eq(staffAssignments.messeId, pair.messeId),
          eq(staffAssignments.customerId, pair.customerId),
          eq(staffAssignments.bewerberId, staffId),
          isNull(staffAssignments.removedAt),
        ),
      )
      .returning({ id: staffAssignments.bewerberId });
    if (!before) throw new NotFound();
    await calendarShowChanges(tx, { ...pair, bewerberIds: [staffId] });
    // A confirmation may bring a declined person back onto the tablet's sheet.
    await tx
      .update(messeCustomers)
      .set({ rev: sql`${messeCustomers.rev} + 1` })
      .where(pairWhere(pair));
    return {
      result: true as const,
      audit: {
        action: 'booking_confirmed_by_phone',
        subject: subject(pair),
        details: { bewerber_id: staffId },
      },
    };
  }).catch(nullIfNotFound);
}

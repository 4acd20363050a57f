import { and, arrayContains, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BookingEvent } from '@domain/shared/bookings';
import { formatDateRange } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  staffAssignments,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { EnqueueMail, EnqueueMails } from '@server/platform/mail/outbox';
import type { BookingMailData } from '@server/platform/mail/templates';
import { calendarShowChanges } from '@server/records/calendar';
import type { PairIds } from '../messen/pair-reads';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';
import { NotFound, nullIfNotFound } from './refusal';

/*
 * The office's side of bookings (issue 24): the mails to the people of a
 * pair (a new request, a change, a cancellation; in the person's locale,
 * through the outbox in the change's transaction), the meeting point of a
 * pair and a confirmation given by phone.
 */

export type BookingMailer = { enqueueMail: EnqueueMail; publicUrl: string };
export type BookingMailKind =
  'booking_requested' | 'booking_changed' | 'booking_cancelled' | 'booking_reminder';

/** The event (users.mail_events / push_events) each booking mail tells of. */
export const BOOKING_MAIL_EVENT: Record<BookingMailKind, BookingEvent> = {
  booking_requested: 'request',
  booking_changed: 'change',
  booking_cancelled: 'cancel',
  booking_reminder: 'reminder',
};

const subject = (pair: PairIds) => `pair:${String(pair.messeId)}-${String(pair.customerId)}`;
const pairWhere = (pair: PairIds) =>
  and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId));

/** What a booking mail tells of a pair. */
const pairFacts = {
  messeId: messeCustomers.messeId,
  customerId: messeCustomers.customerId,
  fair: messen.name,
  city: messen.city,
  start: messen.dateStart,
  end: messen.dateEnd,
  customer: customers.name,
  point: messeCustomers.meetingPoint,
  time: messeCustomers.meetingTime,
};

/** Queues one booking mail to each person (by staff id) with a login; returns how many. */
export async function queueBookingMails(
  tx: Database,
  mailer: BookingMailer,
  pair: PairIds,
  staffIds: readonly number[],
  kind: BookingMailKind,
): Promise<number> {
  if (staffIds.length === 0) return 0;
  const [facts] = await tx
    .select(pairFacts)
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(pairWhere(pair));
  if (!facts) return 0;
  const people = await tx
    .select({ name: users.firstname, email: users.email, locale: users.locale })
    .from(bewerber)
    .innerJoin(users, eq(users.id, bewerber.userId))
    .where(and(inArray(bewerber.id, [...staffIds]), isNull(users.deactivatedAt)));
  for (const person of people) {
    const data = bookingMailData(facts, person, mailer.publicUrl);
    await mailer.enqueueMail(tx, kind, person.email, person.locale, data);
  }
  return people.length;
}

type PairFacts = {
  fair: string;
  city: string;
  customer: string;
  start: string;
  end: string;
  point: string | null;
  time: string | null;
};

function bookingMailData(
  facts: PairFacts,
  person: { name: string; locale: Locale },
  publicUrl: string,
): BookingMailData {
  const meeting = [facts.point, facts.time].filter(Boolean).join(', ');
  return {
    name: person.name,
    link: `${publicUrl}/${person.locale}/einsaetze`,
    fair: facts.fair,
    city: facts.city,
    customer: facts.customer,
    days: formatDateRange(facts.start, facts.end, person.locale),
    meeting: meeting === '' ? null : meeting,
  };
}

/** One booking to tell one login of (staff through their record's login, supervisors directly). */
export type BookingNotice = { userId: number; messeId: number; customerId: number };
export type BulkBookingMailer = { enqueueMails: EnqueueMails; publicUrl: string };

/**
 * queueBookingMails for many people on many pairs at once (the reminder job's
 * thousands): two reads and one insert per thousand mails instead of a round
 * trip each. Mails active logins whose mail_events hold the kind's event;
 * returns how many mails were queued.
 */
export async function queueBookingMailsBulk(
  tx: Database,
  mailer: BulkBookingMailer,
  kind: BookingMailKind,
  notices: readonly BookingNotice[],
): Promise<number> {
  if (notices.length === 0) return 0;
  const pairKeys = [...new Set(notices.map((n) => `${String(n.messeId)}:${String(n.customerId)}`))];
  const pairs = await tx
    .select(pairFacts)
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(
      sql`(${messeCustomers.messeId}, ${messeCustomers.customerId}) in (${sql.join(
        pairKeys.map((key) => sql`(${sql.join(key.split(':').map(Number), sql`, `)})`),
        sql`, `,
      )})`,
    );
  const factsOf = new Map(pairs.map((p) => [`${String(p.messeId)}:${String(p.customerId)}`, p]));
  const people = await tx
    .select({ id: users.id, name: users.firstname, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(notices.map((n) => n.userId))]),
        isNull(users.deactivatedAt),
        arrayContains(users.mailEvents, [BOOKING_MAIL_EVENT[kind]]),
      ),
    );
  const personOf = new Map(people.map((p) => [p.id, p]));
  const mails = notices.flatMap((notice) => {
    const person = personOf.get(notice.userId);
    const facts = factsOf.get(`${String(notice.messeId)}:${String(notice.customerId)}`);
    if (!person || !facts) return [];
    const data = bookingMailData(facts, person, mailer.publicUrl);
    return [{ kind, to: person.email, locale: person.locale, data }];
  });
  await mailer.enqueueMails(tx, mails);
  return mails.length;
}

/** Marks the pair's confirmed bookings changed; answers who is on it and not declined. */
export async function markPairChanged(
  tx: Database,
  where: { messeId: number; customerId?: number },
) {
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
    const told = moved ? await markPairChanged(tx, pair) : [];
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

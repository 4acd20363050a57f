import { and, eq } from 'drizzle-orm';
import type { BookingEvent } from '@domain/shared/bookings';
import { formatDateRange } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { customers, messeCustomers, messen } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { EnqueueMail } from '@server/platform/mail/outbox';
import type { BookingMailData } from '@server/platform/mail/templates';
import { queueBookingPushes } from '@server/records/push';
import type { PairIds } from '../messen/pair-reads';

/*
 * The booking notices' one sender (issue 24): staff and supervisors alike, in
 * the person's locale, by mail and by push as each person chose
 * (users.mail_events / push_events), through the outboxes in the change's
 * transaction.
 */

export type BookingMailer = {
  enqueueMail: EnqueueMail;
  publicUrl: string;
  /** Sends the queued pushes soon after the commit (without it, the push worker's poll does). */
  nudgePush?: () => void;
};
export type BookingMailKind =
  'booking_requested' | 'booking_changed' | 'booking_cancelled' | 'booking_reminder';

/** The event (users.mail_events / push_events) each booking mail tells of. */
export const BOOKING_MAIL_EVENT: Record<BookingMailKind, BookingEvent> = {
  booking_requested: 'request',
  booking_changed: 'change',
  booking_cancelled: 'cancel',
  booking_reminder: 'reminder',
};

/** What a booking mail tells of a pair. */
export const pairFacts = {
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

export type PairFacts = {
  fair: string;
  city: string;
  customer: string;
  start: string;
  end: string;
  point: string | null;
  time: string | null;
};

/** The mail's data for one person; the link goes where they answer. */
export function bookingMailData(
  facts: PairFacts,
  person: { name: string; locale: Locale },
  publicUrl: string,
  supervising = false,
): BookingMailData {
  const meeting = [facts.point, facts.time].filter(Boolean).join(', ');
  const page = supervising ? 'stundenerfassung' : 'einsaetze';
  return {
    name: person.name,
    link: `${publicUrl}/${person.locale}/${page}`,
    fair: facts.fair,
    city: facts.city,
    customer: facts.customer,
    days: formatDateRange(facts.start, facts.end, person.locale),
    meeting: meeting === '' ? null : meeting,
    ...(supervising ? { supervising } : {}),
  };
}

const pairWhere = (pair: PairIds) =>
  and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId));

/** Who a booking notice goes to, with their choices per channel. */
export const recipientColumns = {
  userId: users.id,
  name: users.firstname,
  email: users.email,
  locale: users.locale,
  mailEvents: users.mailEvents,
  pushEvents: users.pushEvents,
};
export type Recipient = {
  userId: number;
  name: string;
  email: string;
  locale: Locale;
  mailEvents: string[];
  pushEvents: string[];
};

/**
 * Tells each recipient of the event: a mail linking to where they answer
 * ("Meine Einsätze" for staff, the tablet's time tracking for supervisors) if
 * they chose mail for it, a push to each of their devices if they chose push.
 * Returns how many mails were queued.
 */
export async function mailBookingTo(
  tx: Database,
  mailer: BookingMailer,
  pair: PairIds,
  people: readonly Recipient[],
  kind: BookingMailKind,
  supervising = false,
): Promise<number> {
  if (people.length === 0) return 0;
  const [facts] = await tx
    .select(pairFacts)
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(pairWhere(pair));
  if (!facts) return 0;
  const event = BOOKING_MAIL_EVENT[kind];
  const pushTo = people.filter((person) => person.pushEvents.includes(event));
  if ((await queueBookingPushes(tx, pushTo, event, facts.fair)) > 0) mailer.nudgePush?.();
  const mailTo = people.filter((person) => person.mailEvents.includes(event));
  for (const person of mailTo) {
    const data = bookingMailData(facts, person, mailer.publicUrl, supervising);
    await mailer.enqueueMail(tx, kind, person.email, person.locale, data);
  }
  return mailTo.length;
}

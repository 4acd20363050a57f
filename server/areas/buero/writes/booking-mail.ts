import { and, eq } from 'drizzle-orm';
import { formatDateRange } from '@domain/shared/date-format';
import type { Database } from '@server/platform/db/client';
import { customers, messeCustomers, messen } from '@server/platform/db/schema/messen';
import type { EnqueueMail } from '@server/platform/mail/outbox';
import type { PairIds } from '../messen/pair-reads';

/*
 * The booking mails' one sender (issue 24): staff and supervisors alike, in
 * the person's locale, through the outbox in the change's transaction.
 */

export type BookingMailer = { enqueueMail: EnqueueMail; publicUrl: string };
export type BookingMailKind = 'booking_requested' | 'booking_changed' | 'booking_cancelled';

const pairWhere = (pair: PairIds) =>
  and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId));

export type Recipient = { name: string; email: string; locale: 'de' | 'en' };

/**
 * Queues one booking mail to each recipient, linking to where they answer:
 * "Meine Einsätze" for staff, the tablet's time tracking for supervisors.
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
    .select({
      fair: messen.name,
      city: messen.city,
      start: messen.dateStart,
      end: messen.dateEnd,
      customer: customers.name,
      point: messeCustomers.meetingPoint,
      time: messeCustomers.meetingTime,
    })
    .from(messeCustomers)
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .where(pairWhere(pair));
  if (!facts) return 0;
  const page = supervising ? 'stundenerfassung' : 'einsaetze';
  for (const person of people) {
    const meeting = [facts.point, facts.time].filter(Boolean).join(', ');
    await mailer.enqueueMail(tx, kind, person.email, person.locale, {
      name: person.name,
      link: `${mailer.publicUrl}/${person.locale}/${page}`,
      fair: facts.fair,
      city: facts.city,
      customer: facts.customer,
      days: formatDateRange(facts.start, facts.end, person.locale),
      meeting: meeting === '' ? null : meeting,
      ...(supervising ? { supervising } : {}),
    });
  }
  return people.length;
}

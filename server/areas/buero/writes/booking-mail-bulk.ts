import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingEvent } from '@domain/shared/bookings';
import type { Database } from '@server/platform/db/client';
import { customers, messeCustomers, messen } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { EnqueueMails } from '@server/platform/mail/outbox';
import { queueBookingPushes } from '@server/records/push';
import {
  BOOKING_MAIL_EVENT,
  bookingMailData,
  type BookingMailKind,
  pairFacts,
  type PairFacts,
  type Recipient,
  recipientColumns,
} from './booking-mail';

/** One booking to tell one login of (staff through their record's login, supervisors directly). */
export type BookingNotice = {
  userId: number;
  messeId: number;
  customerId: number;
  /** A supervisor's booking: the mail links to the tablet's time tracking. */
  supervising?: boolean;
};
export type BulkBookingMailer = {
  enqueueMails: EnqueueMails;
  publicUrl: string;
  nudgePush?: () => void;
};

/** The pushes of the notices whose person chose push for the event, one query per fair. */
async function pushPerFair(
  tx: Database,
  mailer: BulkBookingMailer,
  event: BookingEvent,
  notices: readonly BookingNotice[],
  personOf: ReadonlyMap<number, Recipient>,
  factsOf: ReadonlyMap<string, PairFacts>,
) {
  const byFair = new Map<string, Recipient[]>();
  for (const notice of notices) {
    const person = personOf.get(notice.userId);
    const facts = factsOf.get(`${String(notice.messeId)}:${String(notice.customerId)}`);
    if (!person?.pushEvents.includes(event) || !facts) continue;
    byFair.set(facts.fair, [...(byFair.get(facts.fair) ?? []), person]);
  }
  let queued = 0;
  for (const [fair, people] of byFair) queued += await queueBookingPushes(tx, people, event, fair);
  if (queued > 0) mailer.nudgePush?.();
}

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
  const event = BOOKING_MAIL_EVENT[kind];
  const people = await tx
    .select(recipientColumns)
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(notices.map((n) => n.userId))]),
        isNull(users.deactivatedAt),
      ),
    );
  const personOf = new Map(people.map((p) => [p.userId, p]));
  await pushPerFair(tx, mailer, event, notices, personOf, factsOf);
  const mails = notices.flatMap((notice) => {
    const person = personOf.get(notice.userId);
    if (!person?.mailEvents.includes(event)) return [];
    const facts = factsOf.get(`${String(notice.messeId)}:${String(notice.customerId)}`);
    if (!facts) return [];
    const data = bookingMailData(facts, person, mailer.publicUrl, notice.supervising);
    return [{ kind, to: person.email, locale: person.locale, data }];
  });
  await mailer.enqueueMails(tx, mails);
  return mails.length;
}

import { and, asc, between, eq, exists, isNull, sql } from 'drizzle-orm';
import { reminderFirstDays } from '@domain/shared/booking-reminder';
import { formatDateRange } from '@domain/shared/date-format';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  staffAssignments,
  supervisorAssignments,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { QueuedMail } from '@server/platform/mail/outbox';
import {
  type BookingNotice,
  type BulkBookingMailer,
  queueBookingMailsBulk,
} from './booking-mail-bulk';

/*
 * The reminders of bookings still requested (issue 24): 48 hours before a
 * fair's first day each person who has not answered gets one mail, and the
 * office one list per fair/customer pair of who has not answered. Each
 * booking and each pair is claimed by one UPDATE … RETURNING (reminded_at,
 * unanswered_listed_at) in the transaction that queues its mails, so two
 * instances never both send one; SKIP LOCKED keeps them from waiting on each
 * other's rows (a row the other one holds is its to send).
 */

export type ReminderRun = { reminders: number; mails: number; lists: number; listMails: number };

/** The fairs whose first day is due for reminders at `now` (not archived). */
function dueFairs(tx: Database, now: Date) {
  const days = reminderFirstDays(now);
  return tx
    .select({ id: messen.id })
    .from(messen)
    .where(and(between(messen.dateStart, days.from, days.to), isNull(messen.archivedAt)));
}

/** Claims the due reminders of staff bookings (requested, on the pair, active login). */
async function claimStaff(tx: Database, now: Date): Promise<BookingNotice[]> {
  const sa = staffAssignments;
  const due = tx
    .select({ b: sa.bewerberId, m: sa.messeId, c: sa.customerId })
    .from(sa)
    .innerJoin(bewerber, eq(bewerber.id, sa.bewerberId))
    .innerJoin(users, eq(users.id, bewerber.userId))
    .where(
      and(
        eq(sa.state, 'requested'),
        isNull(sa.remindedAt),
        isNull(sa.removedAt),
        isNull(users.deactivatedAt),
        sql`${sa.messeId} in (${dueFairs(tx, now)})`,
      ),
    )
    .for('no key update', { of: sa, skipLocked: true });
  const rows = await tx
    .update(sa)
    .set({ remindedAt: sql`now()` })
    .from(bewerber)
    .where(
      and(
        eq(bewerber.id, sa.bewerberId),
        sql`(${sa.bewerberId}, ${sa.messeId}, ${sa.customerId}) in (${due})`,
      ),
    )
    .returning({ userId: bewerber.userId, messeId: sa.messeId, customerId: sa.customerId });
  return rows.flatMap((row) => (row.userId === null ? [] : [{ ...row, userId: row.userId }]));
}

/** Claims the due reminders of supervisors' bookings (requested, active login). */
async function claimSupervisors(tx: Database, now: Date): Promise<BookingNotice[]> {
  const su = supervisorAssignments;
  const due = tx
    .select({ u: su.userId, m: su.messeId, c: su.customerId })
    .from(su)
    .innerJoin(users, eq(users.id, su.userId))
    .where(
      and(
        eq(su.state, 'requested'),
        isNull(su.remindedAt),
        isNull(users.deactivatedAt),
        sql`${su.messeId} in (${dueFairs(tx, now)})`,
      ),
    )
    .for('no key update', { of: su, skipLocked: true });
  return tx
    .update(su)
    .set({ remindedAt: sql`now()` })
    .where(sql`(${su.userId}, ${su.messeId}, ${su.customerId}) in (${due})`)
    .returning({
      userId: su.userId,
      messeId: su.messeId,
      customerId: su.customerId,
      supervising: sql<boolean>`true`,
    });
}

const samePair = (table: typeof staffAssignments | typeof supervisorAssignments) =>
  and(eq(table.messeId, messeCustomers.messeId), eq(table.customerId, messeCustomers.customerId));

/** Who on a pair has not answered: staff not removed and supervisors, still requested. */
async function unansweredOf(tx: Database, pair: { messeId: number; customerId: number }) {
  const staff = await tx
    .select({ first: bewerber.firstname, last: bewerber.lastname })
    .from(staffAssignments)
    .innerJoin(bewerber, eq(bewerber.id, staffAssignments.bewerberId))
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
        eq(staffAssignments.state, 'requested'),
        isNull(staffAssignments.removedAt),
      ),
    );
  const supervisors = await tx
    .select({ first: users.firstname, last: users.lastname })
    .from(supervisorAssignments)
    .innerJoin(users, eq(users.id, supervisorAssignments.userId))
    .where(
      and(
        eq(supervisorAssignments.messeId, pair.messeId),
        eq(supervisorAssignments.customerId, pair.customerId),
        eq(supervisorAssignments.state, 'requested'),
      ),
    );
  return [...staff, ...supervisors]
    .map((person) => `${person.first} ${person.last}`)
    .sort((a, b) => a.localeCompare(b, 'de'));
}

/**
 * Claims the due pairs that have someone who has not answered and queues their
 * list to every active office user, in that user's locale. Returns the lists and mails.
 */
async function listUnanswered(tx: Database, mailer: BulkBookingMailer, now: Date) {
  const requested = (table: typeof staffAssignments | typeof supervisorAssignments) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(
          and(
            samePair(table),
            eq(table.state, 'requested'),
            table === staffAssignments ? isNull(staffAssignments.removedAt) : undefined,
          ),
        ),
    );
  const mc = messeCustomers;
  const due = tx
    .select({ m: mc.messeId, c: mc.customerId })
    .from(mc)
    .where(
      and(
        isNull(mc.unansweredListedAt),
        sql`${mc.messeId} in (${dueFairs(tx, now)})`,
        sql`(${requested(staffAssignments)} or ${requested(supervisorAssignments)})`,
      ),
    )
    .for('no key update', { skipLocked: true });
  const pairs = await tx
    .update(mc)
    .set({ unansweredListedAt: sql`now()` })
    .where(sql`(${mc.messeId}, ${mc.customerId}) in (${due})`)
    .returning({ messeId: messeCustomers.messeId, customerId: messeCustomers.customerId });
  if (pairs.length === 0) return { lists: 0, mails: 0 };
  const office = await tx
    .select({ name: users.firstname, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'office'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id));
  const mails: QueuedMail[] = [];
  for (const pair of pairs) {
    const [facts] = await tx
      .select({
        fair: messen.name,
        city: messen.city,
        start: messen.dateStart,
        end: messen.dateEnd,
        customer: customers.name,
      })
      .from(messen)
      .innerJoin(customers, eq(customers.id, pair.customerId))
      .where(eq(messen.id, pair.messeId));
    if (!facts) continue;
    const people = await unansweredOf(tx, pair);
    const path = `buero/messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
    for (const user of office) {
      mails.push({
        kind: 'booking_unanswered',
        to: user.email,
        locale: user.locale,
        data: {
          name: user.name,
          link: `${mailer.publicUrl}/${user.locale}/${path}`,
          fair: facts.fair,
          city: facts.city,
          customer: facts.customer,
          days: formatDateRange(facts.start, facts.end, user.locale),
          people,
        },
      });
    }
  }
  await mailer.enqueueMails(tx, mails);
  return { lists: pairs.length, mails: mails.length };
}

/**
 * One run of the reminder job at `now`: claims and queues in one transaction,
 * so a reminder is claimed exactly when its mail is queued.
 */
export async function sendBookingReminders(
  db: Database,
  mailer: BulkBookingMailer,
  now: Date = new Date(),
): Promise<ReminderRun> {
  return db.transaction(async (tx) => {
    const notices = [...(await claimStaff(tx, now)), ...(await claimSupervisors(tx, now))];
    const mails = await queueBookingMailsBulk(tx, mailer, 'booking_reminder', notices);
    const office = await listUnanswered(tx, mailer, now);
    return { reminders: notices.length, mails, lists: office.lists, listMails: office.mails };
  });
}

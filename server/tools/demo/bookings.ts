import { and, eq, exists, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  messeCustomers,
  messen,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { DEMO_LOGINS } from './logins';

/*
 * The bookings' states in the demo (issue 24), so "Meine Einsätze" and the
 * office's pair pages show the whole flow: what already has times, is running
 * or is over was answered long ago (confirmed); on the coming fairs most
 * people have confirmed, a few are still asked (requested); the demo staff
 * login has a booking in each of the three states, and one that is past.
 */

/** Upcoming bookings still waiting for an answer: the demo staff login and three of the crew. */
export const DEMO_STILL_REQUESTED = [
  DEMO_LOGINS.staff.email,
  'crew-01@example.org',
  'crew-02@example.org',
  'crew-03@example.org',
] as const;

/** The demo staff login's declined booking and its reason. */
export const DEMO_DECLINE_REASON = 'Urlaub in dieser Woche';

type Pair = { messeId: number; customerId: number };

export type DemoBookings = {
  today: string;
  /** A pair of a fair that has not started, for the demo staff login's decline. */
  declinedPair: Pair;
  /** A pair of a past fair, for the demo staff login's past booking. */
  pastPair: Pair;
  officeId: number;
};

/** The person's own answer when they have a login, else the office's, taken by phone. */
const answeredBy = (officeId: number) => ({
  answeredAt: sql`now()`,
  answeredBy: sql`coalesce((select ${bewerber.userId} from ${bewerber}
    where ${bewerber.id} = ${staffAssignments.bewerberId}), ${officeId})`,
  answeredByPhone: sql`(select ${bewerber.userId} from ${bewerber}
    where ${bewerber.id} = ${staffAssignments.bewerberId}) is null`,
});

/** Sets the states of the seeded assignments and adds the staff login's past and declined ones. */
export async function seedDemoBookings(tx: Database, demo: DemoBookings): Promise<void> {
  const [paula] = await tx
    .select({ id: bewerber.id, userId: bewerber.userId })
    .from(bewerber)
    .where(eq(bewerber.email, DEMO_LOGINS.staff.email));
  if (!paula) throw new Error('demo staff login has no staff record');
  await tx.insert(staffAssignments).values([
    { bewerberId: paula.id, ...demo.pastPair },
    {
      bewerberId: paula.id,
      ...demo.declinedPair,
      state: 'declined',
      declineReason: DEMO_DECLINE_REASON,
      answeredAt: sql`now()`,
      answeredBy: paula.userId,
    },
  ]);

  const started = tx
    .select({ id: messen.id })
    .from(messen)
    .where(lte(messen.dateStart, demo.today));
  const withTimes = tx
    .select({ one: sql`1` })
    .from(times)
    .where(
      and(
        eq(times.bewerberId, staffAssignments.bewerberId),
        eq(times.messeId, staffAssignments.messeId),
        eq(times.customerId, staffAssignments.customerId),
      ),
    );
  const stillAsked = tx
    .select({ id: bewerber.id })
    .from(bewerber)
    .where(inArray(bewerber.email, [...DEMO_STILL_REQUESTED]));
  await tx
    .update(staffAssignments)
    .set({ state: 'confirmed', ...answeredBy(demo.officeId) })
    .where(
      and(
        eq(staffAssignments.state, 'requested'),
        or(
          inArray(staffAssignments.messeId, started),
          exists(withTimes),
          notInArray(staffAssignments.bewerberId, stillAsked),
        ),
      ),
    );
  // Where and when to meet, and whom to call, on the pairs with a supervisor.
  await tx
    .update(messeCustomers)
    .set({
      meetingPoint: 'Halle 3, Stand B12',
      meetingTime: '07:30',
      supervisorPhone: '0511 123456',
    })
    .where(
      exists(
        tx
          .select({ one: sql`1` })
          .from(supervisorAssignments)
          .where(
            and(
              eq(supervisorAssignments.messeId, messeCustomers.messeId),
              eq(supervisorAssignments.customerId, messeCustomers.customerId),
            ),
          ),
      ),
    );
  // The supervisors run the tablets: their bookings were confirmed long ago.
  await tx.update(supervisorAssignments).set({
    state: 'confirmed',
    answeredAt: sql`now()`,
    answeredBy: sql`${supervisorAssignments.userId}`,
  });
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BookingState } from '@domain/shared/bookings';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { calendarShowChanges } from '@server/records/calendar';
import { messeCustomers, messen, staffAssignments } from '@server/platform/db/schema/messen';
import type { PairKey } from './reads';
import { todayIso } from './today';

/*
 * The person's answer to a booking (issue 24). The pair's row is locked first,
 * as every staff change and the tablets' time writes do (sheet-lock.ts), and
 * its revision goes up: a decline takes the person off the tablet's sheet
 * (unless they have times), a confirmation may bring them back.
 */

type Actor = { userId: number; ip: string };
const ACTIONS = {
  confirmed: { action: 'booking_confirmed' },
  declined: { action: 'booking_declined' },
} as const;

type Answer = { state: Exclude<BookingState, 'requested'>; reason: string | null };

/** What became of an answer: recorded, no booking of the person's, or the fair is over. */
export type AnswerOutcome = 'answered' | 'not_found' | 'fair_over';

/**
 * Records the answer. A pair that is not the person's is not found (before
 * anything about its fair is said); a fair whose last day is before today
 * (Europe/Berlin, as the list's `past`) takes no answer any more.
 */
export async function answerBooking(
  db: Database,
  actor: Actor,
  bewerberId: number,
  pair: PairKey,
  answer: Answer,
): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const pairWhere = and(
      eq(messeCustomers.messeId, pair.messeId),
      eq(messeCustomers.customerId, pair.customerId),
    );
    const [locked] = await tx
      .select({ rev: messeCustomers.rev })
      .from(messeCustomers)
      .where(pairWhere)
      .for('no key update');
    if (!locked) return 'not_found';
    const where = and(
      eq(staffAssignments.bewerberId, bewerberId),
      eq(staffAssignments.messeId, pair.messeId),
      eq(staffAssignments.customerId, pair.customerId),
      isNull(staffAssignments.removedAt),
    );
    const [before] = await tx
      .select({
        state: staffAssignments.state,
        over: sql<boolean>`${messen.dateEnd} < ${todayIso()}::date`,
      })
      .from(staffAssignments)
      .innerJoin(messen, eq(messen.id, staffAssignments.messeId))
      .where(where)
      .for('update', { of: staffAssignments });
    if (!before) return 'not_found';
    if (before.over) return 'fair_over';
    await tx
      .update(staffAssignments)
      .set({
        state: answer.state,
        declineReason: answer.state === 'declined' ? answer.reason : null,
        answeredAt: sql`now()`,
        answeredBy: actor.userId,
        answeredByPhone: false,
        changedSinceConfirmation: false,
      })
      .where(where);
    await calendarShowChanges(tx, { ...pair, bewerberIds: [bewerberId] });
    await tx
      .update(messeCustomers)
      .set({ rev: sql`${messeCustomers.rev} + 1` })
      .where(pairWhere);
    await writeAudit(tx, {
      action: ACTIONS[answer.state].action,
      userId: actor.userId,
      subject: `pair:${String(pair.messeId)}-${String(pair.customerId)}`,
      ip: actor.ip,
      details: {
        bewerber_id: bewerberId,
        before: before.state,
        // Whether a reason was given, not its words: the log is append-only, the
        // reason stays on the assignment (and goes with an erasure).
        ...(answer.state === 'declined' ? { with_reason: answer.reason !== null } : {}),
      },
    });
    return 'answered';
  });
}

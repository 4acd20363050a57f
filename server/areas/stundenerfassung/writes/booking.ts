import { and, eq, sql } from 'drizzle-orm';
import type { BookingState } from '@domain/shared/bookings';
import type { SupervisorBooking } from '@domain/stundenerfassung/booking-operations';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { messeCustomers, supervisorAssignments } from '@server/platform/db/schema/messen';
import type { PairParams } from '../params';

/*
 * The supervisor's answer to their booking on a pair (issue 24), as the
 * staff's in server/areas/einsaetze/writes.ts: the pair's row is locked first
 * (the order of every change of who works on it), then the booking's; two
 * answers at once run one after the other and the later one stands whole
 * (state, reason and when). Audited about the supervisor (`user:<id>`) with
 * the pair; whether a reason was given, never its words.
 */

type Actor = { userId: number; ip: string };
type Answer = { state: Exclude<BookingState, 'requested'>; reason: string | null };

const ACTIONS = { confirmed: 'booking_confirmed', declined: 'booking_declined' } as const;

/** Records the answer; null when the supervisor has no booking on the pair. */
export async function answerSupervisorBooking(
  db: Database,
  actor: Actor,
  pair: PairParams,
  answer: Answer,
): Promise<SupervisorBooking | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ rev: messeCustomers.rev })
      .from(messeCustomers)
      .where(
        and(
          eq(messeCustomers.messeId, pair.messeId),
          eq(messeCustomers.customerId, pair.customerId),
        ),
      )
      .for('no key update');
    if (!locked) return null;
    const where = and(
      eq(supervisorAssignments.userId, actor.userId),
      eq(supervisorAssignments.messeId, pair.messeId),
      eq(supervisorAssignments.customerId, pair.customerId),
    );
    const [before] = await tx
      .select({ state: supervisorAssignments.state })
      .from(supervisorAssignments)
      .where(where)
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(supervisorAssignments)
      .set({
        state: answer.state,
        declineReason: answer.state === 'declined' ? answer.reason : null,
        answeredAt: sql`now()`,
        answeredBy: actor.userId,
        answeredByPhone: false,
        changedSinceConfirmation: false,
      })
      .where(where)
      .returning({
        state: supervisorAssignments.state,
        decline_reason: supervisorAssignments.declineReason,
        changed: supervisorAssignments.changedSinceConfirmation,
      });
    await writeAudit(tx, {
      action: ACTIONS[answer.state],
      userId: actor.userId,
      subject: `user:${String(actor.userId)}`,
      ip: actor.ip,
      details: {
        messe_id: pair.messeId,
        customer_id: pair.customerId,
        before: before.state,
        ...(answer.state === 'declined' ? { with_reason: answer.reason !== null } : {}),
      },
    });
    return after ?? null;
  });
}

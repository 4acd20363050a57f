import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { messeCustomers, supervisorAssignments } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import type { PairIds } from '../messen/pair-reads';
import type { OfficeActor } from './actor';
import {
  type BookingMailer,
  type BookingMailKind,
  mailBookingTo,
  recipientColumns,
} from './booking-mail';
import { runOfficeAction } from './office-action';
import { NotFound, nullIfNotFound } from './refusal';

/*
 * Supervisors are booked like staff (issue 24): requested until they answer
 * on the tablet's time tracking, mailed a request, a change and a
 * cancellation (linking there), and the office may record a confirmation
 * given by phone. Audited about the supervisor (`user:<id>`), with the pair.
 */

const onPair = (pair: PairIds) =>
  and(
    eq(supervisorAssignments.messeId, pair.messeId),
    eq(supervisorAssignments.customerId, pair.customerId),
  );

/** Queues one booking mail to each supervisor (by user id) with an active login. */
export async function queueSupervisorMails(
  tx: Database,
  mailer: BookingMailer,
  pair: PairIds,
  userIds: readonly number[],
  kind: BookingMailKind,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const people = await tx
    .select(recipientColumns)
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.deactivatedAt)));
  return mailBookingTo(tx, mailer, pair, people, kind, true);
}

/** The supervisors on the pair who have not declined (whom a change or cancellation concerns). */
export async function supervisorsNotDeclined(
  tx: Database,
  pair: PairIds,
  userIds?: readonly number[],
): Promise<number[]> {
  const rows = await tx
    .select({ id: supervisorAssignments.userId })
    .from(supervisorAssignments)
    .where(
      and(
        onPair(pair),
        ne(supervisorAssignments.state, 'declined'),
        userIds ? inArray(supervisorAssignments.userId, [...userIds]) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * New days or a new meeting point: the confirmed supervisors are asked again,
 * and (with a mailer) everyone not declined is mailed the change.
 */
export async function supervisorsChanged(
  tx: Database,
  where: { messeId: number; customerId?: number },
  mailer?: BookingMailer,
): Promise<void> {
  const scope = and(
    eq(supervisorAssignments.messeId, where.messeId),
    where.customerId === undefined
      ? undefined
      : eq(supervisorAssignments.customerId, where.customerId),
  );
  await tx
    .update(supervisorAssignments)
    .set({ changedSinceConfirmation: true })
    .where(and(scope, eq(supervisorAssignments.state, 'confirmed')));
  if (!mailer) return;
  const rows = await tx
    .select({ id: supervisorAssignments.userId, customerId: supervisorAssignments.customerId })
    .from(supervisorAssignments)
    .where(and(scope, ne(supervisorAssignments.state, 'declined')));
  for (const customerId of new Set(rows.map((row) => row.customerId))) {
    const ids = rows.filter((row) => row.customerId === customerId).map((row) => row.id);
    await queueSupervisorMails(
      tx,
      mailer,
      { messeId: where.messeId, customerId },
      ids,
      'booking_changed',
    );
  }
}

/**
 * Records a confirmation the supervisor gave by phone ("telefonisch
 * zugesagt"). Null: the supervisor is not on the pair.
 */
export async function confirmSupervisorByPhone(
  db: Database,
  actor: OfficeActor,
  pair: PairIds,
  userId: number,
): Promise<true | null> {
  return runOfficeAction(db, actor, async (tx) => {
    // The pair first, as every change of who works on it (./assignments.ts).
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
    if (!locked) throw new NotFound();
    const [before] = await tx
      .select({ state: supervisorAssignments.state })
      .from(supervisorAssignments)
      .where(and(onPair(pair), eq(supervisorAssignments.userId, userId)))
      .for('update');
    if (!before) throw new NotFound();
    await tx
      .update(supervisorAssignments)
      .set({
        state: 'confirmed',
        declineReason: null,
        answeredAt: sql`now()`,
        answeredBy: actor.userId,
        answeredByPhone: true,
        changedSinceConfirmation: false,
      })
      .where(and(onPair(pair), eq(supervisorAssignments.userId, userId)));
    return {
      result: true as const,
      audit: {
        action: 'booking_confirmed_by_phone',
        subject: `user:${String(userId)}`,
        details: {
          messe_id: pair.messeId,
          customer_id: pair.customerId,
          before: before.state,
        },
      },
    };
  }).catch(nullIfNotFound);
}

import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  signatures,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { calendarCancelBookings, calendarShowChanges } from '@server/records/calendar';
import { isAssignableStaffSql } from '@server/records/staff';
import { writeAudits } from '@server/platform/audit/audit-log';
import { auditedCounter, checkPeopleOnPair, crossedCounters, lawLimitTexts } from '../law-check';
import type { PairIds } from '../messen/pair-reads';
import type { OfficeActor } from './actor';
import { type BookingMailer, queueBookingMails } from './bookings';
import { runOfficeAction } from './office-action';
import { queueSupervisorMails, supervisorsNotDeclined } from './supervisor-bookings';
import {
  fieldRefusal,
  NotFound,
  nullIfNotFound,
  OfficeRefusal,
  rethrowUnlessNotFound,
} from './refusal';

/*
 * Who works where (docs/product/fairs.md). Every change locks the
 * pair's row first, as the tablets' time writes do (server/areas/stundenerfassung
 * writes/sheet-lock.ts: messe_customers, then staff_assignments), so a bulk
 * change and a time write never interleave, two bulk changes run one after
 * the other, and a removal sees every time that exists. A change to the staff
 * bumps the pair's revision: the tablet's next pull rebuilds the sheet.
 */

/** A booking as the office makes it: requested, unanswered. */
const NEW_REQUEST = {
  state: 'requested',
  declineReason: null,
  answeredAt: null,
  answeredBy: null,
  answeredByPhone: false,
  changedSinceConfirmation: false,
} as const;

const subject = (pair: PairIds) => `pair:${String(pair.messeId)}-${String(pair.customerId)}`;

const pairWhere = (pair: PairIds) =>
  and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId));

async function lockPair(tx: Database, pair: PairIds, strength: 'no key update' | 'update') {
  const [row] = await tx
    .select({ rev: messeCustomers.rev })
    .from(messeCustomers)
    .where(pairWhere(pair))
    .for(strength);
  if (!row) throw new NotFound();
}

async function bumpRevision(tx: Database, pair: PairIds) {
  await tx
    .update(messeCustomers)
    .set({ rev: sql`${messeCustomers.rev} + 1` })
    .where(pairWhere(pair));
}

const ARCHIVED = new OfficeRefusal(409, 'archived', {
  de: 'Archivierte Messen und Kunden nehmen keine neuen Einsätze an.',
  en: 'Archived fairs and customers take no new assignments.',
});

/** New assignments need an active fair and customer. */
async function refuseIfArchived(tx: Database, pair: PairIds) {
  const [row] = await tx
    .select({
      archived: sql<boolean>`${messen.archivedAt} is not null or ${customers.archivedAt} is not null`,
    })
    .from(messen)
    .innerJoin(customers, eq(customers.id, pair.customerId))
    .where(eq(messen.id, pair.messeId));
  if (!row) throw new NotFound();
  if (row.archived) throw ARCHIVED;
}

async function activeStaff(tx: Database, pair: PairIds): Promise<number[]> {
  const rows = await tx
    .select({ id: staffAssignments.bewerberId })
    .from(staffAssignments)
    .where(
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
        isNull(staffAssignments.removedAt),
      ),
    )
    .orderBy(asc(staffAssignments.bewerberId));
  return rows.map((row) => row.id);
}

/** Attaches a customer to a fair (idempotent); false when either is unknown. */
export async function attachCustomer(db: Database, actor: OfficeActor, pair: PairIds) {
  return runOfficeAction(db, actor, async (tx) => {
    await refuseIfArchived(tx, pair);
    const created = await tx
      .insert(messeCustomers)
      .values(pair)
      .onConflictDoNothing()
      .returning({ id: messeCustomers.customerId });
    return {
      result: true,
      audit: {
        action: 'fair_customer_attached',
        subject: subject(pair),
        changes: created.length > 0 ? { attached: { before: false, after: true } } : undefined,
      },
    };
  }).catch(rethrowUnlessNotFound);
}

/** Detaches a customer; refused (409) while the pair has times or signatures. */
export async function detachCustomer(db: Database, actor: OfficeActor, pair: PairIds) {
  return runOfficeAction(db, actor, async (tx) => {
    await lockPair(tx, pair, 'update');
    const [history] = await tx
      .select({
        times: sql<boolean>`exists (select 1 from ${times}
          where ${times.messeId} = ${pair.messeId} and ${times.customerId} = ${pair.customerId})`,
        signed: sql<boolean>`exists (select 1 from ${signatures}
          where ${signatures.messeId} = ${pair.messeId} and ${signatures.customerId} = ${pair.customerId})`,
      })
      .from(messeCustomers)
      .where(pairWhere(pair));
    if (history?.times || history?.signed) {
      throw new OfficeRefusal(409, 'pair_has_times', {
        de: 'Dieser Kunde hat auf der Messe schon Zeiten oder Unterschriften und kann nicht entfernt werden.',
        en: 'This customer already has times or signatures at the fair and cannot be removed.',
      });
    }
    await calendarCancelBookings(tx, pair);
    await tx.delete(messeCustomers).where(pairWhere(pair));
    return {
      result: true,
      audit: {
        action: 'fair_customer_detached',
        subject: subject(pair),
        changes: { attached: { before: true, after: false } },
      },
    };
  }).catch(rethrowUnlessNotFound);
}

/**
 * The assignment check of the people being newly added (issue 27, ../law-check.ts),
 * inside the add's transaction after its locks, so what it saw is what is
 * written. A crossed limit refuses the whole add (409 law_limit, naming people
 * and limits) unless the clerk gave a reason; then each blocked person's
 * override is audited with the reason and the counters crossed.
 */
async function holdToLawLimits(
  tx: Database,
  actor: OfficeActor,
  pair: PairIds,
  newIds: readonly number[],
  overrideReason: string | undefined,
) {
  const checks = await checkPeopleOnPair(tx, pair, newIds);
  const blocked = newIds.flatMap((id) => {
    const check = checks.get(id);
    return check?.blocking ? [check] : [];
  });
  if (blocked.length === 0) return;
  if (overrideReason === undefined) {
    throw new OfficeRefusal(409, 'law_limit', lawLimitTexts(blocked));
  }
  await writeAudits(
    tx,
    blocked.map((check) => ({
      action: 'law_limit_overridden' as const,
      userId: actor.userId,
      ip: actor.ip,
      subject: `bewerber:${String(check.bewerber_id)}`,
      details: {
        pair: { messe_id: pair.messeId, customer_id: pair.customerId },
        reason: overrideReason,
        crossed: crossedCounters(check).map(auditedCounter),
      },
    })),
  );
}

/**
 * Adds staff (or takes back a removed one); answers who was added. Null:
 * unknown pair. A crossed employment-law limit refuses it unless
 * `overrideReason` is given (holdToLawLimits).
 */
export async function addStaff(
  db: Database,
  actor: OfficeActor,
  mailer: BookingMailer,
  pair: PairIds,
  ids: number[],
  overrideReason?: string,
) {
  return runOfficeAction(db, actor, async (tx) => {
    await lockPair(tx, pair, 'no key update');
    await refuseIfArchived(tx, pair);
    const eligible = await tx
      .select({ id: bewerber.id })
      .from(bewerber)
      .where(and(inArray(bewerber.id, ids), isAssignableStaffSql));
    const known = new Set(eligible.map((row) => row.id));
    const refused = ids.filter((id) => !known.has(id));
    if (refused.length > 0) throw fieldRefusal('bewerber_ids', 'not_staff', refused);
    const before = await activeStaff(tx, pair);
    await holdToLawLimits(
      tx,
      actor,
      pair,
      ids.filter((id) => !before.includes(id)),
      overrideReason,
    );
    const added = await tx
      .insert(staffAssignments)
      .values(ids.map((bewerberId) => ({ bewerberId, ...pair })))
      .onConflictDoUpdate({
        target: [
          staffAssignments.bewerberId,
          staffAssignments.messeId,
          staffAssignments.customerId,
        ],
        // A person taken back is asked again: the earlier answer was for the earlier booking.
        set: { removedAt: null, ...NEW_REQUEST },
        setWhere: isNotNull(staffAssignments.removedAt),
      })
      .returning({ id: staffAssignments.bewerberId });
    if (added.length > 0) await bumpRevision(tx, pair);
    const addedIds = added.map((row) => row.id).sort((a, b) => a - b);
    await calendarShowChanges(tx, { ...pair, bewerberIds: addedIds });
    await queueBookingMails(tx, mailer, pair, addedIds, 'booking_requested');
    return {
      result: { added: addedIds },
      audit: {
        action: 'staff_assignments_changed',
        subject: subject(pair),
        changes:
          added.length > 0 ? { staff: { before, after: await activeStaff(tx, pair) } } : undefined,
        details: { added: addedIds },
      },
    };
  }).catch(nullIfNotFound);
}

/**
 * Removes staff from the pair. Whoever has times or a signature on it stays
 * on the sheet, marked removed (their times are never deleted); the others'
 * rows are deleted. Null: unknown pair.
 */
export async function removeStaff(
  db: Database,
  actor: OfficeActor,
  mailer: BookingMailer,
  pair: PairIds,
  ids: number[],
) {
  return runOfficeAction(db, actor, async (tx) => {
    await lockPair(tx, pair, 'no key update');
    const before = await activeStaff(tx, pair);
    const onPair = ids.filter((id) => before.includes(id));
    // Who declined needs no cancellation; everyone else is told.
    const toTell =
      onPair.length === 0
        ? []
        : await tx
            .select({ id: staffAssignments.bewerberId })
            .from(staffAssignments)
            .where(
              and(
                eq(staffAssignments.messeId, pair.messeId),
                eq(staffAssignments.customerId, pair.customerId),
                inArray(staffAssignments.bewerberId, onPair),
                ne(staffAssignments.state, 'declined'),
              ),
            );
    await queueBookingMails(
      tx,
      mailer,
      pair,
      toTell.map((row) => row.id),
      'booking_cancelled',
    );
    const withHistory =
      onPair.length === 0
        ? []
        : await tx
            .select({ id: staffAssignments.bewerberId })
            .from(staffAssignments)
            .where(
              and(
                eq(staffAssignments.messeId, pair.messeId),
                eq(staffAssignments.customerId, pair.customerId),
                inArray(staffAssignments.bewerberId, onPair),
                sql`(${staffAssignments.signatureId} is not null or exists (select 1 from ${times}
                  where ${times.messeId} = ${staffAssignments.messeId}
                  and ${times.customerId} = ${staffAssignments.customerId}
                  and ${times.bewerberId} = ${staffAssignments.bewerberId}) or exists (
                  select 1 from ${signatures} where ${signatures.kind} = 'staff'
                  and ${signatures.messeId} = ${staffAssignments.messeId}
                  and ${signatures.customerId} = ${staffAssignments.customerId}
                  and ${signatures.bewerberId} = ${staffAssignments.bewerberId}))`,
              ),
            );
    await calendarCancelBookings(tx, { ...pair, bewerberIds: onPair });
    const kept = withHistory.map((row) => row.id).sort((a, b) => a - b);
    const deleted = onPair.filter((id) => !kept.includes(id)).sort((a, b) => a - b);
    const where = (list: number[]) =>
      and(
        eq(staffAssignments.messeId, pair.messeId),
        eq(staffAssignments.customerId, pair.customerId),
        inArray(staffAssignments.bewerberId, list),
      );
    if (kept.length > 0) {
      await tx
        .update(staffAssignments)
        .set({ removedAt: sql`now()` })
        .where(where(kept));
    }
    if (deleted.length > 0) await tx.delete(staffAssignments).where(where(deleted));
    if (onPair.length > 0) await bumpRevision(tx, pair);
    return {
      result: { removed: onPair.sort((a, b) => a - b), kept_with_times: kept },
      audit: {
        action: 'staff_assignments_changed',
        subject: subject(pair),
        changes:
          onPair.length > 0 ? { staff: { before, after: await activeStaff(tx, pair) } } : undefined,
        details: { removed: deleted, kept_with_times: kept },
      },
    };
  }).catch(nullIfNotFound);
}

async function pairSupervisors(tx: Database, pair: PairIds): Promise<number[]> {
  const rows = await tx
    .select({ id: supervisorAssignments.userId })
    .from(supervisorAssignments)
    .where(
      and(
        eq(supervisorAssignments.messeId, pair.messeId),
        eq(supervisorAssignments.customerId, pair.customerId),
      ),
    )
    .orderBy(asc(supervisorAssignments.userId));
  return rows.map((row) => row.id);
}

/**
 * Assigns supervisors: accounts with the time-tracking flag only (others:
 * 422). Each new one is requested and mailed (./supervisor-bookings.ts).
 */
export async function addSupervisors(
  db: Database,
  actor: OfficeActor,
  mailer: BookingMailer,
  pair: PairIds,
  ids: number[],
) {
  return runOfficeAction(db, actor, async (tx) => {
    await lockPair(tx, pair, 'no key update');
    await refuseIfArchived(tx, pair);
    const flagged = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.timetracking, true)));
    const known = new Set(flagged.map((row) => row.id));
    const refused = ids.filter((id) => !known.has(id));
    if (refused.length > 0) throw fieldRefusal('user_ids', 'not_supervisor', refused);
    const before = await pairSupervisors(tx, pair);
    const added = await tx
      .insert(supervisorAssignments)
      .values(ids.map((userId) => ({ userId, ...pair })))
      .onConflictDoNothing()
      .returning({ id: supervisorAssignments.userId });
    const addedIds = added.map((row) => row.id).sort((a, b) => a - b);
    await queueSupervisorMails(tx, mailer, pair, addedIds, 'booking_requested');
    return {
      result: { added: addedIds },
      audit: {
        action: 'supervisor_assignments_changed',
        subject: subject(pair),
        changes:
          added.length > 0
            ? { supervisors: { before, after: await pairSupervisors(tx, pair) } }
            : undefined,
      },
    };
  }).catch(nullIfNotFound);
}

/** Removes supervisors; who had not declined is mailed a cancellation. */
export async function removeSupervisors(
  db: Database,
  actor: OfficeActor,
  mailer: BookingMailer,
  pair: PairIds,
  ids: number[],
) {
  return runOfficeAction(db, actor, async (tx) => {
    await lockPair(tx, pair, 'no key update');
    const before = await pairSupervisors(tx, pair);
    const toTell = await supervisorsNotDeclined(tx, pair, ids);
    await queueSupervisorMails(tx, mailer, pair, toTell, 'booking_cancelled');
    const removed = await tx
      .delete(supervisorAssignments)
      .where(
        and(
          eq(supervisorAssignments.messeId, pair.messeId),
          eq(supervisorAssignments.customerId, pair.customerId),
          inArray(supervisorAssignments.userId, ids),
        ),
      )
      .returning({ id: supervisorAssignments.userId });
    const removedIds = removed.map((row) => row.id).sort((a, b) => a - b);
    return {
      result: { removed: removedIds },
      audit: {
        action: 'supervisor_assignments_changed',
        subject: subject(pair),
        changes:
          removed.length > 0
            ? { supervisors: { before, after: await pairSupervisors(tx, pair) } }
            : undefined,
      },
    };
  }).catch(nullIfNotFound);
}

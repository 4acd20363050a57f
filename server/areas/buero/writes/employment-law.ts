import { and, count, eq, sql } from 'drizzle-orm';
import {
  LECTURE_PERIODS_MAX,
  type LecturePeriodInput,
  type WageInput,
} from '@domain/shared/employment-law/record-contract';
import type { EmploymentStatus } from '@domain/shared/employment-law/statuses';
import { isIsoDay } from '@domain/shared/times/calendar-days';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { lecturePeriods, staffWages } from '@server/platform/db/schema/employment';
import { isStaffSql } from '@server/records/staff';
import type { OfficeActor } from './actor';
import { type FieldChange, type OfficeAction, runOfficeAction } from './office-action';
import { NotFound } from './refusal';

/*
 * The office's writes to a staff member's employment-law data (issue 27,
 * docs/product/employment-law.md): status, wage lines, lecture periods (the
 * declared earlier short-term jobs: employment-law-declarations.ts). Each is one transaction with its audit
 * entry (subject `staff:{id}`, the person's audit finds it). The staff row is
 * locked first: an id that is no staff member, or a line of another person,
 * writes nothing and answers not_found; the caps count under that lock, so two
 * adds at once cannot pass them together. The database triggers of migration
 * 0025 mark the person's counters' snapshot stale.
 */

/** What a write answers: done, or why not (nothing written, nothing audited). */
export type LawWriteOutcome = 'ok' | 'not_found' | 'too_many';

/** Thrown inside a write when a cap is reached: nothing is written. */
export class TooMany extends Error {}

export const subject = (staffId: number) => `staff:${String(staffId)}`;

/** Runs one write with its audit entry; NotFound and TooMany become the outcome. */
export async function runLawWrite(
  db: Database,
  actor: OfficeActor,
  apply: (tx: Database) => Promise<OfficeAction>,
): Promise<LawWriteOutcome> {
  try {
    return await runOfficeAction(db, actor, async (tx) => ({
      result: 'ok' as const,
      audit: await apply(tx),
    }));
  } catch (error) {
    if (error instanceof NotFound) return 'not_found';
    if (error instanceof TooMany) return 'too_many';
    throw error;
  }
}

/** Locks the staff row (writes of one person run one after the other); NotFound when the id is no staff member. */
export async function lockStaff(tx: Database, staffId: number) {
  const [row] = await tx
    .select({ status: bewerber.employmentStatus })
    .from(bewerber)
    .where(and(eq(bewerber.id, staffId), isStaffSql))
    .for('no key update');
  if (!row) throw new NotFound();
  return row;
}

/** Sets or clears the employment status. */
export async function setEmploymentStatus(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  status: EmploymentStatus | null,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx) => {
    const before = (await lockStaff(tx, staffId)).status;
    const changes: Record<string, FieldChange> = {};
    if (before !== status) {
      await tx
        .update(bewerber)
        .set({ employmentStatus: status, updatedAt: new Date() })
        .where(eq(bewerber.id, staffId));
      changes.employment_status = { before, after: status };
    }
    return { action: 'employment_status_changed', subject: subject(staffId), changes };
  });
}

/** Records an hourly wage valid from a day; a line of the same day is replaced. */
export async function recordWage(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  wage: WageInput,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx): Promise<OfficeAction> => {
    await lockStaff(tx, staffId);
    const [old] = await tx
      .select({ cents: staffWages.centsPerHour })
      .from(staffWages)
      .where(and(eq(staffWages.bewerberId, staffId), eq(staffWages.validFrom, wage.valid_from)));
    await tx
      .insert(staffWages)
      .values({
        bewerberId: staffId,
        validFrom: wage.valid_from,
        centsPerHour: wage.cents_per_hour,
        createdBy: actor.userId,
      })
      .onConflictDoUpdate({
        target: [staffWages.bewerberId, staffWages.validFrom],
        set: {
          centsPerHour: wage.cents_per_hour,
          createdAt: sql`now()`,
          createdBy: actor.userId,
        },
      });
    return {
      action: 'wage_recorded',
      subject: subject(staffId),
      details: { valid_from: wage.valid_from, replaced: old !== undefined },
      changes:
        old?.cents === wage.cents_per_hour
          ? {}
          : { cents_per_hour: { before: old?.cents ?? null, after: wage.cents_per_hour } },
    };
  });
}

/** Removes the wage line valid from `validFrom` (a day that is none names no line). */
export async function removeWage(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  validFrom: string,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx) => {
    await lockStaff(tx, staffId);
    // 2026-02-30 passes the path's pattern but is no date the database reads.
    if (!isIsoDay(validFrom)) throw new NotFound();
    const [removed] = await tx
      .delete(staffWages)
      .where(and(eq(staffWages.bewerberId, staffId), eq(staffWages.validFrom, validFrom)))
      .returning({ cents: staffWages.centsPerHour });
    if (!removed) throw new NotFound();
    return {
      action: 'wage_removed',
      subject: subject(staffId),
      details: { valid_from: validFrom },
      changes: { cents_per_hour: { before: removed.cents, after: null } },
    };
  });
}

/** Adds a lecture period, up to LECTURE_PERIODS_MAX per person. */
export async function addLecturePeriod(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  period: LecturePeriodInput,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx) => {
    await lockStaff(tx, staffId);
    const [stored] = await tx
      .select({ n: count() })
      .from(lecturePeriods)
      .where(eq(lecturePeriods.bewerberId, staffId));
    if ((stored?.n ?? 0) >= LECTURE_PERIODS_MAX) throw new TooMany();
    const [row] = await tx
      .insert(lecturePeriods)
      .values({ bewerberId: staffId, dateFrom: period.date_from, dateTo: period.date_to })
      .returning({ id: lecturePeriods.id });
    if (!row) throw new Error('lecture period not stored');
    return {
      action: 'lecture_period_added',
      subject: subject(staffId),
      details: { period_id: row.id },
      changes: {
        date_from: { before: null, after: period.date_from },
        date_to: { before: null, after: period.date_to },
      },
    };
  });
}

/** Removes one of the person's lecture periods. */
export async function removeLecturePeriod(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  periodId: number,
): Promise<LawWriteOutcome> {
  return runLawWrite(db, actor, async (tx) => {
    await lockStaff(tx, staffId);
    const [removed] = await tx
      .delete(lecturePeriods)
      .where(and(eq(lecturePeriods.id, periodId), eq(lecturePeriods.bewerberId, staffId)))
      .returning({ from: lecturePeriods.dateFrom, to: lecturePeriods.dateTo });
    if (!removed) throw new NotFound();
    return {
      action: 'lecture_period_removed',
      subject: subject(staffId),
      details: { period_id: periodId },
      changes: {
        date_from: { before: removed.from, after: null },
        date_to: { before: removed.to, after: null },
      },
    };
  });
}

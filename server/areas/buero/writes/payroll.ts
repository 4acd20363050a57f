import { and, eq, ne } from 'drizzle-orm';
import { bueroPayrollMessages } from '@domain/buero/payroll-contract';
import type { PayrollFormat } from '@domain/buero/payroll-contract';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { findStaffLogin } from '../staff-detail';
import type { OfficeActor } from './actor';
import { type FieldChange, runOfficeAction } from './office-action';
import { NotFound, OfficeRefusal, rethrowUnlessNotFound } from './refusal';

/*
 * The payroll writes (docs/product/payroll-export.md): the audit entry of an
 * export (who, period, format, how many people — no personal data) and the
 * personnel number on the staff record.
 */

export type PayrollExportRecord = {
  format: PayrollFormat;
  period: { from: string; to: string };
  messeId?: number;
  /** 'all' or how many ids the office named. */
  selection: 'all' | number;
  includeUnsigned: boolean;
};

/**
 * Records the export with the number of people in it; `count` runs in the same
 * transaction, so the entry stands exactly when the file is about to stream.
 */
export async function recordPayrollExported(
  db: Database,
  actor: OfficeActor,
  record: PayrollExportRecord,
  count: (tx: Database) => Promise<number>,
): Promise<number> {
  return runOfficeAction(db, actor, async (tx) => {
    const staffCount = await count(tx);
    return {
      result: staffCount,
      audit: {
        action: 'payroll_exported',
        subject:
          record.messeId === undefined
            ? `payroll:${record.period.from.slice(0, 7)}`
            : `messe:${String(record.messeId)}`,
        details: {
          format: record.format,
          from: record.period.from,
          to: record.period.to,
          staff_count: staffCount,
          selection: record.selection,
          include_unsigned: record.includeUnsigned,
        },
      },
    };
  });
}

const texts = (code: string): Record<Locale, string> => {
  const found = bueroPayrollMessages(code);
  return { de: found?.de ?? code, en: found?.en ?? code };
};

function taken(): OfficeRefusal {
  return new OfficeRefusal(409, 'personnel_number_taken', texts('personnel_number_taken'), {
    personnel_number: texts('personnel_number_taken'),
  });
}

/** PostgreSQL's unique violation, as both drivers report it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Sets or clears a staff member's personnel number; null when the id is no
 * staff member. A number another person has is refused (409) — checked first
 * for a clear answer, and by the unique index against a race.
 */
export async function setPersonnelNumber(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  personnelNumber: number | null,
): Promise<{ personnel_number: number | null } | null> {
  try {
    return await runOfficeAction(db, actor, async (tx) => {
      const login = await findStaffLogin(tx, staffId);
      if (!login) throw new NotFound();
      const [current] = await tx
        .select({ personnelNumber: bewerber.personnelNumber })
        .from(bewerber)
        .where(eq(bewerber.id, staffId));
      const before = current?.personnelNumber ?? null;
      if (personnelNumber !== null && personnelNumber !== before) {
        const [other] = await tx
          .select({ id: bewerber.id })
          .from(bewerber)
          .where(and(eq(bewerber.personnelNumber, personnelNumber), ne(bewerber.id, staffId)));
        if (other) throw taken();
      }
      if (personnelNumber !== before) {
        await tx
          .update(bewerber)
          .set({ personnelNumber, updatedAt: new Date() })
          .where(eq(bewerber.id, staffId));
      }
      const changes: Record<string, FieldChange> =
        personnelNumber === before ? {} : { personnel_number: { before, after: personnelNumber } };
      return {
        result: { personnel_number: personnelNumber },
        audit: {
          action: 'personnel_number_changed',
          subject: `staff:${String(staffId)}`,
          changes,
        },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    return rethrowUnlessNotFound(error) || null;
  }
}

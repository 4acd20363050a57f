import type { Database } from '@server/platform/db/client';
import type { AuditAction } from '@server/platform/audit/audit-log';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';

/** What reading one staff member's data is recorded as (never the data itself). */
export type StaffRead = {
  action: Extract<AuditAction, 'staff_viewed' | 'staff_field_revealed' | 'staff_document_opened'>;
  /** e.g. `{ field: 'bank_iban' }` or `{ document: 12 }`: names and ids, never values. */
  details: Record<string, unknown>;
};

/**
 * Records that the office read one staff member's personal data (the detail,
 * one revealed payroll field, one document) in the same transaction as the
 * read (ADR 0022). Nothing is recorded when `load` finds nothing.
 */
export async function recordStaffRead<T>(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  read: StaffRead,
  load: (tx: Database) => Promise<T | null>,
): Promise<T | null> {
  try {
    return await runOfficeAction(db, actor, async (tx) => {
      const result = await load(tx);
      if (result === null) throw new NothingToRecord();
      return {
        result,
        audit: { action: read.action, subject: `staff:${String(staffId)}`, details: read.details },
      };
    });
  } catch (error) {
    if (error instanceof NothingToRecord) return null;
    throw error;
  }
}

class NothingToRecord extends Error {}

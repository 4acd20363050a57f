import type { Database } from '@server/platform/db/client';
import type { OfficeActor } from './actor';
import { runOfficeAction } from './office-action';

/** What was exported: one sheet (its audit subject) or a fair's ZIP. */
export type TimesheetExport = {
  /** `customer_sheet:m/c`, `staff_sheet:m/c/b` or `messe:m`: the fair's and person's audit list it. */
  subject: string;
  details: Record<string, unknown>;
};

/**
 * Records that the office exported timesheets (`timesheet_pdf_exported`: names,
 * times and signatures are personal data). `load` reads inside the same
 * transaction; nothing is recorded when it finds nothing (404).
 */
export async function recordTimesheetPdfExported<T>(
  db: Database,
  actor: OfficeActor,
  load: (tx: Database) => Promise<{ result: T; export: TimesheetExport } | null>,
): Promise<T | null> {
  try {
    return await runOfficeAction(db, actor, async (tx) => {
      const loaded = await load(tx);
      if (loaded === null) throw new NothingToRecord();
      return {
        result: loaded.result,
        audit: {
          action: 'timesheet_pdf_exported',
          subject: loaded.export.subject,
          details: loaded.export.details,
        },
      };
    });
  } catch (error) {
    if (error instanceof NothingToRecord) return null;
    throw error;
  }
}

class NothingToRecord extends Error {}

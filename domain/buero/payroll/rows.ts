import { workedMinutes } from '@domain/shared/times/shift-time';
import {
  workingTimeWarnings,
  type WorkingTimeWarning,
} from '@domain/shared/times/working-time-law';
import {
  exportedEntries,
  type PayrollEntry,
  type PayrollPerson,
  type PayrollRowOptions,
} from './model';

/*
 * A person's rows of a payroll file with the working-time warnings of their
 * days: what the CSV writes line by line and what the preview sums up, from
 * one function, so the two cannot disagree (docs/product/payroll-export.md).
 */

export type ExportedRow = {
  entry: PayrollEntry & { time_start: number; time_end: number };
  /** The ArbZG warnings of the row's day, computed over all the person's entries. */
  warnings: WorkingTimeWarning[];
};

/** The rows of the file (exportedEntries) with their day's warnings (every fair, signed or not, the day before the period for § 5). */
export function exportedRows(person: PayrollPerson, options: PayrollRowOptions): ExportedRow[] {
  const warnings = workingTimeWarnings(person.entries);
  return exportedEntries(person, options).map((entry) => ({
    entry,
    warnings: warnings.filter((warning) => warning.day === entry.day),
  }));
}

/** What the file holds of one person, and what it leaves out. */
export type PayrollPersonSummary = {
  days: number;
  rows: number;
  minutes: number;
  signedRows: number;
  /** Days with work time in the period that no counting signature covers. */
  unsignedDays: string[];
  /** One per day and code, on the days in the file. */
  warnings: { day: string; code: WorkingTimeWarning['code'] }[];
};

/** The preview's line of a person: the sums of exportedRows and the unsigned days of the candidates. */
export function summarizePerson(
  person: PayrollPerson,
  options: PayrollRowOptions,
): PayrollPersonSummary {
  const rows = exportedRows(person, options);
  const candidates = exportedEntries(person, { ...options, includeUnsigned: true });
  const warnings = new Map<string, { day: string; code: WorkingTimeWarning['code'] }>();
  for (const row of rows) {
    for (const { day, code } of row.warnings) warnings.set(`${day} ${code}`, { day, code });
  }
  return {
    days: new Set(rows.map((row) => row.entry.day)).size,
    rows: rows.length,
    minutes: rows.reduce((sum, row) => sum + workedMinutes(row.entry), 0),
    signedRows: rows.filter((row) => row.entry.signed).length,
    unsignedDays: [
      ...new Set(candidates.filter((entry) => !entry.signed).map((entry) => entry.day)),
    ],
    warnings: [...warnings.values()],
  };
}

import { formatClock } from '@domain/shared/times/time';
import { formatShiftEnd, workedMinutes } from '@domain/shared/times/shift-time';
import type { WorkingTimeWarning } from '@domain/shared/times/working-time-law';
import {
  decimalHours,
  germanDate,
  type PayrollPerson,
  payrollName,
  type PayrollRowOptions,
} from './model';
import { exportedRows } from './rows';

/*
 * The payroll CSV (docs/product/payroll-export.md): UTF-8 with a byte order
 * mark (German Excel then reads the umlauts), `;` between cells (Excel's list
 * separator in German), CRLF line ends, decimal comma, quoting per RFC 4180.
 * One row per person, fair/customer and day.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';
const SEPARATOR = ';';

export const CSV_COLUMNS = [
  'Personalnummer',
  'Name',
  'Messe',
  'Kunde',
  'Tag',
  'Beginn',
  'Ende',
  'Pause (Min.)',
  'Stunden',
  'Warnungen',
] as const;
/** The extra last column when unsigned days are included: `unsigniert` on such rows. */
export const CSV_UNSIGNED_COLUMN = 'unsigniert';

/**
 * A cell as text for the file. Cells a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) get a leading apostrophe,
 * so a name like `=HYPERLINK(…)` stays text (CSV injection, OWASP). Cells with
 * the separator, a quote or a line break are quoted, quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(SEPARATOR) + CSV_LINE_END;
}

/** The first line: the byte order mark and the column names. */
export function csvHeader(options: Pick<PayrollRowOptions, 'includeUnsigned'>): string {
  const columns = options.includeUnsigned ? [...CSV_COLUMNS, CSV_UNSIGNED_COLUMN] : CSV_COLUMNS;
  return CSV_BOM + csvLine(columns);
}

/** A warning as the CSV names it: the paragraph and the code, e.g. `§ 4 ArbZG (arbzg_4_break)`. */
export function warningText(warning: WorkingTimeWarning): string {
  return `${warning.paragraph} (${warning.code})`;
}

/**
 * The lines of one person: their rows of the period, each with the ArbZG
 * warnings of its day, computed over all the person's entries (every fair and
 * customer, signed or not, and the day before the period for the rest).
 */
export function* csvPersonLines(
  person: PayrollPerson,
  options: PayrollRowOptions,
): Generator<string> {
  const name = payrollName(person);
  for (const { entry, warnings: dayWarnings } of exportedRows(person, options)) {
    const cells = [
      person.personnelNumber === null ? '' : String(person.personnelNumber),
      name,
      entry.messeName,
      entry.customerName,
      germanDate(entry.day),
      formatClock(entry.time_start),
      formatShiftEnd(entry.time_end),
      String(entry.time_break),
      decimalHours(workedMinutes(entry)),
      dayWarnings.map(warningText).join(', '),
    ];
    if (options.includeUnsigned) cells.push(entry.signed ? '' : CSV_UNSIGNED_COLUMN);
    yield csvLine(cells);
  }
}

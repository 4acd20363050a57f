import type { PayrollPreview, PayrollPreviewPerson } from '@domain/buero/payroll-preview-contract';
import { payrollName } from '@domain/buero/payroll/model';
import { summarizePerson } from '@domain/buero/payroll/rows';
import type { Database } from '@server/platform/db/client';
import { readLawFindings } from '@server/records/law-findings';
import { pagesOfPeople, type PayrollSelection } from '@server/records/payroll/payroll-reads';

/*
 * What a payroll file of a selection holds (docs/product/payroll-export.md),
 * read page by page with the export's own reads and summed with the rows the
 * CSV writes (domain/buero/payroll/rows.ts): the preview and the file cannot
 * disagree. Only a few numbers per person stay in memory.
 */

/** The preview of the CSV of this selection (LODAS: its signed rows, `signed_rows`). */
export async function readPayrollPreview(
  db: Database,
  selection: PayrollSelection,
  lodasConfigured: boolean,
): Promise<PayrollPreview> {
  const people: PayrollPreviewPerson[] = [];
  const totals = { people: 0, rows: 0, minutes: 0 };
  for await (const page of pagesOfPeople(db, selection)) {
    for (const person of page) {
      const summary = summarizePerson(person, selection);
      people.push({
        id: person.bewerberId,
        name: payrollName(person),
        personnel_number: person.personnelNumber,
        days: summary.days,
        rows: summary.rows,
        minutes: summary.minutes,
        signed_rows: summary.signedRows,
        unsigned_days: summary.unsignedDays,
        warnings: summary.warnings,
      });
      if (summary.rows > 0) totals.people += 1;
      totals.rows += summary.rows;
      totals.minutes += summary.minutes;
    }
  }
  return {
    period: selection.period,
    include_unsigned: selection.includeUnsigned,
    lodas_configured: lodasConfigured,
    people,
    totals,
    employment_law: await readLawFindings(
      db,
      people.map((person) => person.id),
      selection.period,
    ),
  };
}

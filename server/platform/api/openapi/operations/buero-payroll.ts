import {
  BUERO_PAYROLL_PATTERNS,
  payrollExportQueryFieldsSchema,
} from '@domain/buero/payroll-contract';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;

/**
 * The payroll file of server/areas/buero/routes/payroll.ts (docs/product/payroll-export.md);
 * its preview and the personnel number: domain/buero/operations/payroll.ts.
 */
export const bueroPayrollOperations: ApiOperation[] = [
  {
    method: 'get',
    path: buero(BUERO_PAYROLL_PATTERNS.export),
    tag: 'buero',
    summary: 'Payroll file of a month or a fair: CSV or DATEV LODAS (audited)',
    description:
      'Exactly one of `month` (yyyy-MM) and `messe_id`. `staff`: comma list of staff ids ' +
      '(absent: everyone with times). Signed days only unless `unsigned=1` (CSV only; such ' +
      'rows are marked `unsigniert`). CSV: UTF-8 with BOM, `;`, CRLF, decimal comma. LODAS: ' +
      'Windows-1252, [Allgemein]/[Satzbeschreibung]/[Bewegungsdaten]; 422 when not configured, ' +
      'with `unsigned=1`, or when someone in it has no personnel number (errors.staff names them); ' +
      '422 `payroll_empty` when the file would hold no row.',
    access: 'office',
    querySchema: payrollExportQueryFieldsSchema,
    answer: { description: 'The file, streamed.', files: ['text/csv', 'text/plain'] },
    errors: [404, 422, 429],
  },
];

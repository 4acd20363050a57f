import {
  BUERO_PAYROLL_PATTERNS,
  payrollExportQueryFieldsSchema,
  payrollPreviewQueryFieldsSchema,
  personnelNumberAnswerSchema,
  personnelNumberBodySchema,
} from '@domain/buero/payroll-contract';
import { payrollPreviewSchema } from '@domain/buero/payroll-preview-contract';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;

/** server/areas/buero/routes/payroll.ts (docs/product/payroll-export.md). */
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
  {
    method: 'get',
    path: buero(BUERO_PAYROLL_PATTERNS.preview),
    tag: 'buero',
    summary: 'What the payroll file of these options holds, before the download',
    description:
      "The export's query without `format`. Everyone with work time in the period (signed or " +
      'not): per person the rows, days and minutes the CSV holds, the signed rows (LODAS), ' +
      'the unsigned days, the personnel number and the working-time warnings; the totals; ' +
      "whether LODAS is configured. Read with the export's own reads. Not audited (no file).",
    access: 'office',
    querySchema: payrollPreviewQueryFieldsSchema,
    answer: { description: 'The preview.', schema: payrollPreviewSchema },
    errors: [404, 422],
  },
  {
    method: 'put',
    path: buero(BUERO_PAYROLL_PATTERNS.personnelNumber),
    tag: 'buero',
    summary: "Set or clear a staff member's personnel number (audited)",
    description:
      'A number from 1 to 99999, unique; null clears it. 409 when another person has it.',
    access: 'office',
    body: { kind: 'json', schema: personnelNumberBodySchema },
    answer: { description: 'The stored number.', schema: personnelNumberAnswerSchema },
    errors: [400, 404, 409, 422],
  },
];

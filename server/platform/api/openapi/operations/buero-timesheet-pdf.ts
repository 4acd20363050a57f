import {
  BUERO_TIMESHEET_PDF_PATTERNS as P,
  timesheetPdfQuerySchema,
} from '@domain/buero/timesheet-pdf-contract';
import type { ApiOperation } from '../operation';

const buero = (pattern: string) => `/buero${pattern}`;
const tag = 'buero';
const access = 'office';

/** server/areas/buero/routes/timesheet-pdfs.ts (docs/product/timesheet-pdf.md). */
export const bueroTimesheetPdfOperations: ApiOperation[] = [
  {
    method: 'get',
    path: buero(P.customerPdf),
    tag,
    summary: "A pair's customer timesheet as PDF (audited)",
    description:
      'Every person with work time, their days, totals and the customer signatures as vector ' +
      'drawings with their SHA-256. `lang` (de, en) defaults to the request language.',
    access,
    querySchema: timesheetPdfQuerySchema,
    answer: { description: 'The PDF (A4), as an attachment.', files: ['application/pdf'] },
    errors: [400, 404, 422, 429],
  },
  {
    method: 'get',
    path: buero(P.staffPdf),
    tag,
    summary: "One person's timesheet on a pair as PDF (audited)",
    access,
    querySchema: timesheetPdfQuerySchema,
    answer: { description: 'The PDF (A4), as an attachment.', files: ['application/pdf'] },
    errors: [400, 404, 422, 429],
  },
  {
    method: 'get',
    path: buero(P.fairZip),
    tag,
    summary: 'All timesheets of a fair as a ZIP of PDFs (streamed, audited)',
    description:
      'One folder per customer: its customer sheet and the sheet of everyone with work time.',
    access,
    querySchema: timesheetPdfQuerySchema,
    answer: { description: 'The ZIP, as an attachment.', files: ['application/zip'] },
    errors: [400, 404, 422, 429],
  },
];

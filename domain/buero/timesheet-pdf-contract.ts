import { pdfLangQuerySchema } from '@domain/shared/pdf-query';

/*
 * The timesheet PDFs of the office (docs/product/timesheet-pdf.md):
 * a pair's customer sheet, one person's staff sheet on a pair, and all sheets
 * of a fair as one ZIP. Their operations: operations/exports.ts.
 */

/** `?lang=de|en`: the language of the document; without it, the office's locale. */
export const timesheetPdfQuerySchema = pdfLangQuerySchema;

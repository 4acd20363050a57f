import * as v from 'valibot';
import { LOCALES } from '@domain/shared/locale';

/*
 * The timesheet PDFs of the office (docs/product/timesheet-pdf.md):
 * a pair's customer sheet, one person's staff sheet on a pair, and all sheets
 * of a fair as one ZIP. Their operations: operations/exports.ts.
 */

/** `?lang=de|en`: the language of the document; without it, the office's locale. */
export const timesheetPdfQuerySchema = v.object({
  lang: v.optional(v.picklist(LOCALES, 'invalid')),
});

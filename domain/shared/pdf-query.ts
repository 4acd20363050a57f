import * as v from 'valibot';
import { LOCALES } from './locale';

/**
 * `?lang=de|en` of a PDF download: the language of the document; without it,
 * the request's. The office's timesheet PDFs and the staff member's own sheet.
 */
export const pdfLangQuerySchema = v.object({
  lang: v.optional(v.picklist(LOCALES, 'invalid')),
});

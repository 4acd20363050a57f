import * as v from 'valibot';
import { BUERO_API_PREFIX } from './applicants-contract';
import { LOCALES, type Locale } from '@domain/shared/locale';

/*
 * The timesheet PDFs of the office (docs/product/timesheet-pdf.md):
 * a pair's customer sheet, one person's staff sheet on a pair, and all sheets
 * of a fair as one ZIP. Route patterns below BUERO_API_PREFIX (Fastify syntax).
 */
export const BUERO_TIMESHEET_PDF_PATTERNS = {
  customerPdf: '/messen/:id/kunden/:customerId/pdf',
  staffPdf: '/messen/:id/kunden/:customerId/personal/:staffId/pdf',
  fairZip: '/messen/:id/stundenzettel.zip',
} as const;

/** `?lang=de|en`: the language of the document; without it, the office's locale. */
export const timesheetPdfQuerySchema = v.object({
  lang: v.optional(v.picklist(LOCALES, 'invalid')),
});

const base = BUERO_API_PREFIX;
const lang = (locale?: Locale) => (locale ? `?lang=${locale}` : '');

/** The downloads' addresses, as the office's links (href, download) name them. */
export const bueroTimesheetPdfApiPaths = {
  customerPdf: (messeId: number, customerId: number, locale?: Locale) =>
    `${base}/messen/${String(messeId)}/kunden/${String(customerId)}/pdf${lang(locale)}`,
  staffPdf: (messeId: number, customerId: number, staffId: number, locale?: Locale) =>
    `${base}/messen/${String(messeId)}/kunden/${String(customerId)}/personal/${String(staffId)}/pdf${lang(locale)}`,
  fairZip: (messeId: number, locale?: Locale) =>
    `${base}/messen/${String(messeId)}/stundenzettel.zip${lang(locale)}`,
};

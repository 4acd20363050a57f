import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BUERO_TIMESHEET_PDF_PATTERNS as P,
  timesheetPdfQuerySchema,
} from '@domain/buero/timesheet-pdf-contract';
import type { Locale } from '@domain/shared/locale';
import { requestLocale } from '@server/platform/http/locale';
import { sendDownload } from '@server/platform/http/send-download';
import { notFound, parseOffice, readPairParams } from '../messen/route-helpers';
import { readIdParam } from '../params';
import { exportCustomerPdf, exportFairZip, exportStaffPdf } from '../timesheets/pdf/exports';
import { pdfZipStream } from '../timesheets/pdf/pdf-zip';
import { officeActor } from '../writes';

/** `?lang=` when given, else the office's language (docs/product/api.md). */
function documentLocale(request: FastifyRequest): Locale {
  const { lang } = parseOffice(timesheetPdfQuerySchema, request.query ?? {}, request);
  return lang ?? requestLocale(request);
}

/**
 * The timesheet PDFs (docs/product/timesheet-pdf.md): a pair's
 * customer sheet, one person's sheet, a fair's sheets as a ZIP. Each download
 * is audited (timesheet_pdf_exported).
 */
export async function timesheetPdfRoutes(app: FastifyInstance) {
  // No automatic HEAD: it would render a PDF and record an export nobody received.
  const options = { exposeHeadRoute: false };

  app.get(P.customerPdf, options, async (request, reply) => {
    const pair = readPairParams(request);
    const locale = documentLocale(request);
    const file = await exportCustomerPdf(app.db, officeActor(request), pair, locale);
    if (!file) notFound();
    return sendDownload(reply, { type: 'application/pdf', name: file.name }, file.pdf());
  });

  app.get(P.staffPdf, options, async (request, reply) => {
    const pair = readPairParams(request);
    const staffId = readIdParam(request, 'staffId');
    const locale = documentLocale(request);
    const file = await exportStaffPdf(app.db, officeActor(request), pair, staffId, locale);
    if (!file) notFound();
    return sendDownload(reply, { type: 'application/pdf', name: file.name }, file.pdf());
  });

  app.get(P.fairZip, options, async (request, reply) => {
    const messeId = readIdParam(request);
    const locale = documentLocale(request);
    const zip = await exportFairZip(app.db, officeActor(request), messeId, locale);
    if (!zip) notFound();
    return sendDownload(
      reply,
      { type: 'application/zip', name: zip.name },
      pdfZipStream(zip.entries),
    );
  });
}

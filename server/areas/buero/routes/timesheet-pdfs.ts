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
import type { RenderedPdf, RenderTask } from '../timesheets/pdf/render-task';
import { officeActor } from '../writes';

/** `?lang=` when given, else the office's language (docs/product/api.md). */
function documentLocale(request: FastifyRequest): Locale {
  const { lang } = parseOffice(timesheetPdfQuerySchema, request.query ?? {}, request);
  return lang ?? requestLocale(request);
}

/**
 * The pair's PDFs, laid out on a worker thread; the first batch is awaited
 * before the answer starts, so a failing worker answers a clean 500 JSON.
 */
async function* renderedBatches(
  app: FastifyInstance,
  tasks: AsyncIterable<RenderTask>,
): AsyncGenerator<RenderedPdf[]> {
  const workers = app.exportWorkers;
  const iterator = tasks[Symbol.asyncIterator]();
  for (;;) {
    const batch = await workers.whenFree(async () => {
      const next = await iterator.next();
      return next.done ? null : workers.run<RenderTask, RenderedPdf[]>(next.value);
    });
    if (!batch) return;
    yield batch;
  }
}

async function renderOne(app: FastifyInstance, task: RenderTask): Promise<Buffer> {
  const [pdf] = await app.exportWorkers.whenFree(() =>
    app.exportWorkers.run<RenderTask, RenderedPdf[]>(task),
  );
  if (!pdf) throw new Error('the worker rendered no PDF');
  return Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength);
}

/** Starts the ZIP's first batch before the headers go out (a failure is still a 5xx). */
async function startedBatches(
  batches: AsyncGenerator<RenderedPdf[]>,
): Promise<AsyncIterable<RenderedPdf[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/**
 * The timesheet PDFs (docs/product/timesheet-pdf.md): a pair's
 * customer sheet, one person's sheet, a fair's sheets as a ZIP. Each download
 * is audited (timesheet_pdf_exported), holds an export slot and is laid out
 * off the request thread (ADR 0034).
 */
export async function timesheetPdfRoutes(app: FastifyInstance) {
  // No automatic HEAD: it would render a PDF and record an export nobody received.
  const options = { exposeHeadRoute: false, onRequest: app.exportSlot };

  app.get(P.customerPdf, options, async (request, reply) => {
    const pair = readPairParams(request);
    const locale = documentLocale(request);
    const file = await exportCustomerPdf(app.db, officeActor(request), pair, locale);
    if (!file) notFound();
    const pdf = await renderOne(app, file.task);
    return sendDownload(reply, { type: 'application/pdf', name: file.name }, pdf);
  });

  app.get(P.staffPdf, options, async (request, reply) => {
    const pair = readPairParams(request);
    const staffId = readIdParam(request, 'staffId');
    const locale = documentLocale(request);
    const file = await exportStaffPdf(app.db, officeActor(request), pair, staffId, locale);
    if (!file) notFound();
    const pdf = await renderOne(app, file.task);
    return sendDownload(reply, { type: 'application/pdf', name: file.name }, pdf);
  });

  app.get(P.fairZip, options, async (request, reply) => {
    const messeId = readIdParam(request);
    const locale = documentLocale(request);
    const zip = await exportFairZip(app.db, officeActor(request), messeId, locale);
    if (!zip) notFound();
    const batches = await startedBatches(renderedBatches(app, zip.tasks));
    return sendDownload(reply, { type: 'application/zip', name: zip.name }, pdfZipStream(batches));
  });
}

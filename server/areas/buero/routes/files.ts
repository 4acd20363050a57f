import type { FastifyInstance } from 'fastify';
import { exportOperations } from '@domain/buero/operations/exports';
import { officeFileOperations } from '@domain/buero/operations/files';
import { personExportHandler } from '../handlers/exports/person-export';
import { payrollExportHandler } from '../handlers/exports/payroll-export';
import {
  customerPdfHandler,
  fairZipHandler,
  staffPdfHandler,
} from '../handlers/exports/timesheet-pdfs';
import { applicantPhotoHandler, staffDocumentHandler } from '../handlers/files/people-files';
import { officeOperationRoutes } from '../office-operations';

/** The application photo and a staff document, from their table. */
export const officeFileRoutes = officeOperationRoutes(officeFileOperations, {
  applicantPhoto: applicantPhotoHandler,
  staffDocument: staffDocumentHandler,
});

/**
 * The exports (a person's data, the timesheet PDFs, the payroll file), from
 * their table, in a scope whose every request first takes an export slot: on
 * arrival, after the office's area check (the scope's hook in routes.ts) and
 * before any input is read, so one export too many answers 429 even with a
 * malformed query, and no work is started for it.
 */
export async function exportRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.exportSlot);
  await app.register(
    officeOperationRoutes(exportOperations, {
      personExport: personExportHandler,
      customerPdf: customerPdfHandler,
      staffPdf: staffPdfHandler,
      fairZip: fairZipHandler,
      payroll: payrollExportHandler,
    }),
  );
}

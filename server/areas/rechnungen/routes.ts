import type { FastifyInstance } from 'fastify';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { downloadInvoiceFile, sendInvoiceMail } from './handlers/files';
import {
  cancelInvoiceHandler,
  exportInvoices,
  issueInvoiceHandler,
  listInvoices,
  preflightInvoice,
  showInvoice,
} from './handlers/issuing';

/**
 * The office's invoices (issue 26), from their operation table: issuing
 * (./handlers/issuing.ts), the files and the mail (./handlers/files.ts).
 * Office accounts only, checked on arrival by the operations' access.
 */
export async function rechnungenRoutes(app: FastifyInstance) {
  await app.register(
    operationRoutes(invoiceOperations, {
      preflight: preflightInvoice,
      issue: issueInvoiceHandler,
      list: listInvoices,
      csv: exportInvoices,
      detail: showInvoice,
      cancel: cancelInvoiceHandler,
      file: downloadInvoiceFile,
      send: sendInvoiceMail,
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
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
 * (./handlers/issuing.ts) and the files and mail (file, send). Office
 * accounts only, checked on arrival by the operations' access.
 */
export async function rechnungenRoutes(app: FastifyInstance) {
  const { file, send, ...issuing } = invoiceOperations;
  await app.register(
    operationRoutes(issuing, {
      preflight: preflightInvoice,
      issue: issueInvoiceHandler,
      list: listInvoices,
      csv: exportInvoices,
      detail: showInvoice,
      cancel: cancelInvoiceHandler,
    }),
  );
  // The files and the mail: helper invoicefiles registers them here.
  void file;
  void send;
}

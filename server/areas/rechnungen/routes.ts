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

/** Until the files and the mail are built (helper invoicefiles replaces both). */
const notYet = () => Promise.reject(new Error('invoice files and mail are not built yet'));

/**
 * The office's invoices (issue 26), from their operation table: issuing
 * (./handlers/issuing.ts), the files and the mail. Office accounts only,
 * checked on arrival by the operations' access.
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
      file: notYet,
      send: notYet,
    }),
import { downloadInvoiceFile, sendInvoiceMail } from './handlers/files';

/**
 * The office's invoices (issue 26): issuing, lists, cancellations, and the
 * files and mail of an issued invoice, from the operation table.
 */
export async function rechnungenRoutes(app: FastifyInstance) {
  const { file, send } = invoiceOperations;
  await app.register(
    operationRoutes({ file, send }, { file: downloadInvoiceFile, send: sendInvoiceMail }),
  );
}

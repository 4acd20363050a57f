import type { FastifyInstance } from 'fastify';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
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

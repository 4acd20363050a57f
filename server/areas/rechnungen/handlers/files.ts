import { invoiceOperations } from '@domain/rechnungen/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { requireUser } from '@server/platform/common/current-user';
import { readInvoiceDetail } from '../files/sent-detail';
import { sendInvoice } from '../files/send';
import { storedInvoiceFile } from '../files/stored-files';

/*
 * An invoice's files and its mail (issue 26): the download answers the
 * stored bytes (rendered on the invoice workers on first use), the send
 * enqueues the mail. Office accounts only (the operations' access).
 */

type Ops = typeof invoiceOperations;

/** GET /buero/rechnungen/:id/datei/:format (audited invoice_downloaded). */
export const downloadInvoiceFile: OperationHandler<Ops['file']> = async ({
  app,
  request,
  params,
}) => {
  const user = requireUser(request);
  const file = await storedInvoiceFile(app.db, app.invoiceWorkers, params.id, params.format);
  if (!file) throw refuse(invoiceOperations.file, 'not_found');
  await writeAudit(app.db, {
    action: 'invoice_downloaded',
    userId: user.id,
    subject: `invoice:${String(params.id)}`,
    ip: request.ip,
    details: { number: file.number, format: file.format, sha256: file.sha256 },
  });
  return { type: file.type, name: file.name, body: file.bytes };
};

/** POST /buero/rechnungen/:id/versenden (audited invoice_sent; again allowed). */
export const sendInvoiceMail: OperationHandler<Ops['send']> = async ({ app, request, params }) => {
  const user = requireUser(request);
  const deps = { enqueueMail: app.enqueueMail, publicUrl: app.config.publicUrl };
  const sent = await sendInvoice(app.db, deps, params.id, { userId: user.id, ip: request.ip });
  if (!sent) throw refuse(invoiceOperations.send, 'not_found');
  app.mailOutbox.nudge();
  const detail = await readInvoiceDetail(app.db, params.id);
  if (!detail) throw new Error('invoice vanished');
  return detail;
};

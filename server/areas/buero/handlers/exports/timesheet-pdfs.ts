import { exportOperations } from '@domain/buero/operations/exports';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { exportCustomerPdf, exportFairZip, exportStaffPdf } from '../../timesheets/pdf/exports';
import { renderOne } from '@server/records/timesheet-pdf/render-one';
import { renderedZip } from '../../timesheets/pdf/on-workers';
import { officeActor } from '../../writes';

/*
 * The timesheet PDFs (docs/product/timesheet-pdf.md): a pair's customer
 * sheet, one person's sheet, a fair's sheets as a ZIP. Each download is
 * audited (timesheet_pdf_exported) and laid out on a worker thread; its
 * export slot is taken on arrival (routes/files.ts). The language is `?lang=`
 * when given, else the office's.
 */
const { customerPdf, staffPdf, fairZip } = exportOperations;

export const customerPdfHandler: OperationHandler<typeof customerPdf> = async ({
  app,
  request,
  params,
  query,
}) => {
  const pair = { messeId: params.id, customerId: params.customerId };
  const locale = query.lang ?? requestLocale(request);
  const file = await exportCustomerPdf(app.db, officeActor(request), pair, locale);
  if (!file) throw refuse(customerPdf, 'not_found');
  return { type: 'application/pdf', name: file.name, body: await renderOne(app, file.task) };
};

export const staffPdfHandler: OperationHandler<typeof staffPdf> = async ({
  app,
  request,
  params,
  query,
}) => {
  const pair = { messeId: params.id, customerId: params.customerId };
  const locale = query.lang ?? requestLocale(request);
  const actor = officeActor(request);
  const file = await exportStaffPdf(app.db, actor, pair, params.staffId, locale);
  if (!file) throw refuse(staffPdf, 'not_found');
  return { type: 'application/pdf', name: file.name, body: await renderOne(app, file.task) };
};

export const fairZipHandler: OperationHandler<typeof fairZip> = async ({
  app,
  request,
  params,
  query,
}) => {
  const locale = query.lang ?? requestLocale(request);
  const zip = await exportFairZip(app.db, officeActor(request), params.id, locale);
  if (!zip) throw refuse(fairZip, 'not_found');
  return { type: 'application/zip', name: zip.name, body: await renderedZip(app, zip.tasks) };
};

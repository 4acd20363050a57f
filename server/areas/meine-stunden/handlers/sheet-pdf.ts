import { meineStundenOperations } from '@domain/meine-stunden/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { requestLocale } from '@server/platform/http/locale';
import { staffPdfName } from '@server/records/timesheet-pdf/filenames';
import { renderOne } from '@server/records/timesheet-pdf/render-one';
import { loadStaffSheet } from '@server/records/timesheet-pdf/sheet-data';
import { hasOwnTimes } from '../reads';

const { sheetPdf } = meineStundenOperations;

/**
 * GET /app/api/meine-stunden/messen/:messeId/kunden/:customerId/pdf: the
 * office's staff sheet of the signed-in person on the pair, laid out on a
 * worker thread (ADR 0034). It first takes an export slot, as the office's
 * exports do (after the access check, before any reading): one PDF too many
 * answers 429 and starts no work.
 * Only a pair with an own time row: another person's pair, or one without
 * own times, is not found; the person is never named by the request.
 */
export const sheetPdfHandler: OperationHandler<typeof sheetPdf> = async ({
  app,
  request,
  params,
  query,
  reply,
}) => {
  await app.exportSlot(request, reply);
  const staffId = await findOwnBewerberId(app.db, request);
  const pair = { messeId: params.messeId, customerId: params.customerId };
  if (staffId === null || !(await hasOwnTimes(app.db, staffId, pair))) {
    throw refuse(sheetPdf, 'not_found');
  }
  const data = await loadStaffSheet(app.db, pair, staffId);
  const person = data?.staff[0];
  if (!data || !person) throw refuse(sheetPdf, 'not_found');
  const locale = query.lang ?? requestLocale(request);
  const name = staffPdfName(data.pair.messe.name, data.pair.customer.name, person, locale);
  const task = { data, locale, sheets: [{ name, sheet: { kind: 'staff' as const, staffId } }] };
  return { type: 'application/pdf', name, body: await renderOne(app, task) };
};

import { agencyToday } from '@domain/bewerbung/bewerbung';
import { invoiceOperations } from '@domain/rechnungen/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { requireUser } from '@server/platform/common/current-user';
import type { Database } from '@server/platform/db/client';
import { sendKeyedWrite } from '@server/platform/idempotency/keyed-route';
import { readCustomerBilling, readPairRates } from '@server/records/billing';
import { readTarget } from '../billable';
import { invoiceCsv } from '../csv';
import { cancelInvoice, issueInvoice } from '../issue';
import { evaluateTarget } from '../preflight';
import { sellerOf } from '../seller-config';
import { readInvoiceDetail, readInvoiceList } from '../reads';

/*
 * The office's invoices (issue 26): preflight, issue, list, CSV, detail and
 * cancel. Office accounts only (the operations' access is checked on
 * arrival). Files and mail are ./files.ts's.
 */

type Ops = typeof invoiceOperations;

const actorOf = (request: Parameters<typeof requireUser>[0]) => ({
  userId: requireUser(request).id,
  ip: request.ip,
});

async function detailOf(db: Database, id: number) {
  const detail = await readInvoiceDetail(db, id);
  if (!detail) throw new Error('invoice vanished');
  return detail;
}

const thisYear = () => agencyToday().year;

/** POST /buero/rechnungen/vorpruefung */
export const preflightInvoice: OperationHandler<Ops['preflight']> = async ({ app, body }) => {
  const read = await readTarget(app.db, body);
  if (!read) throw refuse(invoiceOperations.preflight, 'not_found');
  const [billing, rates] = await Promise.all([
    readCustomerBilling(app.db, body.customer_id),
    readPairRates(app.db, read.pairs),
  ]);
  return evaluateTarget({ read, billing, rates, seller: sellerOf(app.config) }).preflight;
};

/** POST /buero/rechnungen (Idempotency-Key as every keyed write) */
export const issueInvoiceHandler: OperationHandler<Ops['issue']> = async ({
  app,
  request,
  reply,
  body,
}) => {
  const actor = actorOf(request);
  return sendKeyedWrite(request, reply, body, async (tx) => {
    const id = await issueInvoice(tx, {
      target: body,
      seller: sellerOf(app.config),
      issueDate: agencyToday().toString(),
      actor,
    });
    return { status: 201, body: await detailOf(tx, id) };
  });
};

/** POST /buero/rechnungen/:id/stornieren */
export const cancelInvoiceHandler: OperationHandler<Ops['cancel']> = async ({
  request,
  reply,
  params,
  body,
}) => {
  const actor = actorOf(request);
  return sendKeyedWrite(request, reply, body, async (tx) => {
    const id = await cancelInvoice(tx, {
      id: params.id,
      reason: body.reason,
      issueDate: agencyToday().toString(),
      actor,
    });
    return { status: 201, body: await detailOf(tx, id) };
  });
};

/** GET /buero/rechnungen */
export const listInvoices: OperationHandler<Ops['list']> = async ({ app, query }) => {
  const year = query.year ?? thisYear();
  const invoices = await readInvoiceList(app.db, {
    year,
    customerId: query.customer_id,
    state: query.state,
  });
  return { year, invoices };
};

/** GET /buero/rechnungen/export: the year's CSV, audited. */
export const exportInvoices: OperationHandler<Ops['csv']> = async ({ app, request, query }) => {
  const year = query.year ?? thisYear();
  const filter = { year, customerId: query.customer_id, state: query.state };
  const actor = actorOf(request);
  const list = await app.db.transaction(async (tx) => {
    const found = await readInvoiceList(tx, filter);
    await writeAudit(tx, {
      action: 'invoices_exported',
      userId: actor.userId,
      ip: actor.ip,
      subject: `invoices:${String(year)}`,
      details: { ...filter, invoices: found.length },
    });
    return found;
  });
  const suffix = query.customer_id === undefined ? '' : `-kunde-${String(query.customer_id)}`;
  return {
    type: 'text/csv; charset=utf-8',
    name: `rechnungen-${String(year)}${suffix}.csv`,
    body: Buffer.from(invoiceCsv(list), 'utf8'),
  };
};

/** GET /buero/rechnungen/:id */
export const showInvoice: OperationHandler<Ops['detail']> = async ({ app, params }) => {
  const detail = await readInvoiceDetail(app.db, params.id);
  if (!detail) throw refuse(invoiceOperations.detail, 'not_found');
  return detail;
};

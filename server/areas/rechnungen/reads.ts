import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  InvoiceDetail,
  InvoiceState,
  InvoiceSummary,
} from '@domain/rechnungen/invoices-contract';
import type { Invoice } from '@domain/rechnungen/invoice';
import type { Database } from '@server/platform/db/client';
import { customerBilling, invoices } from '@server/platform/db/schema/billing';
import { customers, messen } from '@server/platform/db/schema/messen';
import { lineView } from './preflight';

/*
 * The issued invoices as the office reads them (issue 26): the list of a
 * year, one invoice with its lines. The state follows from the rows: a
 * cancellation, an invoice a cancellation refers to, or issued.
 */

const cancellation = alias(invoices, 'cancellation');
const original = alias(invoices, 'original');

const stateSql = sql<InvoiceState>`case when ${invoices.kind} = 'cancellation' then 'cancellation'
  when ${cancellation.id} is not null then 'cancelled' else 'issued' end`;

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  state: stateSql,
  customerId: invoices.customerId,
  customerName: customers.name,
  scope: invoices.scope,
  messeId: invoices.messeId,
  messeName: messen.name,
  month: invoices.month,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  serviceFrom: invoices.serviceFrom,
  serviceTo: invoices.serviceTo,
  netCents: invoices.netCents,
  vatCents: invoices.vatCents,
  grossCents: invoices.grossCents,
  cancelsId: original.id,
  cancelsNumber: original.number,
  cancelledById: cancellation.id,
  cancelledByNumber: cancellation.number,
  sentAt: invoices.sentAt,
  sentTo: invoices.sentTo,
};

function summaryOf(row: SummaryRow): InvoiceSummary {
  const ref = (id: number | null, number: string | null) =>
    id === null || number === null ? null : { id, number };
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    customer: { id: row.customerId, name: row.customerName },
    scope: row.scope,
    messe: row.messeId === null ? null : { id: row.messeId, name: row.messeName ?? '' },
    month: row.month,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    service_from: row.serviceFrom,
    service_to: row.serviceTo,
    net_cents: row.netCents,
    vat_cents: row.vatCents,
    gross_cents: row.grossCents,
    cancels: ref(row.cancelsId, row.cancelsNumber),
    cancelled_by: ref(row.cancelledById, row.cancelledByNumber),
    sent_at: row.sentAt?.toISOString() ?? null,
    sent_to: row.sentTo,
  };
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function summaries(db: Pick<Database, 'select'>, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(messen, eq(messen.id, invoices.messeId))
    .leftJoin(cancellation, eq(cancellation.cancelsId, invoices.id))
    .leftJoin(original, eq(original.id, invoices.cancelsId))
    .where(where);
}

export type InvoiceListFilter = { year: number; customerId?: number; state?: InvoiceState };

/** The invoices and cancellations of a year, newest first. */
export async function readInvoiceList(
  db: Pick<Database, 'select'>,
  filter: InvoiceListFilter,
): Promise<InvoiceSummary[]> {
  const conditions: SQL[] = [eq(invoices.year, filter.year)];
  if (filter.customerId !== undefined) conditions.push(eq(invoices.customerId, filter.customerId));
  if (filter.state !== undefined) conditions.push(sql`${stateSql} = ${filter.state}`);
  const rows = await summaries(db, and(...conditions)).orderBy(
    desc(invoices.issueDate),
    desc(invoices.id),
  );
  return rows.map(summaryOf);
}

/** One invoice with its lines and where its mail goes; null when there is none. */
export async function readInvoiceDetail(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<InvoiceDetail | null> {
  const [row] = await summaries(db, eq(invoices.id, id));
  if (!row) return null;
  const [stored] = await db
    .select({ model: invoices.model, sendXrechnung: customerBilling.sendXrechnung })
    .from(invoices)
    .leftJoin(customerBilling, eq(customerBilling.customerId, invoices.customerId))
    .where(eq(invoices.id, id));
  const model = stored?.model as Invoice;
  return {
    ...summaryOf(row),
    lines: model.lines.map(lineView),
    invoice_email: model.buyer.invoiceEmail,
    send_xrechnung: stored?.sendXrechnung ?? false,
  };
}

/** The stored model of an invoice (domain/rechnungen/invoice.ts); null when there is none. */
export async function readInvoiceModel(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<Invoice | null> {
  const [row] = await db
    .select({ model: invoices.model })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row ? (row.model as Invoice) : null;
}

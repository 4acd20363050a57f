import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invoice } from '@domain/rechnungen/invoice';
import type { InvoiceDetail, InvoiceLineView } from '@domain/rechnungen/invoices-contract';
import type { InvoiceLine } from '@domain/rechnungen/lines';
import type { Database } from '@server/platform/db/client';
import { customerBilling, invoices } from '@server/platform/db/schema/billing';
import { customers, messen } from '@server/platform/db/schema/messen';

/*
 * One invoice as the office reads it (invoiceDetailSchema), the answer of
 * the send operation. The lines are the stored model's, never recomputed.
 * (The issue/detail side of the area has the same read; one of the two is
 * kept when they meet.)
 */

const cancellation = alias(invoices, 'cancellation');
const original = alias(invoices, 'original');

function lineView(line: InvoiceLine): InvoiceLineView {
  const { subject } = line;
  return {
    kind: line.kind,
    messe_name: line.messeName,
    person_name: subject.type === 'person' ? subject.name : null,
    day: subject.type === 'day' ? subject.day : null,
    people: subject.type === 'day' ? subject.people : null,
    from: line.period.from,
    to: line.period.to,
    minutes: line.minutes,
    unit_price: line.unitPrice,
    surcharge_percent: line.surchargePercent,
    net_cents: line.netCents,
    vat_rate_percent: line.vatRatePercent,
  };
}

/** The invoice with its lines, where its mail goes; null for no such invoice. */
export async function readInvoiceDetail(db: Database, id: number): Promise<InvoiceDetail | null> {
  const [row] = await db
    .select({
      invoice: invoices,
      customerName: customers.name,
      messeName: messen.name,
      billingEmail: customerBilling.invoiceEmail,
      sendXrechnung: customerBilling.sendXrechnung,
      cancelledBy: { id: cancellation.id, number: cancellation.number },
      cancels: { id: original.id, number: original.number },
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(messen, eq(messen.id, invoices.messeId))
    .leftJoin(customerBilling, eq(customerBilling.customerId, invoices.customerId))
    .leftJoin(cancellation, eq(cancellation.cancelsId, invoices.id))
    .leftJoin(original, eq(original.id, invoices.cancelsId))
    .where(eq(invoices.id, id));
  if (!row) return null;
  const { invoice } = row;
  const model = invoice.model as Invoice;
  const state =
    invoice.kind === 'cancellation' ? 'cancellation' : row.cancelledBy ? 'cancelled' : 'issued';
  return {
    id: invoice.id,
    number: invoice.number,
    state,
    customer: { id: invoice.customerId, name: row.customerName },
    scope: invoice.scope,
    messe:
      invoice.messeId !== null && row.messeName !== null
        ? { id: invoice.messeId, name: row.messeName }
        : null,
    month: invoice.month,
    issue_date: invoice.issueDate,
    due_date: invoice.dueDate,
    service_from: invoice.serviceFrom,
    service_to: invoice.serviceTo,
    net_cents: invoice.netCents,
    vat_cents: invoice.vatCents,
    gross_cents: invoice.grossCents,
    cancels: row.cancels,
    cancelled_by: row.cancelledBy,
    sent_at: invoice.sentAt?.toISOString() ?? null,
    sent_to: invoice.sentTo,
    lines: model.lines.map(lineView),
    invoice_email: row.billingEmail ?? model.buyer.invoiceEmail,
    send_xrechnung: row.sendXrechnung ?? false,
  };
}

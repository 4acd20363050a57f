import type { Locale } from '@domain/shared/locale';
import { addDays } from '@domain/shared/times/calendar-days';
import { parseInvoiceNumber } from './invoice-number';
import type { InvoiceLine } from './lines';
import { type Buyer, buyerReference, type Seller } from './parties';
import { type InvoiceTotals, invoiceTotals } from './totals';

/*
 * An issued invoice as every output reads it (docs/product/invoices.md): the
 * PDF, XRechnung and ZUGFeRD are renderings of this one object and compute
 * nothing of their own. A cancellation repeats the original's lines with
 * negative quantities and amounts and refers to it; it never recomputes, so
 * it is the exact negative of what was billed.
 */

export type InvoiceKind = 'invoice' | 'cancellation';

export type Invoice = {
  kind: InvoiceKind;
  /** YYYY-NNNNN (domain/rechnungen/invoice-number.ts). */
  number: string;
  /** ISO day the invoice is issued (BT-2). */
  issueDate: string;
  /** The language of the texts, on the PDF and in the XML's line names. */
  language: Locale;
  currency: 'EUR';
  seller: Seller;
  buyer: Buyer;
  /** BT-10: the Leitweg-ID, else the customer number. */
  buyerReference: string;
  /** What was billed in words (the fair and place), shown under the title. */
  subject: string;
  /** First and last day billed (BG-14). */
  servicePeriod: { from: string; to: string };
  /** ISO day (BT-9). */
  dueDate: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** The invoice a cancellation cancels (BG-3), else null. */
  cancels: { number: string; issueDate: string } | null;
};

export type InvoiceInput = {
  number: string;
  issueDate: string;
  language: Locale;
  seller: Seller;
  buyer: Buyer;
  subject: string;
  lines: InvoiceLine[];
};

/** First and last day of the lines' periods. */
export function servicePeriodOf(lines: readonly InvoiceLine[]): { from: string; to: string } {
  const first = lines[0];
  if (!first) throw new RangeError('an invoice needs at least one line');
  let { from, to } = first.period;
  for (const line of lines) {
    if (line.period.from < from) from = line.period.from;
    if (line.period.to > to) to = line.period.to;
  }
  return { from, to };
}

function checkNumber(number: string): void {
  if (!parseInvoiceNumber(number)) throw new RangeError(`not an invoice number: ${number}`);
}

/** An invoice from its lines: totals, service period and due date follow. */
export function createInvoice(input: InvoiceInput): Invoice {
  checkNumber(input.number);
  if (input.lines.some((line) => line.netCents < 0 || line.quantity < 0)) {
    throw new RangeError('invoice lines bill positive amounts; a cancellation negates them');
  }
  return {
    kind: 'invoice',
    number: input.number,
    issueDate: input.issueDate,
    language: input.language,
    currency: 'EUR',
    seller: input.seller,
    buyer: input.buyer,
    buyerReference: buyerReference(input.buyer),
    subject: input.subject,
    servicePeriod: servicePeriodOf(input.lines),
    dueDate: addDays(input.issueDate, input.buyer.paymentTermsDays),
    lines: input.lines,
    totals: invoiceTotals(input.lines),
    cancels: null,
  };
}

/** The negative, never -0 (0 − 0 is +0), so a zero stays a plain zero. */
const neg = (value: number) => 0 - value;

/** The cancellation of an issued invoice: its lines and totals negated, referring to it. */
export function cancellationOf(
  original: Invoice,
  issued: { number: string; issueDate: string },
): Invoice {
  checkNumber(issued.number);
  if (original.kind !== 'invoice') throw new RangeError('only an invoice can be cancelled');
  const totals = original.totals;
  return {
    ...original,
    kind: 'cancellation',
    number: issued.number,
    issueDate: issued.issueDate,
    // Nothing is due on a cancellation: it settles against the original.
    dueDate: issued.issueDate,
    lines: original.lines.map((line) => ({
      ...line,
      minutes: neg(line.minutes),
      quantity: neg(line.quantity),
      netCents: neg(line.netCents),
    })),
    totals: {
      lineTotalCents: neg(totals.lineTotalCents),
      taxBasisTotalCents: neg(totals.taxBasisTotalCents),
      taxTotalCents: neg(totals.taxTotalCents),
      grandTotalCents: neg(totals.grandTotalCents),
      duePayableCents: neg(totals.duePayableCents),
      vat: totals.vat.map((rate) => ({
        ...rate,
        basisCents: neg(rate.basisCents),
        taxCents: neg(rate.taxCents),
      })),
    },
    cancels: { number: original.number, issueDate: original.issueDate },
  };
}

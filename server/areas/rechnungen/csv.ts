import type { InvoiceState, InvoiceSummary } from '@domain/rechnungen/invoices-contract';
import { CSV_BOM, CSV_LINE_END, csvCell } from '@domain/buero/payroll/csv';
import { germanDate } from '@domain/buero/payroll/model';

/*
 * The issued invoices of a year for the accountant (issue 26): as the payroll
 * CSV is written (UTF-8 with a byte order mark, `;`, CRLF, decimal comma,
 * cells a spreadsheet would take for a formula guarded), one row per invoice
 * or cancellation, oldest first; a cancellation's amounts are negative.
 */

export const INVOICE_CSV_COLUMNS = [
  'Rechnungsnummer',
  'Datum',
  'Kunde',
  'Netto',
  'USt',
  'Brutto',
  'Status',
  'Storniert durch',
  'Storno zu',
] as const;

const STATE_WORDS: Record<InvoiceState, string> = {
  issued: 'ausgestellt',
  cancelled: 'storniert',
  cancellation: 'Stornorechnung',
};

/** Cents as euros with a decimal comma: -123456 → "-1234,56". */
export function euroText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${String(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}`;
}

/** The file of these invoices (given newest first, written oldest first). */
export function invoiceCsv(list: readonly InvoiceSummary[]): string {
  const line = (cells: readonly string[]) => cells.join(';') + CSV_LINE_END;
  const rows = [...list].reverse().map((invoice) =>
    line([
      invoice.number,
      germanDate(invoice.issue_date),
      // The only text from outside; amounts are ours (a guard would make "-12,00" text).
      csvCell(invoice.customer.name),
      euroText(invoice.net_cents),
      euroText(invoice.vat_cents),
      euroText(invoice.gross_cents),
      STATE_WORDS[invoice.state],
      invoice.cancelled_by?.number ?? '',
      invoice.cancels?.number ?? '',
    ]),
  );
  return CSV_BOM + line(INVOICE_CSV_COLUMNS) + rows.join('');
}

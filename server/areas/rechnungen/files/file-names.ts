import type { InvoiceKind } from '@domain/rechnungen/invoice';
import type { InvoiceFileFormat } from '@domain/rechnungen/invoices-contract';

/*
 * How an invoice's files are saved: Rechnung-2026-00042.pdf,
 * Rechnung-2026-00042-xrechnung.xml, Rechnung-2026-00042-zugferd.pdf; a
 * cancellation's begin with Storno-. The number is digits and a dash, so the
 * name needs no encoding (attachmentDisposition sends it as it is).
 */

const SUFFIX: Record<InvoiceFileFormat, string> = {
  pdf: '.pdf',
  xrechnung: '-xrechnung.xml',
  zugferd: '-zugferd.pdf',
};

export const INVOICE_FILE_TYPES: Record<InvoiceFileFormat, string> = {
  pdf: 'application/pdf',
  xrechnung: 'application/xml',
  zugferd: 'application/pdf',
};

export function invoiceFileName(
  kind: InvoiceKind,
  number: string,
  format: InvoiceFileFormat,
): string {
  return `${kind === 'cancellation' ? 'Storno' : 'Rechnung'}-${number}${SUFFIX[format]}`;
}

import type { Invoice } from '@domain/rechnungen/invoice';
import type { InvoiceFileFormat } from '@domain/rechnungen/invoices-contract';
import { invoiceToCii } from '../formats/cii-invoice';
import { renderInvoicePdf } from '../formats/invoice-pdf';
import { zugferdPdf } from '../formats/zugferd';

/*
 * One file of an issued invoice, rendered from its stored model on a worker
 * thread (render-worker.ts, ADR 0034). The bytes depend on the model only:
 * the PDF's creation time is the issue day (pdfkit derives the document id
 * from it), so rendering the same invoice twice gives the same bytes.
 */

export type InvoiceRenderTask = { model: Invoice; format: InvoiceFileFormat };

/** The PDFs' creation time: the issue day at midnight UTC, never the clock. */
export function renderedAt(invoice: Invoice): Date {
  return new Date(`${invoice.issueDate}T00:00:00Z`);
}

/** The file's bytes (structured-cloned back to the request thread). */
export async function renderInvoiceFile(task: InvoiceRenderTask): Promise<Uint8Array> {
  const { model } = task;
  const createdAt = renderedAt(model);
  switch (task.format) {
    case 'pdf':
      return new Uint8Array(await renderInvoicePdf(model, { createdAt }));
    case 'zugferd':
      return new Uint8Array(await zugferdPdf(model, { createdAt }));
    case 'xrechnung':
      return new Uint8Array(Buffer.from(invoiceToCii(model, 'xrechnung'), 'utf8'));
  }
}

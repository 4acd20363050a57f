import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Invoice, InvoiceKind } from '@domain/rechnungen/invoice';
import type { InvoiceFileFormat } from '@domain/rechnungen/invoices-contract';
import type { Database } from '@server/platform/db/client';
import { invoiceFiles, invoices } from '@server/platform/db/schema/billing';
import type { WorkerPool } from '@server/platform/workers/pool';
import { invoiceFileName, INVOICE_FILE_TYPES } from './file-names';
import type { InvoiceRenderTask } from './render-task';

/*
 * An invoice's files are made once and kept (invoice_files): the first
 * download renders the stored model on the invoice workers and inserts the
 * bytes with their SHA-256; two first downloads at once both render, the
 * insert of the second does nothing, and both answer the row that stands.
 * Every later download and the invoice mail answer those bytes, so what the
 * customer received can be shown again byte for byte.
 */

export type StoredInvoiceFile = {
  invoiceId: number;
  number: string;
  kind: InvoiceKind;
  format: InvoiceFileFormat;
  name: string;
  type: string;
  bytes: Buffer;
  sha256: string;
};

/** bytea arrives as a Buffer (node-postgres) or a Uint8Array (PGlite). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

async function readStored(db: Database, invoiceId: number, format: InvoiceFileFormat) {
  const [row] = await db
    .select({ bytes: invoiceFiles.bytes, sha256: invoiceFiles.sha256 })
    .from(invoiceFiles)
    .where(and(eq(invoiceFiles.invoiceId, invoiceId), eq(invoiceFiles.format, format)));
  return row ? { bytes: asBuffer(row.bytes), sha256: row.sha256 } : null;
}

async function render(workers: WorkerPool, task: InvoiceRenderTask): Promise<Buffer> {
  const bytes = await workers.whenFree(() => workers.run<InvoiceRenderTask, Uint8Array>(task));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The invoice's file in `format`, rendered and stored on first use; null for no such invoice. */
export async function storedInvoiceFile(
  db: Database,
  workers: WorkerPool,
  invoiceId: number,
  format: InvoiceFileFormat,
): Promise<StoredInvoiceFile | null> {
  const [invoice] = await db
    .select({ number: invoices.number, kind: invoices.kind, model: invoices.model })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  let stored = await readStored(db, invoiceId, format);
  if (!stored) {
    const bytes = await render(workers, { model: invoice.model as Invoice, format });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await db
      .insert(invoiceFiles)
      .values({ invoiceId, format, bytes, sha256 })
      .onConflictDoNothing();
    stored = await readStored(db, invoiceId, format);
    if (!stored) throw new Error(`invoice file ${String(invoiceId)}/${format} vanished`);
  }
  return {
    invoiceId,
    number: invoice.number,
    kind: invoice.kind,
    format,
    name: invoiceFileName(invoice.kind, invoice.number, format),
    type: INVOICE_FILE_TYPES[format],
    ...stored,
  };
}

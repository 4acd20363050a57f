import type { Database } from '@server/platform/db/client';
import type { MailAttachment } from '@server/platform/mail/mailer';
import { MailDropped } from '@server/platform/mail/outbox';
import type { InvoiceMailData } from '@server/platform/mail/templates';
import type { WorkerPool } from '@server/platform/workers/pool';
import { storedInvoiceFile, type StoredInvoiceFile } from './stored-files';

/*
 * The files of the invoice mail, attached when the outbox sends it: the
 * stored ZUGFeRD PDF and, where the customer wants it, the stored XRechnung
 * XML, rendered on the invoice workers if nobody downloaded them yet. They are
 * the bytes every later download answers. An invoice that is gone can never
 * be sent: the mail is dropped (MailDropped), not retried for hours.
 */

const attachment = (file: StoredInvoiceFile): MailAttachment => ({
  filename: file.name,
  content: file.bytes,
  contentType: file.type,
});

/** The outbox's attachment resolver of `invoice`. */
export function invoiceMailAttachments(deps: { db: Database; workers: () => WorkerPool }) {
  return async (data: InvoiceMailData): Promise<MailAttachment[]> => {
    const formats = data.xrechnung ? (['zugferd', 'xrechnung'] as const) : (['zugferd'] as const);
    const files: MailAttachment[] = [];
    for (const format of formats) {
      const file = await storedInvoiceFile(deps.db, deps.workers(), data.invoiceId, format);
      if (!file) throw new MailDropped('the invoice is gone');
      files.push(attachment(file));
    }
    return files;
  };
}

import { formatDate } from '@domain/shared/date-format';
import { formattingTag, type Locale } from '@domain/shared/locale';
import { mail, type RenderedMail } from './mail-layout';

/*
 * An issued invoice or cancellation to the customer's invoice address (issue
 * 26, docs/product/invoices.md), in the customer's language. The ZUGFeRD PDF
 * and, where the customer wants it, the XRechnung XML go with it: the stored
 * files (invoice_files), attached when the mail is sent (the invoice area's
 * attachment resolver, from the id below).
 */

export type InvoiceMailData = {
  invoiceId: number;
  kind: 'invoice' | 'cancellation';
  number: string;
  /** The customer's legal name (the buyer). */
  customer: string;
  issueDate: string;
  dueDate: string;
  /** Negative on a cancellation. */
  grossCents: number;
  /** The number a cancellation cancels, else null. */
  cancels: string | null;
  /** Attach the XRechnung XML besides the ZUGFeRD PDF. */
  xrechnung: boolean;
  /** The agency's contact address for questions (the seller's). */
  contactEmail: string;
  /** The portal's address (the mail's link). */
  link: string;
};

function amount(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(formattingTag(locale), {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

export const INVOICE_TEMPLATE: Record<Locale, (data: InvoiceMailData) => RenderedMail> = {
  de: (data) => {
    const what = data.kind === 'cancellation' ? 'die Stornorechnung' : 'die Rechnung';
    const files = data.xrechnung
      ? `Anbei erhalten Sie ${what} als ZUGFeRD-PDF (mit eingebetteten XML-Daten) und als XRechnung.`
      : `Anbei erhalten Sie ${what} als ZUGFeRD-PDF (mit eingebetteten XML-Daten).`;
    const lines =
      data.kind === 'cancellation'
        ? [
            'Guten Tag,',
            `hiermit stornieren wir die Rechnung ${data.cancels ?? ''} mit der Stornorechnung ${data.number} vom ${formatDate(data.issueDate, 'de')} über ${amount(data.grossCents, 'de')}.`,
            files,
          ]
        : [
            'Guten Tag,',
            `anbei erhalten Sie unsere Rechnung ${data.number} vom ${formatDate(data.issueDate, 'de')} über ${amount(data.grossCents, 'de')}, zahlbar bis ${formatDate(data.dueDate, 'de')}.`,
            files,
          ];
    lines.push(`Bei Fragen zur Rechnung erreichen Sie uns unter ${data.contactEmail}.`);
    const title = data.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung';
    return mail(
      `${title} ${data.number} – ${data.customer} – Messe-Personal`,
      lines,
      { href: data.link, label: 'Messe-Personal' },
      'de',
    );
  },
  en: (data) => {
    const files = data.xrechnung
      ? 'Attached is the document as a ZUGFeRD PDF (with the XML data embedded) and as XRechnung.'
      : 'Attached is the document as a ZUGFeRD PDF (with the XML data embedded).';
    const lines =
      data.kind === 'cancellation'
        ? [
            'Hello,',
            `we hereby cancel invoice ${data.cancels ?? ''} with the cancellation invoice ${data.number} of ${formatDate(data.issueDate, 'en')} for ${amount(data.grossCents, 'en')}.`,
            files,
          ]
        : [
            'Hello,',
            `please find our invoice ${data.number} of ${formatDate(data.issueDate, 'en')} for ${amount(data.grossCents, 'en')}, due by ${formatDate(data.dueDate, 'en')}.`,
            files,
          ];
    lines.push(`For questions about the invoice, reach us at ${data.contactEmail}.`);
    const title = data.kind === 'cancellation' ? 'Cancellation invoice' : 'Invoice';
    return mail(
      `${title} ${data.number} – ${data.customer} – Messe-Personal`,
      lines,
      { href: data.link, label: 'Messe-Personal' },
      'en',
    );
  },
};

import PDFDocument from 'pdfkit';
import { groupIban } from '@domain/shared/validators/iban';
import type { Invoice } from '@domain/rechnungen/invoice';
import { FONT_BOLD, FONT_REGULAR, invoiceFonts } from './pdf-fonts';
import { drawHead } from './pdf-head';
import { FOOTER_HEIGHT, MARGIN, pdfContext, type PdfContext, stack } from './pdf-layout';
import { drawLines, drawTotals } from './pdf-table';

/*
 * The invoice PDF (docs/product/invoices.md): every content § 14 (4) UStG
 * asks for, German or English. It is always PDF/A-3b (pdfkit's `subset`:
 * embedded fonts, the sRGB output intent, XMP metadata with pdfaid), so the
 * same document becomes the ZUGFeRD invoice by attaching the XML
 * (zugferd.ts, ADR 0031).
 */

export type PdfAttachment = {
  name: string;
  content: Buffer;
  mimeType: string;
  description: string;
  /** How the file relates to the document (/AFRelationship). */
  relationship: 'Alternative' | 'Data' | 'Source';
};

export type InvoicePdfOptions = {
  /** The document's creation time (Info and XMP); now unless given. */
  createdAt?: Date;
  attachment?: PdfAttachment;
  /** Extra XMP rdf:Description elements (the Factur-X schema). */
  xmp?: string;
};

function footer(ctx: PdfContext, page: number, pages: number): void {
  const { seller } = ctx.invoice;
  const { tx } = ctx;
  const ids = [
    seller.vatId ? `${tx.vatId} ${seller.vatId}` : '',
    seller.taxNumber ? `${tx.taxNumber} ${seller.taxNumber}` : '',
  ].filter(Boolean);
  const lines = [
    [seller.name, seller.address.street, `${seller.address.postcode} ${seller.address.city}`]
      .concat(seller.registration ? [seller.registration] : [])
      .join(' · '),
    ids.join(' · '),
    `${tx.bank}: IBAN ${groupIban(seller.bank.iban)} · BIC ${seller.bank.bic}`,
  ];
  const top = ctx.doc.page.height - MARGIN - FOOTER_HEIGHT + 14;
  // Text below the bottom margin would make pdfkit start a new page.
  ctx.doc.page.margins.bottom = 0;
  stack(ctx, lines, MARGIN, top, { width: ctx.width - 70, size: 7 });
  stack(ctx, [tx.page(page, pages)], MARGIN + ctx.width - 70, top, {
    width: 70,
    align: 'right',
    size: 7,
  });
}

/** Renders the invoice as a PDF/A-3b document. */
export function renderInvoicePdf(
  invoice: Invoice,
  options: InvoicePdfOptions = {},
): Promise<Buffer> {
  const fonts = invoiceFonts();
  const title = `${invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: invoice.language === 'de' ? 'de-DE' : 'en-GB',
    displayTitle: true,
    // Title only: pdfkit copies Info into the XMP packet unescaped, and the
    // number cannot hold a character XML would need escaped.
    info: { Title: title, CreationDate: options.createdAt ?? new Date() },
  });
  doc.registerFont(FONT_REGULAR, fonts.regular);
  doc.registerFont(FONT_BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const ctx = pdfContext(doc, invoice);
  drawTotals(ctx, drawLines(ctx, drawHead(ctx)));
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    footer(ctx, i + 1, range.count);
  }
  if (options.attachment) {
    const { attachment } = options;
    const at = options.createdAt ?? new Date();
    // pdfkit writes /AFRelationship and the catalog's /AF array; its types lack the option.
    const fileOptions: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
      name: attachment.name,
      type: attachment.mimeType,
      description: attachment.description,
      relationship: attachment.relationship,
      creationDate: at,
      modifiedDate: at,
    };
    doc.file(attachment.content, fileOptions);
  }
  if (options.xmp) doc.appendXML(options.xmp);
  doc.end();
  return done;
}

import type { Invoice } from '../../../../domain/rechnungen/invoice';
import { FONT_BOLD, FONT_REGULAR } from './pdf-fonts';
import { INVOICE_TEXTS, type InvoiceTexts } from './texts';

/*
 * What the parts of the invoice PDF share: the page geometry (A4, the
 * address field where a DIN 5008 window envelope shows it) and a small text
 * helper, so head, table and footer line up.
 */

export const MARGIN = 50;
export const FOOTER_HEIGHT = 44;
/** Top of the address field (45 mm) and of the information block beside it. */
export const ADDRESS_TOP = 127;

export type PdfContext = {
  doc: PDFKit.PDFDocument;
  invoice: Invoice;
  tx: InvoiceTexts;
  /** The usable width between the margins. */
  width: number;
  /** Where content must end on every page (the footer lies below). */
  bottom: number;
};

export function pdfContext(doc: PDFKit.PDFDocument, invoice: Invoice): PdfContext {
  return {
    doc,
    invoice,
    tx: INVOICE_TEXTS[invoice.language],
    width: doc.page.width - 2 * MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER_HEIGHT,
  };
}

type TextOptions = {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
};

/** One line of text at a place, never wrapped; clipped with an ellipsis to its width. */
export function put(
  ctx: PdfContext,
  value: string,
  x: number,
  y: number,
  { width, align = 'left', bold = false, size = 9 }: TextOptions = {},
): void {
  ctx.doc.font(bold ? FONT_BOLD : FONT_REGULAR).fontSize(size);
  ctx.doc.text(value, x, y, {
    lineBreak: false,
    ...(width === undefined ? {} : { width, align, height: size * 1.3, ellipsis: true }),
  });
}

/** Lines of text one below the other; returns the y after the last. */
export function stack(
  ctx: PdfContext,
  lines: readonly string[],
  x: number,
  y: number,
  options: TextOptions = {},
): number {
  const step = (options.size ?? 9) * 1.35;
  lines.forEach((line, index) => put(ctx, line, x, y + index * step, options));
  return y + lines.length * step;
}

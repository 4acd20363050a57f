import type { Invoice } from '@domain/rechnungen/invoice';
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
  /** Measured text widths by font, size and text: the table repeats its prices and hours. */
  widths: Map<string, number>;
};

export function pdfContext(doc: PDFKit.PDFDocument, invoice: Invoice): PdfContext {
  return {
    doc,
    invoice,
    tx: INVOICE_TEXTS[invoice.language],
    width: doc.page.width - 2 * MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER_HEIGHT,
    widths: new Map(),
  };
}

type TextOptions = {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
};

/** The width of a line of text, measured once per font, size and text. */
export function measure(ctx: PdfContext, font: string, size: number, text: string): number {
  const key = `${font}\u0000${String(size)}\u0000${text}`;
  let width = ctx.widths.get(key);
  if (width === undefined) {
    width = ctx.doc.widthOfString(text);
    ctx.widths.set(key, width);
  }
  return width;
}

/**
 * One line of text at a place, never wrapped: aligned in its width and cut
 * with an ellipsis when longer. Placed by measured width rather than with
 * pdfkit's line wrapper, which costs too much for a table of 1,000 lines.
 */
export function put(
  ctx: PdfContext,
  value: string,
  x: number,
  y: number,
  { width, align = 'left', bold = false, size = 9 }: TextOptions = {},
): void {
  const font = bold ? FONT_BOLD : FONT_REGULAR;
  ctx.doc.font(font).fontSize(size);
  let text = value;
  let left = x;
  if (width !== undefined) {
    let measured = measure(ctx, font, size, text);
    while (measured > width && text.length > 1) {
      text = `${text.slice(0, -2)}…`;
      measured = measure(ctx, font, size, text);
    }
    if (align === 'right') left = x + width - measured;
    else if (align === 'center') left = x + (width - measured) / 2;
  }
  ctx.doc.text(text, left, y, { lineBreak: false });
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

/**
 * Text wrapped in its width, for what must not be cut (a line's name: the
 * kind of service is part of the invoice); returns its height.
 */
export function wrapped(
  ctx: PdfContext,
  value: string,
  x: number,
  y: number,
  width: number,
): number {
  ctx.doc.font(FONT_REGULAR).fontSize(9);
  ctx.doc.text(value, x, y, { width, lineGap: 1 });
  return ctx.doc.y - y;
}

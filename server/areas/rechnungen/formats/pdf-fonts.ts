import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * PDF/A forbids fonts that are not embedded, so the invoice PDF cannot use
 * the standard Helvetica of the timesheet PDFs (ADR 0028). DejaVu Sans
 * Condensed from the dejavu-fonts-ttf package is embedded instead (pdfkit
 * writes only the glyphs used); it covers Latin, Greek and Cyrillic names.
 * Read once per process.
 */

export const FONT_REGULAR = 'InvoiceRegular';
export const FONT_BOLD = 'InvoiceBold';

let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** The two font files as buffers, for doc.registerFont. */
export function invoiceFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const dir = join(
      dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    fonts = {
      regular: readFileSync(join(dir, 'DejaVuSansCondensed.ttf')),
      bold: readFileSync(join(dir, 'DejaVuSansCondensed-Bold.ttf')),
    };
  }
  return fonts;
}

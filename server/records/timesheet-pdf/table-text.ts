import { winAnsi } from './win-ansi';

/*
 * The day table's cells written as PDF text operators directly. A sheet of
 * 300 people × 10 days has 15,000 cells; pdfkit's doc.text() costs some 50 µs
 * each (options, kerning twice, a save/transform/restore per call), which
 * alone would break the 1 s budget. The cells repeat a few hundred distinct
 * strings (days, clock times), so each is encoded once with the font's own
 * kerning and its `TJ` operand is cached. What is written is what doc.text()
 * writes (BT, Tm, Tf, TJ, ET in the unflipped page space), still selectable
 * text in the standard font. Reads two pdfkit internals (the current font and
 * the page's font resources); when they are missing, doc.text() is used.
 */

type Position = { xAdvance: number; advanceWidth: number };
type FontInternals = {
  id: string;
  ascender: number;
  ref(): unknown;
  encode(text: string): [string[], Position[]];
};
type Encoded = { operand: string; width: number };

function fontOf(doc: PDFKit.PDFDocument): FontInternals | null {
  const font = (doc as unknown as { _font?: Partial<FontInternals> })._font;
  return font &&
    typeof font.id === 'string' &&
    typeof font.encode === 'function' &&
    typeof font.ref === 'function' &&
    typeof font.ascender === 'number'
    ? (font as FontInternals)
    : null;
}

const num = (value: number) => String(Math.round(value * 100) / 100);

export class TableText {
  private readonly cache = new Map<string, Encoded>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly size: number,
  ) {}

  private encoded(font: FontInternals, text: string): Encoded {
    const key = `${font.id}\u0000${text}`;
    let hit = this.cache.get(key);
    if (!hit) {
      const [hex, positions] = font.encode(text);
      const parts: string[] = [];
      let start = 0;
      let width = 0;
      positions.forEach((position, index) => {
        width += position.xAdvance;
        const kern = position.xAdvance - position.advanceWidth;
        if (kern !== 0 || index === positions.length - 1) {
          parts.push(`<${hex.slice(start, index + 1).join('')}> ${num(-kern)}`);
          start = index + 1;
        }
      });
      hit = { operand: `[${parts.join(' ')}]`, width: (width * this.size) / 1000 };
      this.cache.set(key, hit);
    }
    return hit;
  }

  /** Writes `text` with its top at y, starting at x (left) or ending at x (right). */
  cell(text: string, x: number, y: number, align: 'left' | 'right' = 'left'): void {
    const safe = winAnsi(text);
    if (safe === '') return;
    const { doc } = this;
    const font = fontOf(doc);
    const fonts = (doc.page as { fonts?: Record<string, unknown> | undefined }).fonts;
    if (!font || !fonts) {
      const at = align === 'right' ? x - doc.widthOfString(safe) : x;
      doc.text(safe, at, y, { lineBreak: false });
      return;
    }
    fonts[font.id] ??= font.ref();
    const { operand, width } = this.encoded(font, safe);
    const left = align === 'right' ? x - width : x;
    const baseline = doc.page.height - y - (font.ascender / 1000) * this.size;
    // pdfkit's page space is flipped (origin top left); text is set in the unflipped space.
    doc.addContent(
      `q 1 0 0 -1 0 ${num(doc.page.height)} cm BT 1 0 0 1 ${num(left)} ${num(baseline)} Tm /${font.id} ${num(this.size)} Tf ${operand} TJ ET Q`,
    );
  }
}

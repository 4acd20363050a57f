import { formatDate } from '@domain/shared/date-format';
import { groupIban } from '@domain/shared/validators/iban';
import { hours, money, percent, price } from './pdf-format';
import { FONT_REGULAR } from './pdf-fonts';
import { MARGIN, measure, type PdfContext, put, wrapped } from './pdf-layout';
import { lineName } from './texts';

/*
 * The invoice's lines as a table (its header repeated on every page), then
 * the totals per VAT rate, the gross amount and how to pay. Amounts are the
 * model's, formatted: a cancellation prints its negative amounts.
 */

const ROW = 13;
type Column = {
  key: 'position' | 'description' | 'quantity' | 'unitPrice' | 'vatRate' | 'net';
  width: number;
};
const COLUMNS: Column[] = [
  { key: 'position', width: 26 },
  { key: 'description', width: 231 },
  { key: 'quantity', width: 55 },
  { key: 'unitPrice', width: 66 },
  { key: 'vatRate', width: 34 },
  { key: 'net', width: 83 },
];
const LEFT = new Set<Column['key']>(['position', 'description']);

/** Draws a row; a description too long for its column wraps. Returns the row's height. */
function row(
  ctx: PdfContext,
  cells: Record<Column['key'], string>,
  y: number,
  bold = false,
): number {
  let x = MARGIN;
  let height = ROW;
  for (const column of COLUMNS) {
    const width = column.width - 4;
    const text = cells[column.key];
    if (column.key === 'description' && !bold && measure(ctx, FONT_REGULAR, 9, text) > width) {
      height = Math.max(height, wrapped(ctx, text, x, y, width) + 2);
    } else {
      put(ctx, text, x, y, { width, align: LEFT.has(column.key) ? 'left' : 'right', bold });
    }
    x += column.width;
  }
  return height;
}

/** The height a row's description needs (ROW unless it wraps). */
function rowHeight(ctx: PdfContext, description: string): number {
  const width = COLUMNS[1]?.width ?? 0;
  if (measure(ctx, FONT_REGULAR, 9, description) <= width - 4) return ROW;
  ctx.doc.font(FONT_REGULAR).fontSize(9);
  return ctx.doc.heightOfString(description, { width: width - 4, lineGap: 1 }) + 2;
}

function header(ctx: PdfContext, y: number): number {
  const { tx } = ctx;
  row(
    ctx,
    {
      position: tx.position,
      description: tx.description,
      quantity: tx.quantity,
      unitPrice: tx.unitPrice,
      vatRate: tx.vatRate,
      net: tx.net,
    },
    y,
    true,
  );
  ctx.doc
    .moveTo(MARGIN, y + ROW - 2)
    .lineTo(MARGIN + ctx.width, y + ROW - 2)
    .lineWidth(0.5)
    .stroke();
  return y + ROW + 2;
}

/** Draws the lines; returns the y below the last. */
export function drawLines(ctx: PdfContext, top: number): number {
  const { invoice, doc } = ctx;
  const locale = invoice.language;
  const withFair = new Set(invoice.lines.map((line) => line.messeName)).size > 1;
  let y = header(ctx, top);
  invoice.lines.forEach((line, index) => {
    const description = lineName(line, locale, withFair);
    if (y + rowHeight(ctx, description) > ctx.bottom) {
      doc.addPage();
      y = header(ctx, MARGIN);
    }
    y += row(
      ctx,
      {
        position: String(index + 1),
        description,
        quantity: hours(line.quantity, locale),
        unitPrice: price(line.unitPrice, locale),
        vatRate: percent(line.vatRatePercent, locale),
        net: money(line.netCents, locale),
      },
      y,
    );
  });
  return y;
}

/** Draws totals and payment; returns the y below them. */
export function drawTotals(ctx: PdfContext, top: number): number {
  const { invoice, tx, doc } = ctx;
  const locale = invoice.language;
  const { totals } = invoice;
  const rows: [string, string, boolean][] = [
    [tx.netTotal, money(totals.taxBasisTotalCents, locale), false],
    ...totals.vat.map((rate): [string, string, boolean] => [
      tx.vatOn(percent(rate.ratePercent, locale), money(rate.basisCents, locale)),
      money(rate.taxCents, locale),
      false,
    ]),
    [tx.grandTotal, money(totals.grandTotalCents, locale), true],
  ];
  const needed = rows.length * ROW + 90;
  let y = top + 6;
  if (y + needed > ctx.bottom) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .moveTo(MARGIN + ctx.width - 260, y)
    .lineTo(MARGIN + ctx.width, y)
    .lineWidth(0.5)
    .stroke();
  y += 4;
  for (const [label, value, bold] of rows) {
    put(ctx, label, MARGIN + ctx.width - 260, y, { width: 175, bold });
    put(ctx, value, MARGIN + ctx.width - 85, y, { width: 85, align: 'right', bold });
    y += ROW;
  }
  return drawPayment(ctx, y + 14);
}

function drawPayment(ctx: PdfContext, top: number): number {
  const { invoice, tx, doc } = ctx;
  doc.fontSize(9);
  if (invoice.kind === 'cancellation') {
    put(ctx, tx.settlement, MARGIN, top, { width: ctx.width });
    return top + ROW;
  }
  const { bank } = invoice.seller;
  const lines = [
    tx.paymentTerms(invoice.buyer.paymentTermsDays, formatDate(invoice.dueDate, invoice.language)),
    tx.transfer(invoice.number),
    `IBAN ${groupIban(bank.iban)} · BIC ${bank.bic}${bank.bankName ? ` · ${bank.bankName}` : ''}`,
  ];
  lines.forEach((line, index) => put(ctx, line, MARGIN, top + index * ROW, { width: ctx.width }));
  return top + lines.length * ROW;
}

import { formatDate, formatDateRange } from '@domain/shared/date-format';
import type { PostalAddress } from '@domain/rechnungen/parties';
import { FONT_REGULAR } from './pdf-fonts';
import { ADDRESS_TOP, MARGIN, type PdfContext, put, stack } from './pdf-layout';

/*
 * The head of the invoice's first page: the seller, the buyer's address in
 * the window, the invoice's facts beside it (number, dates, references,
 * service period, due date) and the title; § 14 (4) UStG lists what must be
 * there (docs/product/invoices.md).
 */

function addressLines(address: PostalAddress): string[] {
  return [
    address.street,
    ...(address.additional ? [address.additional] : []),
    `${address.postcode} ${address.city}`,
    ...(address.countryCode === 'DE' ? [] : [address.countryCode]),
  ];
}

function sellerBlock(ctx: PdfContext): void {
  const { seller } = ctx.invoice;
  const x = MARGIN + ctx.width / 2;
  const width = ctx.width / 2;
  put(ctx, seller.name, x, MARGIN, { width, align: 'right', bold: true, size: 12 });
  stack(
    ctx,
    [...addressLines(seller.address), seller.contact.phone, seller.contact.email],
    x,
    MARGIN + 18,
    { width, align: 'right', size: 8 },
  );
}

function buyerBlock(ctx: PdfContext): void {
  const { seller, buyer } = ctx.invoice;
  const sender = [
    seller.name,
    seller.address.street,
    `${seller.address.postcode} ${seller.address.city}`,
  ];
  put(ctx, sender.join(' · '), MARGIN, ADDRESS_TOP, { width: 240, size: 7 });
  stack(ctx, [buyer.name, ...addressLines(buyer.address)], MARGIN, ADDRESS_TOP + 16, {
    width: 240,
    size: 10,
  });
}

function factsBlock(ctx: PdfContext): void {
  const { invoice, tx } = ctx;
  const locale = invoice.language;
  const facts: [string, string][] = [
    [tx.number, invoice.number],
    [tx.date, formatDate(invoice.issueDate, locale)],
    [tx.customerNumber, invoice.buyer.customerNumber],
  ];
  if (invoice.buyer.leitwegId) facts.push([tx.buyerReference, invoice.buyerReference]);
  facts.push([
    tx.servicePeriod,
    formatDateRange(invoice.servicePeriod.from, invoice.servicePeriod.to, locale),
  ]);
  if (invoice.kind === 'invoice') facts.push([tx.dueDate, formatDate(invoice.dueDate, locale)]);
  const x = MARGIN + ctx.width - 230;
  facts.forEach(([label, value], index) => {
    const y = ADDRESS_TOP + index * 13;
    put(ctx, label, x, y, { width: 100 });
    put(ctx, value, x + 100, y, { width: 130, align: 'right' });
  });
}

/** Draws the head; returns the y where the lines table starts. */
export function drawHead(ctx: PdfContext): number {
  const { invoice, tx, doc } = ctx;
  sellerBlock(ctx);
  buyerBlock(ctx);
  factsBlock(ctx);
  let y = ADDRESS_TOP + 120;
  const title = invoice.kind === 'cancellation' ? tx.cancellation : tx.invoice;
  put(ctx, `${title} ${invoice.number}`, MARGIN, y, { bold: true, size: 15 });
  y += 22;
  doc.font(FONT_REGULAR).fontSize(10);
  doc.text(invoice.subject, MARGIN, y, { width: ctx.width });
  y = doc.y + 4;
  if (invoice.cancels) {
    const day = formatDate(invoice.cancels.issueDate, invoice.language);
    doc.text(tx.cancels(invoice.cancels.number, day), MARGIN, y, { width: ctx.width });
    y = doc.y + 4;
  }
  return y + 10;
}

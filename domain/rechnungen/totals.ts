import type { InvoiceLine } from './lines';
import { type Cents, vatCents } from './money';

/*
 * The document totals of EN 16931 from the lines, with the invoice's rules
 * (docs/product/invoices.md): no document-level allowances or charges and no
 * prepaid amount, so
 *   BT-106 line total  = Σ line net                      (BR-CO-10)
 *   BT-109 tax basis   = BT-106                          (BR-CO-13)
 *   BT-116 per rate    = Σ line net of that rate         (BR-S-8)
 *   BT-117 per rate    = BT-116 × rate, cut to cents     (BR-CO-17)
 *   BT-110 VAT total   = Σ BT-117                        (BR-CO-14)
 *   BT-112 gross       = BT-109 + BT-110                 (BR-CO-15)
 *   BT-115 due         = BT-112                          (BR-CO-16)
 */

/** One VAT rate's subtotal (BG-23), category S (standard rated). */
export type VatBreakdown = {
  category: 'S';
  ratePercent: number;
  basisCents: Cents;
  taxCents: Cents;
};

export type InvoiceTotals = {
  lineTotalCents: Cents;
  taxBasisTotalCents: Cents;
  taxTotalCents: Cents;
  grandTotalCents: Cents;
  duePayableCents: Cents;
  vat: VatBreakdown[];
};

/** The totals of a set of lines; rates in ascending order. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const basisByRate = new Map<number, Cents>();
  let lineTotalCents = 0;
  for (const line of lines) {
    lineTotalCents += line.netCents;
    basisByRate.set(
      line.vatRatePercent,
      (basisByRate.get(line.vatRatePercent) ?? 0) + line.netCents,
    );
  }
  const vat = [...basisByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([ratePercent, basisCents]): VatBreakdown => ({
      category: 'S',
      ratePercent,
      basisCents,
      taxCents: vatCents(basisCents, ratePercent),
    }));
  const taxTotalCents = vat.reduce((sum, rate) => sum + rate.taxCents, 0);
  const grandTotalCents = lineTotalCents + taxTotalCents;
  return {
    lineTotalCents,
    taxBasisTotalCents: lineTotalCents,
    taxTotalCents,
    grandTotalCents,
    duePayableCents: grandTotalCents,
    vat,
  };
}

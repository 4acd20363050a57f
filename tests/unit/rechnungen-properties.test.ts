import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { FEDERAL_STATES } from '@domain/shared/federal-states';
import { cancellationOf, createInvoice, type Invoice } from '@domain/rechnungen/invoice';
import { type BillingPair, buildInvoiceLines } from '@domain/rechnungen/lines';
import { lineNetCents, vatCents } from '@domain/rechnungen/money';
import type { BillableEntry } from '@domain/rechnungen/rates';
import { invoiceToCii } from '@server/areas/rechnungen/formats/cii-invoice';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';
import { BUYER } from './rechnungen-fixtures';

/*
 * Whatever is billed, the sums are consistent (docs/product/invoices.md): the
 * business rules BR-CO-10 to BR-CO-17 of EN 16931 hold on the model of any
 * invoice and its cancellation, and again on the amounts written into the XML.
 */

const step = (n: number) => n * 15;
const entryArb: fc.Arbitrary<BillableEntry> = fc
  .record({
    personId: fc.integer({ min: 1, max: 6 }),
    day: fc.integer({ min: 1, max: 28 }).map((d) => `2026-05-${String(d).padStart(2, '0')}`),
    start: fc.integer({ min: 0, max: 95 }),
    length: fc.integer({ min: 0, max: 96 }),
    pause: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ personId, day, start, length, pause }) => {
    const end = Math.min(96, start + length);
    return {
      personId,
      personName: `Person ${String(personId)}`,
      day,
      time_start: step(start),
      time_end: step(end),
      time_break: Math.min(step(pause), step(end - start)),
    };
  });

const percentArb = fc.integer({ min: 0, max: 200 });
const pairArb: fc.Arbitrary<BillingPair> = fc.record({
  messeName: fc.constantFrom('bauma', 'IFAT', 'Expo Real'),
  federalState: fc.constantFrom(null, ...FEDERAL_STATES),
  rate: fc.record({
    hourlyNetCents: fc.integer({ min: 1, max: 20_000 }),
    personRates: fc.dictionary(
      fc.integer({ min: 1, max: 6 }).map(String),
      fc.integer({ min: 1, max: 20_000 }),
    ),
    surchargePercent: fc.record({ sunday: percentArb, holiday: percentArb, night: percentArb }),
    vatRatePercent: fc.constantFrom(19, 7),
  }),
  entries: fc.array(entryArb, { minLength: 1, maxLength: 40 }),
});

const invoiceArb: fc.Arbitrary<Invoice> = fc
  .record({
    pairs: fc.array(pairArb, { minLength: 1, maxLength: 3 }),
    arrangement: fc.constantFrom('person' as const, 'day' as const),
  })
  .map(({ pairs, arrangement }) => buildInvoiceLines(pairs, arrangement))
  .filter((lines) => lines.length > 0)
  .map((lines) =>
    createInvoice({
      number: '2026-00001',
      issueDate: '2026-06-01',
      language: 'de',
      seller: DEMO_SELLER,
      buyer: BUYER,
      subject: 'Messe',
      lines,
    }),
  );

function expectConsistent(invoice: Invoice): void {
  const { lines, totals } = invoice;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  for (const line of lines) {
    expect(line.netCents).toBe(lineNetCents(line.quantity, line.unitPrice));
    expect(line.unitPrice).toBeGreaterThanOrEqual(0);
  }
  expect(totals.lineTotalCents).toBe(sum(lines.map((line) => line.netCents))); // BR-CO-10
  expect(totals.taxBasisTotalCents).toBe(totals.lineTotalCents); // BR-CO-13
  for (const rate of totals.vat) {
    const ofRate = lines.filter((line) => line.vatRatePercent === rate.ratePercent);
    expect(rate.basisCents).toBe(sum(ofRate.map((line) => line.netCents))); // BR-S-8
    expect(rate.taxCents).toBe(vatCents(rate.basisCents, rate.ratePercent)); // BR-CO-17
  }
  expect(totals.taxTotalCents).toBe(sum(totals.vat.map((rate) => rate.taxCents))); // BR-CO-14
  expect(totals.grandTotalCents).toBe(totals.taxBasisTotalCents + totals.taxTotalCents); // BR-CO-15
  expect(totals.duePayableCents).toBe(totals.grandTotalCents); // BR-CO-16
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['IncludedSupplyChainTradeLineItem', 'ApplicableTradeTax'].includes(name),
});
const toCents = (value: unknown) => {
  const text = typeof value === 'object' && value && '#text' in value ? value['#text'] : value;
  expect(String(text)).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(text) * 100);
};

type CiiSums = Record<string, unknown>;
function xmlSums(xml: string) {
  const trade = (
    parser.parse(xml) as { CrossIndustryInvoice: { SupplyChainTradeTransaction: CiiSums } }
  ).CrossIndustryInvoice.SupplyChainTradeTransaction;
  const items = trade.IncludedSupplyChainTradeLineItem as {
    SpecifiedLineTradeSettlement: { SpecifiedTradeSettlementLineMonetarySummation: CiiSums };
  }[];
  const settlement = trade.ApplicableHeaderTradeSettlement as CiiSums;
  const header = settlement.SpecifiedTradeSettlementHeaderMonetarySummation as CiiSums;
  return {
    lines: items.map((item) =>
      toCents(
        item.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation
          .LineTotalAmount,
      ),
    ),
    vat: (settlement.ApplicableTradeTax as CiiSums[]).map((tax) => ({
      basis: toCents(tax.BasisAmount),
      tax: toCents(tax.CalculatedAmount),
    })),
    lineTotal: toCents(header.LineTotalAmount),
    taxBasis: toCents(header.TaxBasisTotalAmount),
    taxTotal: toCents(header.TaxTotalAmount),
    grand: toCents(header.GrandTotalAmount),
    due: toCents(header.DuePayableAmount),
  };
}

describe('invoice sums', () => {
  it('are consistent for any invoice and its cancellation', () => {
    fc.assert(
      fc.property(invoiceArb, (invoice) => {
        expectConsistent(invoice);
        const cancellation = cancellationOf(invoice, {
          number: '2026-00002',
          issueDate: '2026-06-02',
        });
        expectConsistent(cancellation);
        expect(cancellation.totals.grandTotalCents).toBe(0 - invoice.totals.grandTotalCents);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('add up in the XML too, a cancellation as a credit note with the same positive amounts', () => {
    fc.assert(
      fc.property(invoiceArb, (invoice) => {
        const cancellation = cancellationOf(invoice, {
          number: '2026-00002',
          issueDate: '2026-06-02',
        });
        const original = xmlSums(invoiceToCii(invoice, 'xrechnung'));
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(original.lineTotal).toBe(sum(original.lines));
        expect(original.taxBasis).toBe(original.lineTotal);
        expect(original.taxTotal).toBe(sum(original.vat.map((rate) => rate.tax)));
        expect(sum(original.vat.map((rate) => rate.basis))).toBe(original.taxBasis);
        expect(original.grand).toBe(original.taxBasis + original.taxTotal);
        expect(original.due).toBe(original.grand);
        expect(xmlSums(invoiceToCii(cancellation, 'xrechnung'))).toEqual(original);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('invoice XML', () => {
  it('stays well-formed whatever the names hold (markup, control characters)', () => {
    fc.assert(
      fc.property(invoiceArb, fc.string({ unit: 'binary', maxLength: 40 }), (invoice, name) => {
        const named: Invoice = {
          ...invoice,
          subject: `${name} <b>&amp;`,
          buyer: { ...invoice.buyer, name: `${name}"'<>&\u0001` },
          lines: invoice.lines.map((line) =>
            line.subject.type === 'person'
              ? { ...line, subject: { ...line.subject, name: `${name}\u0000]]>` } }
              : line,
          ),
        };
        const xml = invoiceToCii(named, 'xrechnung');
        expect(XMLValidator.validate(xml)).toBe(true);
        // Characters XML 1.0 forbids (the validator above lets them pass).
        // eslint-disable-next-line no-control-regex
        expect(xml).not.toMatch(/[\u0000-\u0008\v\f\u000E-\u001F\uFFFE\uFFFF]/);
      }),
      { numRuns: 30 },
    );
  }, 60_000);
});

import { createInvoice, type Invoice } from '@domain/rechnungen/invoice';
import {
  type BillingPair,
  buildInvoiceLines,
  type LineArrangement,
} from '@domain/rechnungen/lines';
import { invoiceToCii } from '@server/areas/rechnungen/formats/cii-invoice';
import { renderInvoicePdf } from '@server/areas/rechnungen/formats/invoice-pdf';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';
import { zugferdPdf } from '@server/areas/rechnungen/formats/zugferd';
import { type Figure, median, round } from './figures';

/*
 * One invoice of a 300-staff × 10-day pair (docs/product/invoices.md): the
 * lines and totals, the PDF, the XRechnung XML and the ZUGFeRD PDF, in this
 * process (no database, no HTTP), per person (some 1,000 lines with the
 * surcharges) and per day. Median of RUNS after one warm-up.
 */

export const INVOICE_BUDGET_MS = 1000;
const STAFF = 300;
const DAYS = Array.from({ length: 10 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`);
const RUNS = 5;

function pair(): BillingPair {
  return {
    messeName: 'Bench-Messe',
    federalState: 'BY',
    rate: {
      hourlyNetCents: 2_850,
      personRates: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [i * 10 + 1, 3_275])),
      surchargePercent: { sunday: 50, holiday: 100, night: 25 },
    },
    entries: DAYS.flatMap((day) =>
      Array.from({ length: STAFF }, (_, i) => ({
        personId: i + 1,
        personName: `Bench Person ${String(i + 1).padStart(3, '0')}`,
        day,
        time_start: i % 4 === 0 ? 960 : 540,
        time_end: i % 4 === 0 ? 1440 : 1020,
        time_break: 30,
      })),
    ),
  };
}

async function once(
  arrangement: LineArrangement,
): Promise<{ ms: number; cpuMs: number; lines: number; bytes: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const invoice: Invoice = createInvoice({
    number: '2026-00100',
    issueDate: '2026-06-15',
    language: 'de',
    seller: DEMO_SELLER,
    buyer: {
      customerNumber: 'K-1',
      name: 'Bench Kunde GmbH',
      address: { street: 'Weg 1', postcode: '80331', city: 'München', countryCode: 'DE' },
      invoiceEmail: 'rechnung@kunde.example',
      paymentTermsDays: 14,
    },
    subject: 'Bench-Messe, München',
    lines: buildInvoiceLines([pair()], arrangement),
  });
  const pdf = await renderInvoicePdf(invoice);
  const xml = invoiceToCii(invoice, 'xrechnung');
  const zugferd = await zugferdPdf(invoice);
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
    lines: invoice.lines.length,
    bytes: pdf.length + xml.length + zugferd.length,
  };
}

/** The figures of `npm run bench -- invoice`. */
export async function measureInvoice(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const arrangement of ['person', 'day'] as const) {
    await once(arrangement);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(arrangement));
    const times = runs.map((run) => round(run.ms, 0));
    figures.push({
      name: `invoice of 300 staff × 10 days per ${arrangement} (${String(runs[0]?.lines)} lines): PDF + XRechnung + ZUGFeRD, median`,
      value: round(median(times), 0),
      unit: 'ms',
      max: INVOICE_BUDGET_MS,
      note: `runs ${times.join(' / ')}; CPU ${String(round(median(runs.map((run) => run.cpuMs)), 0))} ms; ${String(round((runs[0]?.bytes ?? 0) / 1024, 0))} KB in all`,
    });
  }
  return figures;
}

import { describe, expect, it } from 'vitest';
import { createInvoice } from '@domain/rechnungen/invoice';
import { buildInvoiceLines } from '@domain/rechnungen/lines';
import { renderInvoicePdf } from '@server/areas/rechnungen/formats/invoice-pdf';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';
import { readPdf } from '@tests/support/pdf-objects';
import {
  BUYER,
  CANCELLATION,
  FAIR_PAIR,
  PER_DAY,
  PER_PERSON,
  PUBLIC_SECTOR,
} from './rechnungen-fixtures';

/*
 * The invoice PDF carries what § 14 (4) UStG asks of an invoice
 * (docs/product/invoices.md), in German and in English: both parties' full
 * names and addresses, the seller's tax number and VAT ID, the issue date,
 * the number, quantity and kind of the service, the service period, the net
 * amounts per rate, rate and VAT amount, the gross amount; a cancellation
 * names the invoice it cancels.
 */

async function textOf(invoice: typeof PER_PERSON): Promise<string> {
  return (await readPdf(await renderInvoicePdf(invoice))).text;
}

describe('invoice PDF', () => {
  it('has every § 14 UStG content in German', async () => {
    const text = await textOf(PER_PERSON);
    for (const expected of [
      'Messe-Personal GmbH',
      'Messeplatz 1',
      '80331 München',
      'Expo Stand & Bau GmbH',
      'Ausstellerweg 7',
      '81829 München',
      'USt-IdNr. DE123456789',
      'Steuernummer 143/123/45678',
      'Rechnungsdatum',
      '15.06.2026',
      'Rechnung 2026-00041',
      'Leistungszeitraum',
      '03.06.2026 – 07.06.2026',
      'Personalgestellung: Anna Schmidt',
      '38,75',
      '28,50 €',
      '1.104,38 €',
      'Sonntagszuschlag 50 %: Anna Schmidt',
      'Feiertagszuschlag 100 %: Zoë Łukasiewicz',
      'Nachtzuschlag 25 %: Zoë Łukasiewicz',
      '8,1875 €',
      'Summe netto',
      '4.420,01 €',
      'zzgl. 19 % USt. auf 4.420,01 €',
      '839,80 €',
      'Gesamtbetrag',
      '5.259,81 €',
      'Fällig am',
      '29.06.2026',
      'IBAN DE89 3704 0044 0532 0130 00',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('speaks English', async () => {
    const text = await textOf(PER_DAY);
    for (const expected of [
      'Invoice 2026-00042',
      'Invoice date',
      '15/06/2026',
      'Service period',
      'Staff provision: 03/06/2026 (2 people)',
      'Public holiday surcharge 100%: 04/06/2026 (2 people)',
      'plus 19% VAT on',
      'Total amount',
      'VAT ID DE123456789',
      'Tax number 143/123/45678',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the cancelled invoice and prints the negative amounts', async () => {
    const text = await textOf(CANCELLATION);
    expect(text).toContain('Stornorechnung 2026-00045');
    expect(text).toContain('hebt die Rechnung 2026-00041 vom 15.06.2026 vollständig auf');
    expect(text).toContain('-5.259,81 €');
    expect(text).not.toContain('Fällig am');
  });

  it('shows a public-sector customer’s Leitweg-ID', async () => {
    expect(await textOf(PUBLIC_SECTOR)).toContain('09162000-RAW01-71');
  });

  it('repeats the table head on every page of a long invoice, numbers the pages, wraps long names', async () => {
    const many = {
      ...FAIR_PAIR,
      entries: Array.from({ length: 120 }, (_, i) => ({
        personId: 100 + i,
        personName: `Person ${String(i + 1).padStart(3, '0')} mit einem Namen, der nicht in die Spalte passt`,
        day: '2026-06-03',
        time_start: 540,
        time_end: 1020,
        time_break: 30,
      })),
    };
    const invoice = createInvoice({
      number: '2026-00050',
      issueDate: '2026-06-15',
      language: 'de',
      seller: DEMO_SELLER,
      buyer: BUYER,
      subject: 'bauma 2026',
      lines: buildInvoiceLines([many], 'person'),
    });
    const read = await readPdf(await renderInvoicePdf(invoice));
    expect(read.pages).toBeGreaterThan(2);
    const pages = read.text.split('\n').filter(Boolean);
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${String(index + 1)} von ${String(read.pages)}`);
      if (page.includes('Personalgestellung')) expect(page).toContain('Einzelpreis');
    });
    // A name too long for its column wraps instead of being cut.
    expect(read.text).toContain('Person 120 mit einem Namen, der nicht in die Spalte passt');
  });
});

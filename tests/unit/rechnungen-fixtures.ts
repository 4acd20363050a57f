import { cancellationOf, createInvoice, type Invoice } from '@domain/rechnungen/invoice';
import { formatInvoiceNumber } from '@domain/rechnungen/invoice-number';
import {
  type BillingPair,
  buildInvoiceLines,
  type LineArrangement,
} from '@domain/rechnungen/lines';
import type { Buyer } from '@domain/rechnungen/parties';
import type { BillableEntry, Rate } from '@domain/rechnungen/rates';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';

/*
 * The invoices every format test renders (docs/product/invoices.md): each line
 * arrangement, every surcharge (a Sunday, a Bavarian holiday, night hours), a
 * person with a rate of their own, a public-sector customer with a Leitweg-ID,
 * an invoice over two fairs from a seller with a tax number only, and a
 * cancellation.
 */

export const BUYER: Buyer = {
  customerNumber: 'K-1001',
  name: 'Expo Stand & Bau GmbH',
  address: { street: 'Ausstellerweg 7', postcode: '81829', city: 'München', countryCode: 'DE' },
  vatId: 'DE987654321',
  invoiceEmail: 'eingangsrechnungen@expo-standbau.example',
  paymentTermsDays: 14,
};

export const PUBLIC_BUYER: Buyer = {
  customerNumber: 'K-2002',
  name: 'Landeshauptstadt München, Referat für Arbeit und Wirtschaft',
  address: {
    street: 'Herzog-Wilhelm-Straße 15',
    postcode: '80331',
    city: 'München',
    countryCode: 'DE',
  },
  invoiceEmail: 'rechnungseingang@muenchen.example',
  leitwegId: '09162000-RAW01-71',
  paymentTermsDays: 30,
};

export const RATE: Rate = {
  hourlyNetCents: 2_850,
  personRates: { 3: 3_275 },
  surchargePercent: { sunday: 50, holiday: 100, night: 25 },
};

const PEOPLE = [
  { personId: 1, personName: 'Anna Schmidt' },
  { personId: 2, personName: 'Jörg Müller-Lüdenscheidt' },
  { personId: 3, personName: 'Zoë Łukasiewicz' },
];

/** 3 June 2026 (Wed) to 7 June (Sun); 4 June is Fronleichnam, a holiday in Bavaria. */
const DAYS = ['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07'];

function entries(): BillableEntry[] {
  return DAYS.flatMap((day, d) =>
    PEOPLE.map((person, p) =>
      // One late shift to midnight a day for the last person: night minutes.
      p === 2 && d % 2 === 0
        ? { ...person, day, time_start: 16 * 60, time_end: 24 * 60, time_break: 30 }
        : { ...person, day, time_start: 9 * 60 + p * 15, time_end: 17 * 60 + 30, time_break: 45 },
    ),
  );
}

export const FAIR_PAIR: BillingPair = {
  messeName: 'bauma 2026',
  federalState: 'BY',
  rate: RATE,
  entries: entries(),
};

const SECOND_PAIR: BillingPair = {
  messeName: 'IFAT 2026',
  federalState: 'BY',
  rate: { hourlyNetCents: 3_000, surchargePercent: { sunday: 0, holiday: 0, night: 0 } },
  entries: [
    {
      personId: 1,
      personName: 'Anna Schmidt',
      day: '2026-06-10',
      time_start: 540,
      time_end: 1020,
      time_break: 30,
    },
  ],
};

/** A seller with a tax number and no VAT ID (§ 14 UStG takes either). */
const SELLER_WITHOUT_VAT_ID = { ...DEMO_SELLER, vatId: undefined };

function invoiceOf(
  sequence: number,
  arrangement: LineArrangement,
  buyer: Buyer,
  pairs: BillingPair[] = [FAIR_PAIR],
  language: 'de' | 'en' = 'de',
  seller = DEMO_SELLER,
): Invoice {
  return createInvoice({
    number: formatInvoiceNumber(2026, sequence),
    issueDate: '2026-06-15',
    language,
    seller,
    buyer,
    subject: pairs.map((pair) => `${pair.messeName}, München`).join('; '),
    lines: buildInvoiceLines(pairs, arrangement),
  });
}

export const PER_PERSON = invoiceOf(41, 'person', BUYER);
export const PER_DAY = invoiceOf(42, 'day', BUYER, [FAIR_PAIR], 'en');
export const PUBLIC_SECTOR = invoiceOf(43, 'day', PUBLIC_BUYER);
export const TWO_FAIRS = invoiceOf(
  44,
  'person',
  BUYER,
  [FAIR_PAIR, SECOND_PAIR],
  'de',
  SELLER_WITHOUT_VAT_ID,
);
export const CANCELLATION = cancellationOf(PER_PERSON, {
  number: formatInvoiceNumber(2026, 45),
  issueDate: '2026-06-20',
});

/** The corpus by a file-friendly name. */
export const CORPUS: Record<string, Invoice> = {
  'per-person': PER_PERSON,
  'per-day-en': PER_DAY,
  'public-sector': PUBLIC_SECTOR,
  'two-fairs': TWO_FAIRS,
  cancellation: CANCELLATION,
};

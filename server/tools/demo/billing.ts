import type { Database } from '@server/platform/db/client';
import { customerBilling, pairPersonRates, pairRates } from '@server/platform/db/schema/billing';
import type { PairIds } from '@server/records/fair';

/*
 * What is billed (issue 26) in the demo: billing data for every demo customer
 * and a rate for every pair, so the invoice screens can issue right away.
 * The fourth customer plays the public-sector buyer: it carries the KoSIT's
 * test Leitweg-ID (valid check digits) and gets the XRechnung attached.
 * Addresses are made up; e-mail addresses example.com only.
 */

type Billing = Omit<typeof customerBilling.$inferInsert, 'customerId'>;

/** Per customer, by index (seed.ts's order). */
const BILLING: Billing[] = [
  {
    legalName: 'Nordlicht Mobility GmbH',
    street: 'Am Sandtorkai 12',
    postcode: '20457',
    city: 'Hamburg',
    vatId: 'DE123456789',
    invoiceEmail: 'rechnung@nordlicht.example.com',
  },
  {
    legalName: 'Alpen Elektro AG',
    street: 'Leopoldstraße 88',
    addressAdditional: 'Buchhaltung, 3. OG',
    postcode: '80802',
    city: 'München',
    vatId: 'DE234567891',
    invoiceEmail: 'invoices@alpen-elektro.example.com',
    paymentTermsDays: 30,
    lineArrangement: 'day',
  },
  {
    legalName: 'Havelland Feinkost Ltd',
    street: '10 Market Street',
    postcode: 'M1 1AA',
    city: 'Manchester',
    countryCode: 'GB',
    invoiceEmail: 'accounts@havelland.example.com',
    language: 'en',
  },
  {
    legalName: 'Spreewald Bio eG (Landesbetrieb)',
    street: 'Schlossplatz 1',
    postcode: '03046',
    city: 'Cottbus',
    invoiceEmail: 'e-rechnung@spreewald.example.com',
    leitwegId: '991-33333TEST-33',
    sendXrechnung: true,
  },
  {
    legalName: 'Mainverlag KG',
    street: 'Zeil 5',
    postcode: '60313',
    city: 'Frankfurt am Main',
    vatId: 'DE345678912',
    invoiceEmail: 'buchhaltung@mainverlag.example.com',
    paymentTermsDays: 10,
  },
  {
    legalName: 'Rhein Media GmbH',
    street: 'Mediapark 7',
    postcode: '50670',
    city: 'Köln',
    invoiceEmail: 'rechnungen@rhein-media.example.com',
  },
];

/** Net cents an hour and surcharges, by pair index (seed.ts's order). */
const RATES = [3275, 3450, 2990, 3100, 3600, 3300];

export async function seedDemoBilling(
  tx: Database,
  customerIds: readonly number[],
  pairs: readonly PairIds[],
  ownRate: { staffId: number; pair: PairIds } | null,
) {
  await tx.insert(customerBilling).values(
    customerIds.flatMap((customerId, index) => {
      const billing = BILLING[index];
      return billing ? [{ customerId, ...billing }] : [];
    }),
  );
  await tx.insert(pairRates).values(
    pairs.map((pair, index) => ({
      ...pair,
      hourlyNetCents: RATES[index % RATES.length] ?? 3000,
      sundayPercent: 50,
      holidayPercent: 100,
      nightPercent: 25,
    })),
  );
  // One person with an own rate (a team lead), so the invoice shows two prices.
  if (ownRate) {
    await tx.insert(pairPersonRates).values({
      ...ownRate.pair,
      bewerberId: ownRate.staffId,
      hourlyNetCents: 3900,
    });
  }
}

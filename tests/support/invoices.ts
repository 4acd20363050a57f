import { cancellationOf, createInvoice, type Invoice } from '@domain/rechnungen/invoice';
import { formatInvoiceNumber, parseInvoiceNumber } from '@domain/rechnungen/invoice-number';
import { type BillingPair, buildInvoiceLines } from '@domain/rechnungen/lines';
import type { Buyer } from '@domain/rechnungen/parties';
import { entryMinutes } from '@domain/rechnungen/rates';
import type { Database } from '@server/platform/db/client';
import { customerBilling, invoiceDays, invoices } from '@server/platform/db/schema/billing';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';
import { createMesseCustomer } from './factories';

/*
 * Issued invoices written straight into `invoices` and `invoice_days`, built
 * with the domain's own functions (createInvoice, cancellationOf): the tests
 * of an invoice's files and mail need an invoice, not the issuing route.
 */

export type BillingOptions = {
  invoiceEmail?: string;
  language?: 'de' | 'en';
  sendXrechnung?: boolean;
};

let sequence = 0;
const nextNumber = () => formatInvoiceNumber(2026, ++sequence);

/** A pair whose three people worked two June days (one a Sunday, for a surcharge line). */
function billingPair(messeName: string): BillingPair {
  const people = [
    { personId: 1, personName: 'Anna Schmidt' },
    { personId: 2, personName: 'Jörg Müller-Lüdenscheidt' },
    { personId: 3, personName: 'Zoë Łukasiewicz' },
  ];
  return {
    messeName,
    federalState: 'BY',
    rate: {
      hourlyNetCents: 2_850,
      personRates: { 3: 3_275 },
      surchargePercent: { sunday: 50, holiday: 100, night: 25 },
    },
    entries: ['2026-06-06', '2026-06-07'].flatMap((day) =>
      people.map((person) => ({ ...person, day, time_start: 540, time_end: 1050, time_break: 30 })),
    ),
  };
}

function buyerOf(customerId: number, name: string, billing: BillingOptions): Buyer {
  return {
    customerNumber: `K-${String(customerId)}`,
    name,
    address: { street: 'Ausstellerweg 7', postcode: '81829', city: 'München', countryCode: 'DE' },
    vatId: 'DE987654321',
    invoiceEmail: billing.invoiceEmail ?? `rechnung-${String(customerId)}@kunde.test`,
    paymentTermsDays: 14,
  };
}

async function insertModel(
  db: Database,
  model: Invoice,
  ids: { customerId: number; messeId: number; cancelsId?: number },
): Promise<number> {
  const number = parseInvoiceNumber(model.number);
  if (!number) throw new Error(`bad number ${model.number}`);
  const [row] = await db
    .insert(invoices)
    .values({
      number: model.number,
      year: number.year,
      sequence: number.sequence,
      kind: model.kind,
      customerId: ids.customerId,
      scope: 'pair',
      messeId: ids.messeId,
      cancelsId: ids.cancelsId ?? null,
      issueDate: model.issueDate,
      dueDate: model.dueDate,
      serviceFrom: model.servicePeriod.from,
      serviceTo: model.servicePeriod.to,
      netCents: model.totals.taxBasisTotalCents,
      vatCents: model.totals.taxTotalCents,
      grossCents: model.totals.grandTotalCents,
      model,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('the invoice was not inserted');
  return row.id;
}

export type InsertedInvoice = {
  id: number;
  model: Invoice;
  customerId: number;
  messeId: number;
  /** Inserts the cancellation of this invoice; its id and model. */
  cancel: () => Promise<{ id: number; model: Invoice }>;
};

/** A fair/customer pair with billing data and one issued invoice of its days. */
export async function insertIssuedInvoice(
  db: Database,
  billing: BillingOptions = {},
): Promise<InsertedInvoice> {
  const pair = await createMesseCustomer(db);
  const buyer = buyerOf(pair.customerId, pair.customer.name, billing);
  await db.insert(customerBilling).values({
    customerId: pair.customerId,
    legalName: buyer.name,
    street: buyer.address.street,
    postcode: buyer.address.postcode,
    city: buyer.address.city,
    invoiceEmail: buyer.invoiceEmail,
    language: billing.language ?? 'de',
    sendXrechnung: billing.sendXrechnung ?? false,
  });
  const billed = billingPair(pair.messe.name);
  const model = createInvoice({
    number: nextNumber(),
    issueDate: '2026-06-15',
    language: billing.language ?? 'de',
    seller: DEMO_SELLER,
    buyer,
    subject: `${pair.messe.name}, ${pair.messe.city}`,
    lines: buildInvoiceLines([billed], 'person'),
  });
  const ids = { customerId: pair.customerId, messeId: pair.messeId };
  const id = await insertModel(db, model, ids);
  await db.insert(invoiceDays).values(
    billed.entries.map((entry) => ({
      invoiceId: id,
      ...ids,
      bewerberId: entry.personId,
      day: entry.day,
      minutes: entryMinutes(entry, billed.federalState).worked,
    })),
  );
  return {
    id,
    model,
    ...ids,
    cancel: async () => {
      const cancellation = cancellationOf(model, { number: nextNumber(), issueDate: '2026-06-20' });
      return {
        id: await insertModel(db, cancellation, { ...ids, cancelsId: id }),
        model: cancellation,
      };
    },
  };
}

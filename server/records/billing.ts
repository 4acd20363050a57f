import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { buyerFromBilling, rateFromPairRate } from '@domain/rechnungen/billing-parties';
import type { LineArrangement } from '@domain/rechnungen/lines';
import type { Buyer } from '@domain/rechnungen/parties';
import type { Rate } from '@domain/rechnungen/rates';
import type { Locale } from '@domain/shared/locale';
import type { CustomerBilling, PairRate } from '@domain/rechnungen/billing-contract';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { customerBilling, pairPersonRates, pairRates } from '@server/platform/db/schema/billing';
import type { PairIds } from './fair';
import type { Reader } from './reader';

/*
 * What is billed (issue 26): a customer's billing data and a pair's rate as
 * the office's screens and the invoices read them (domain/rechnungen/billing-contract.ts;
 * billing-parties.ts turns them into the invoice's Buyer and Rate).
 */

const iso = (column: typeof customerBilling.updatedAt | typeof pairRates.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The customer's billing data, or null when the office has kept none. */
export async function readCustomerBilling(
  db: Reader,
  customerId: number,
): Promise<CustomerBilling | null> {
  const [row] = await db
    .select({
      legal_name: customerBilling.legalName,
      street: customerBilling.street,
      address_additional: customerBilling.addressAdditional,
      postcode: customerBilling.postcode,
      city: customerBilling.city,
      country_code: customerBilling.countryCode,
      vat_id: customerBilling.vatId,
      invoice_email: customerBilling.invoiceEmail,
      payment_terms_days: customerBilling.paymentTermsDays,
      leitweg_id: customerBilling.leitwegId,
      line_arrangement: customerBilling.lineArrangement,
      send_xrechnung: customerBilling.sendXrechnung,
      language: customerBilling.language,
      updated_at: iso(customerBilling.updatedAt),
    })
    .from(customerBilling)
    .where(eq(customerBilling.customerId, customerId));
  return row ?? null;
}

const personName = sql<string>`${bewerber.firstname} || ' ' || ${bewerber.lastname}`;

/** The pair's rate with its people's own rates (by name), or null when none is set. */
export async function readPairRate(db: Reader, pair: PairIds): Promise<PairRate | null> {
  const [rate] = await db
    .select({
      hourly_net_cents: pairRates.hourlyNetCents,
      sunday_percent: pairRates.sundayPercent,
      holiday_percent: pairRates.holidayPercent,
      night_percent: pairRates.nightPercent,
      night_from: pairRates.nightFrom,
      night_to: pairRates.nightTo,
      updated_at: iso(pairRates.updatedAt),
    })
    .from(pairRates)
    .where(and(eq(pairRates.messeId, pair.messeId), eq(pairRates.customerId, pair.customerId)));
  if (!rate) return null;
  const personRates = await db
    .select({
      staff_id: pairPersonRates.bewerberId,
      name: personName,
      hourly_net_cents: pairPersonRates.hourlyNetCents,
    })
    .from(pairPersonRates)
    .innerJoin(bewerber, eq(bewerber.id, pairPersonRates.bewerberId))
    .where(
      and(
        eq(pairPersonRates.messeId, pair.messeId),
        eq(pairPersonRates.customerId, pair.customerId),
      ),
    )
    .orderBy(asc(bewerber.lastname), asc(bewerber.firstname), asc(bewerber.id));
  return { ...rate, person_rates: personRates };
}

/** How a customer is invoiced: as buyer, and the arrangement, language and mail of its invoices. */
export type CustomerInvoicing = {
  buyer: Buyer;
  lineArrangement: LineArrangement;
  language: Locale;
  sendXrechnung: boolean;
};

/** The customer's billing data as the invoice takes it; null when the office has entered none. */
export async function readCustomerInvoicing(
  db: Reader,
  customerId: number,
): Promise<CustomerInvoicing | null> {
  const billing = await readCustomerBilling(db, customerId);
  if (!billing) return null;
  return {
    buyer: buyerFromBilling(customerId, billing),
    lineArrangement: billing.line_arrangement,
    language: billing.language,
    sendXrechnung: billing.send_xrechnung,
  };
}

/** The key of a pair in the map readPairRates answers. */
export const pairKey = (pair: PairIds) => `${String(pair.messeId)}:${String(pair.customerId)}`;

const pairsWhere = (
  table: typeof pairRates | typeof pairPersonRates,
  pairs: readonly PairIds[],
): SQL | undefined =>
  or(
    ...pairs.map((pair) =>
      and(eq(table.messeId, pair.messeId), eq(table.customerId, pair.customerId)),
    ),
  );

/** The rates of these pairs by pairKey, as the invoice lines take them; a pair without a rate is missing. */
export async function readPairRates(
  db: Reader,
  pairs: readonly PairIds[],
): Promise<Map<string, Rate>> {
  const rates = new Map<string, Rate>();
  if (pairs.length === 0) return rates;
  const messeIds = [...new Set(pairs.map((pair) => pair.messeId))];
  // One after the other: a transaction's client takes one query at a time.
  const rows = await db
    .select()
    .from(pairRates)
    .where(and(inArray(pairRates.messeId, messeIds), pairsWhere(pairRates, pairs)));
  const personRows = await db
    .select()
    .from(pairPersonRates)
    .where(and(inArray(pairPersonRates.messeId, messeIds), pairsWhere(pairPersonRates, pairs)));
  for (const row of rows) {
    const people = personRows.filter(
      (person) => person.messeId === row.messeId && person.customerId === row.customerId,
    );
    rates.set(
      pairKey(row),
      rateFromPairRate({
        hourly_net_cents: row.hourlyNetCents,
        sunday_percent: row.sundayPercent,
        holiday_percent: row.holidayPercent,
        night_percent: row.nightPercent,
        night_from: row.nightFrom,
        night_to: row.nightTo,
        person_rates: people.map((person) => ({
          staff_id: person.bewerberId,
          hourly_net_cents: person.hourlyNetCents,
        })),
      }),
    );
  }
  return rates;
}

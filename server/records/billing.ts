import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { LineArrangement } from '@domain/rechnungen/lines';
import type { Buyer } from '@domain/rechnungen/parties';
import type { Rate } from '@domain/rechnungen/rates';
import type { Locale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import { customerBilling, pairPersonRates, pairRates } from '@server/platform/db/schema/billing';
import type { PairIds } from './fair';

/*
 * The billing data of customers and pairs (issue 26, docs/product/invoices.md)
 * as the invoice reads them: the customer as buyer with how it is billed, and
 * the pairs' rates. The office's edits of these tables live elsewhere; these
 * are reads only.
 */

/** The agency's customer number on the invoice (BT-46): the customers have no other. */
export function customerNumber(customerId: number): string {
  return `K-${String(customerId)}`;
}

/** How a customer is billed: as buyer, and the arrangement, language and mail of its invoices. */
export type CustomerBilling = {
  buyer: Buyer;
  lineArrangement: LineArrangement;
  language: Locale;
  sendXrechnung: boolean;
};

/** The customer's billing data; null when the office has entered none. */
export async function readCustomerBilling(
  db: Pick<Database, 'select'>,
  customerId: number,
): Promise<CustomerBilling | null> {
  const [row] = await db
    .select()
    .from(customerBilling)
    .where(eq(customerBilling.customerId, customerId));
  if (!row) return null;
  const buyer: Buyer = {
    customerNumber: customerNumber(customerId),
    name: row.legalName,
    address: {
      street: row.street,
      ...(row.addressAdditional ? { additional: row.addressAdditional } : {}),
      postcode: row.postcode,
      city: row.city,
      countryCode: row.countryCode,
    },
    ...(row.vatId ? { vatId: row.vatId } : {}),
    invoiceEmail: row.invoiceEmail,
    ...(row.leitwegId ? { leitwegId: row.leitwegId } : {}),
    paymentTermsDays: row.paymentTermsDays,
  };
  return {
    buyer,
    lineArrangement: row.lineArrangement,
    language: row.language,
    sendXrechnung: row.sendXrechnung,
  };
}

/** The customer as buyer (BG-7); null when it has no billing data. */
export async function readBuyer(
  db: Pick<Database, 'select'>,
  customerId: number,
): Promise<Buyer | null> {
  return (await readCustomerBilling(db, customerId))?.buyer ?? null;
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

/** The rates of these pairs by pairKey; a pair without a rate is missing from the map. */
export async function readPairRates(
  db: Pick<Database, 'select'>,
  pairs: readonly PairIds[],
): Promise<Map<string, Rate>> {
  const rates = new Map<string, Rate>();
  if (pairs.length === 0) return rates;
  const messeIds = [...new Set(pairs.map((pair) => pair.messeId))];
  const [rows, personRows] = await Promise.all([
    db
      .select()
      .from(pairRates)
      .where(and(inArray(pairRates.messeId, messeIds), pairsWhere(pairRates, pairs))),
    db
      .select()
      .from(pairPersonRates)
      .where(and(inArray(pairPersonRates.messeId, messeIds), pairsWhere(pairPersonRates, pairs))),
  ]);
  for (const row of rows) {
    const personRates: Record<number, number> = {};
    for (const person of personRows) {
      if (person.messeId === row.messeId && person.customerId === row.customerId) {
        personRates[person.bewerberId] = person.hourlyNetCents;
      }
    }
    rates.set(pairKey(row), {
      hourlyNetCents: row.hourlyNetCents,
      ...(Object.keys(personRates).length > 0 ? { personRates } : {}),
      surchargePercent: {
        sunday: row.sundayPercent,
        holiday: row.holidayPercent,
        night: row.nightPercent,
      },
      ...(row.nightFrom !== null && row.nightTo !== null
        ? { nightWindow: { from: row.nightFrom, to: row.nightTo } }
        : {}),
    });
  }
  return rates;
}

/** One pair's rate; null when it has none. */
export async function readPairRate(
  db: Pick<Database, 'select'>,
  pair: PairIds,
): Promise<Rate | null> {
  return (await readPairRates(db, [pair])).get(pairKey(pair)) ?? null;
import { and, asc, eq, sql } from 'drizzle-orm';
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

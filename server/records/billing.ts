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
}

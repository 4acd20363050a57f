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

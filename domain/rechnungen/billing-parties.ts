import type { CustomerBilling, PairRate } from './billing-contract';
import { customerNumber } from './customer-number';
import type { Buyer } from './parties';
import type { Rate } from './rates';

/*
 * The office's billing data and rate (./billing-contract.ts) as the invoice
 * model takes them (./parties.ts, ./rates.ts): the one place that maps them,
 * so the screen and the invoice agree on the customer number and the rates.
 */

/** The buyer of an invoice to the customer. */
export function buyerFromBilling(customerId: number, billing: CustomerBilling): Buyer {
  return {
    customerNumber: customerNumber(customerId),
    name: billing.legal_name,
    address: {
      street: billing.street,
      ...(billing.address_additional ? { additional: billing.address_additional } : {}),
      postcode: billing.postcode,
      city: billing.city,
      countryCode: billing.country_code,
    },
    ...(billing.vat_id ? { vatId: billing.vat_id } : {}),
    invoiceEmail: billing.invoice_email,
    ...(billing.leitweg_id ? { leitwegId: billing.leitweg_id } : {}),
    paymentTermsDays: billing.payment_terms_days,
  };
}

/** The pair's rate as the invoice lines take it. */
export function rateFromPairRate(rate: PairRate): Rate {
  return {
    hourlyNetCents: rate.hourly_net_cents,
    personRates: Object.fromEntries(
      rate.person_rates.map((person) => [person.staff_id, person.hourly_net_cents]),
    ),
    surchargePercent: {
      sunday: rate.sunday_percent,
      holiday: rate.holiday_percent,
      night: rate.night_percent,
    },
    ...(rate.night_from !== null && rate.night_to !== null
      ? { nightWindow: { from: rate.night_from, to: rate.night_to } }
      : {}),
  };
}

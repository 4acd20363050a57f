import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  customerBillingInputSchema,
  pairRateFormSchema,
  timeOfDayText,
} from '@domain/rechnungen/billing-contract';
import { buyerFromBilling, rateFromPairRate } from '@domain/rechnungen/billing-parties';
import { customerNumber } from '@domain/rechnungen/customer-number';
import { centsToInput, formatEuros, parseEuroInput } from '@domain/rechnungen/money-text';
import { isValidLeitwegId } from '@domain/shared/validators/leitweg-id';
import { isValidVatId } from '@domain/shared/validators/vat-id';

/* What is billed (issue 26): typed euros, the Leitweg-ID and VAT ID checks, the form schemas. */

describe('typed euros', () => {
  it.each([
    ['32,75', 'de', 3275],
    ['32', 'de', 3200],
    ['32,5', 'de', 3250],
    ['1.234,50', 'de', 123450],
    ['32.75', 'de', 3275],
    [' 32,75 € ', 'de', 3275],
    ['32.75', 'en', 3275],
    ['1,234.50', 'en', 123450],
    ['32,75', 'en', 3275],
  ] as const)('%j in %s is %i cents', (text, locale, cents) => {
    expect(parseEuroInput(text, locale)).toBe(cents);
  });

  it.each(['', 'abc', '32,755', '-5', '1.23.4', '12,34,56', '9999999999'])('refuses %j', (text) => {
    expect(parseEuroInput(text, 'de')).toBeNull();
  });

  it('shows cents as the field and as money', () => {
    expect(centsToInput(3275, 'de')).toBe('32,75');
    expect(centsToInput(5, 'en')).toBe('0.05');
    expect(formatEuros(3275, 'de')).toBe('32,75\u00a0€');
    expect(formatEuros(3275, 'en')).toBe('€32.75');
  });
});

describe('Leitweg-ID and VAT ID', () => {
  it('checks the Leitweg-ID form and its MOD 97-10 check digits', () => {
    expect(isValidLeitwegId('04011000-1234512345-06')).toBe(true);
    expect(isValidLeitwegId('991-33333TEST-33')).toBe(true);
    expect(isValidLeitwegId('04011000-1234512345-07')).toBe(false);
    expect(isValidLeitwegId('0401100012345123450')).toBe(false);
    expect(isValidLeitwegId('1-ABC-12')).toBe(false);
  });

  it('checks the VAT ID form', () => {
    expect(isValidVatId('DE123456789')).toBe(true);
    expect(isValidVatId('DE12345678')).toBe(false);
    expect(isValidVatId('ATU12345678')).toBe(true);
    expect(isValidVatId('EL123456789')).toBe(true);
    expect(isValidVatId('QQ123456')).toBe(false);
  });

  it('normalizes both on input', () => {
    const out = v.parse(customerBillingInputSchema, {
      legal_name: 'A',
      street: 'B 1',
      postcode: '1',
      city: 'C',
      invoice_email: 'a@example.com',
      vat_id: ' de 123 456 789 ',
      leitweg_id: '991-33333test-33',
    });
    expect(out.vat_id).toBe('DE123456789');
    expect(out.leitweg_id).toBe('991-33333TEST-33');
  });
});

describe('the rate form', () => {
  const form = {
    hourly_net_cents: '32,75',
    sunday_percent: '50',
    holiday_percent: '100',
    night_percent: '25',
    night_from: '22:00',
    night_to: '6:00',
    person_rates: [
      { staff_id: 4, hourly_net_cents: '' },
      { staff_id: 7, hourly_net_cents: '40' },
    ],
  };

  it('turns typed text into the PUT body', () => {
    expect(v.parse(pairRateFormSchema('de'), form)).toEqual({
      hourly_net_cents: 3275,
      sunday_percent: 50,
      holiday_percent: 100,
      night_percent: 25,
      night_from: 1320,
      night_to: 360,
      person_rates: [{ staff_id: 7, hourly_net_cents: 4000 }],
    });
    expect(timeOfDayText(360)).toBe('06:00');
  });

  it('refuses a half night window and a bad amount', () => {
    const result = v.safeParse(pairRateFormSchema('de'), {
      ...form,
      hourly_net_cents: '0',
      night_to: '',
    });
    expect(result.success).toBe(false);
    const paths = result.issues?.map((issue) => v.getDotPath(issue));
    expect(paths).toEqual(expect.arrayContaining(['hourly_net_cents']));
  });
});

describe('the invoice parties from the billing data', () => {
  it('builds the buyer and the rate', () => {
    const buyer = buyerFromBilling(17, {
      legal_name: 'Muster GmbH',
      street: 'A 1',
      address_additional: null,
      postcode: '1',
      city: 'B',
      country_code: 'DE',
      vat_id: null,
      invoice_email: 'r@example.com',
      payment_terms_days: 14,
      leitweg_id: '991-33333TEST-33',
      line_arrangement: 'person',
      send_xrechnung: true,
      language: 'de',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(buyer.customerNumber).toBe(customerNumber(17));
    expect(customerNumber(17)).toBe('K-00017');
    expect(buyer.leitwegId).toBe('991-33333TEST-33');
    expect(buyer.address.additional).toBeUndefined();
    const rate = rateFromPairRate({
      hourly_net_cents: 3000,
      sunday_percent: 50,
      holiday_percent: 100,
      night_percent: 25,
      night_from: null,
      night_to: null,
      person_rates: [{ staff_id: 3, name: 'X', hourly_net_cents: 4000 }],
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    expect(rate).toEqual({
      hourlyNetCents: 3000,
      personRates: { 3: 4000 },
      surchargePercent: { sunday: 50, holiday: 100, night: 25 },
    });
  });
});

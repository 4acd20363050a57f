import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, parseInvoiceNumber } from '@domain/rechnungen/invoice-number';
import {
  decimalString,
  divideRounded,
  hoursFromMinutes,
  lineNetCents,
  percentOfCents,
  vatCents,
} from '@domain/rechnungen/money';

/* The integer arithmetic of invoices (docs/product/invoices.md). */

describe('divideRounded', () => {
  it('rounds half away from zero, so a negative is the exact mirror', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(-4n, 3n)).toBe(-1n);
    expect(divideRounded(0n, 7n)).toBe(0n);
  });
});

describe('amounts', () => {
  it('turns minutes into hours with four decimals', () => {
    expect(hoursFromMinutes(450)).toBe(75_000);
    expect(hoursFromMinutes(15)).toBe(2_500);
    expect(hoursFromMinutes(20)).toBe(3_333);
    expect(hoursFromMinutes(40)).toBe(6_667);
  });

  it('cuts quantity × price to cents (BT-131)', () => {
    // 38.75 h × 28.50 € = 1104.375 € → 1104.38 €
    expect(lineNetCents(387_500, 285_000)).toBe(110_438);
    // 2.8 h × 8.1875 € = 22.925 € → 22.93 €
    expect(lineNetCents(28_000, 81_875)).toBe(2_293);
    expect(lineNetCents(-28_000, 81_875)).toBe(-2_293);
  });

  it('computes VAT per rate cut to cents (BR-CO-17)', () => {
    expect(vatCents(442_001, 19)).toBe(83_980);
    expect(vatCents(-442_001, 19)).toBe(-83_980);
    expect(vatCents(1_000, 7)).toBe(70);
    expect(vatCents(1_050, 5.5)).toBe(58);
  });

  it('takes whole percentages of a cent rate exactly', () => {
    expect(percentOfCents(2_345, 25)).toBe(58_625);
    expect(() => percentOfCents(2_345, 12.5)).toThrow(RangeError);
  });

  it('writes decimals with a dot and the requested places', () => {
    expect(decimalString(219_950, 2)).toBe('2199.50');
    expect(decimalString(5, 2)).toBe('0.05');
    expect(decimalString(-5, 2)).toBe('-0.05');
    expect(decimalString(733_333, 4, 2)).toBe('73.3333');
    expect(decimalString(75_000, 4, 2)).toBe('7.50');
    expect(decimalString(1_900, 2, 0)).toBe('19');
    expect(decimalString(550, 2, 0)).toBe('5.5');
    expect(decimalString(0, 2)).toBe('0.00');
  });
});

describe('invoice numbers', () => {
  it('read YYYY-NNNNN', () => {
    expect(formatInvoiceNumber(2026, 42)).toBe('2026-00042');
    expect(formatInvoiceNumber(2026, 99_999)).toBe('2026-99999');
    expect(parseInvoiceNumber('2026-00042')).toEqual({ year: 2026, sequence: 42 });
  });

  it('refuse what the format cannot hold', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 100_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
    expect(parseInvoiceNumber('2026-00000')).toBeNull();
    expect(parseInvoiceNumber('2026-0042')).toBeNull();
    expect(parseInvoiceNumber(' 2026-00042')).toBeNull();
  });
});

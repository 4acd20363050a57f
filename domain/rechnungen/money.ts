/*
 * Money and quantities of an invoice as integers (docs/product/invoices.md):
 * amounts in cents, unit prices in hundredths of a cent, hours in
 * ten-thousandths. EN 16931 wants every amount with at most two decimals and
 * its sums exact (BR-CO-10 to BR-CO-16); integers make the sums exact, and one
 * rounding rule (half away from zero, "kaufmännisch") is applied where a
 * product is cut to cents, so a cancellation rounds to the exact negative.
 */

/** An amount in whole cents. */
export type Cents = number;
/**
 * A unit price in hundredths of a cent (four decimals of a euro): a whole
 * percentage of a rate in cents is exact (25 % of 23.45 € = 5.8625 €).
 */
export type CentHundredths = number;
/** Hours in ten-thousandths (7.5 h = 75000). */
export type HoursE4 = number;

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

function safe(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of range: ${value}`);
  return result;
}

/** Worked minutes as hours in ten-thousandths (20 min → 3333, 15 min → 2500). */
export function hoursFromMinutes(minutes: number): HoursE4 {
  return safe(divideRounded(BigInt(minutes) * 10_000n, 60n));
}

/** Quantity × unit price, cut to cents: a line's net amount (BT-131). */
export function lineNetCents(quantity: HoursE4, unitPrice: CentHundredths): Cents {
  return safe(divideRounded(BigInt(quantity) * BigInt(unitPrice), 1_000_000n));
}

/** The VAT of a basis at a rate with at most two decimals, cut to cents (BR-CO-17). */
export function vatCents(basis: Cents, ratePercent: number): Cents {
  const rateBasisPoints = Math.round(ratePercent * 100);
  return safe(divideRounded(BigInt(basis) * BigInt(rateBasisPoints), 10_000n));
}

/** A share of a price in whole percent, exact in hundredths of a cent. */
export function percentOfCents(cents: Cents, percent: number): CentHundredths {
  if (!Number.isInteger(percent)) throw new RangeError('surcharges are whole percentages');
  return cents * percent;
}

/**
 * An integer with `scale` implied decimals as a plain decimal string with a
 * dot, at least `minDecimals` of them, trailing zeros beyond that dropped:
 * (219950, 2) → "2199.50", (733333, 4, 2) → "73.3333", (75000, 4, 2) → "7.50".
 */
export function decimalString(value: number, scale: number, minDecimals = scale): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const text = fraction.length > 0 ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Cents as an amount string for the XML ("1234.50"). */
export function amountString(cents: Cents): string {
  return decimalString(cents, 2);
}

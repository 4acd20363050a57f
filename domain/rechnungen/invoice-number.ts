/*
 * Invoice numbers are gap-free per year and read `YYYY-NNNNN` (2026-00042),
 * docs/product/invoices.md. The number is taken when the invoice is issued;
 * these helpers only write and read the format.
 */

const INVOICE_NUMBER = /^(\d{4})-(\d{5})$/;

/** The highest sequence a year can hold in the format. */
export const MAX_INVOICE_SEQUENCE = 99_999;

/** The number of the `sequence`-th invoice of `year` (1-based). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`invoice year out of range: ${String(year)}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`invoice sequence out of range: ${String(sequence)}`);
  }
  return `${String(year)}-${String(sequence).padStart(5, '0')}`;
}

/** Year and sequence of a number in the format, or null. */
export function parseInvoiceNumber(value: string): { year: number; sequence: number } | null {
  const match = INVOICE_NUMBER.exec(value);
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { year: Number(match[1]), sequence } : null;
}

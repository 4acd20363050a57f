/*
 * The agency's customer number (BT-46, and the buyer reference BT-10 of a
 * customer without Leitweg-ID): derived from the customer's id, so it never
 * changes and needs no column. Every place that shows or bills a customer
 * number takes it from here: the billing data screen and the Buyer of an invoice.
 */

/** 17 → "K-00017". */
export function customerNumber(customerId: number): string {
  return `K-${String(customerId).padStart(5, '0')}`;
}

import type { InvoiceSummary, InvoiceTarget } from '@domain/rechnungen/invoices-contract';
import { parseSerialId } from '@domain/shared/ids';

/*
 * An invoice's target in the address of the new-invoice screen, so the pair
 * page and "neu ausstellen" can link to it prefilled:
 * `?messe=3&kunde=9` (a pair) or `?kunde=9&monat=2026-11` (a customer's month).
 */

const MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;

export function targetSearch(target: InvoiceTarget): string {
  const params = new URLSearchParams();
  if (target.scope === 'pair') {
    params.set('messe', String(target.messe_id));
    params.set('kunde', String(target.customer_id));
  } else {
    params.set('kunde', String(target.customer_id));
    params.set('monat', target.month);
  }
  return params.toString();
}

/** The target an address names, or null while it names none completely. */
export function readTarget(params: URLSearchParams): InvoiceTarget | null {
  const customerId = parseSerialId(params.get('kunde'));
  if (customerId === undefined) return null;
  const messeId = parseSerialId(params.get('messe'));
  if (messeId !== undefined) return { scope: 'pair', messe_id: messeId, customer_id: customerId };
  const month = params.get('monat') ?? '';
  return MONTH.test(month) ? { scope: 'month', customer_id: customerId, month } : null;
}

/** The target an issued invoice billed: "neu ausstellen" after its cancellation. */
export function targetOf(invoice: InvoiceSummary): InvoiceTarget | null {
  if (invoice.scope === 'pair' && invoice.messe) {
    return { scope: 'pair', messe_id: invoice.messe.id, customer_id: invoice.customer.id };
  }
  if (invoice.scope === 'month' && invoice.month) {
    return { scope: 'month', customer_id: invoice.customer.id, month: invoice.month };
  }
  return null;
}

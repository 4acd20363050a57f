import { useLingui } from '@lingui/react';
import type { InvoiceState } from '@domain/rechnungen/invoices-contract';
import { formatMonth } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { STATE_LABELS } from '../lib/invoice-format';

/** An invoice's state as a labelled badge (the word carries it, the colour only repeats it). */
export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const { i18n } = useLingui();
  return (
    <span className={`buero-status invoice-state--${state}`}>{i18n._(STATE_LABELS[state])}</span>
  );
}

/** What an invoice bills, in words: the fair of a pair, or the month of a customer's invoice. */
export function invoiceSubject(
  invoice: { messe: { name: string } | null; month: string | null },
  locale: Locale,
): string {
  if (invoice.messe) return invoice.messe.name;
  return invoice.month ? formatMonth(invoice.month, locale) : '';
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  InvoiceLineView,
  InvoiceProblem,
  InvoiceState,
  NotBilledReason,
} from '@domain/rechnungen/invoices-contract';
import { formattingTag, type Locale } from '@domain/shared/locale';

/*
 * Money and words of the invoice screens. The server computes every amount
 * (cents, unit prices in hundredths of a cent); the browser only formats:
 * amounts with formatEuros (@domain/rechnungen/money-text), unit prices here.
 */

const unitPriceFormats = new Map<Locale, Intl.NumberFormat>();

/** A unit price in hundredths of a cent, with up to four places when it has them: "32,125 €". */
export function formatUnitPrice(hundredths: number, locale: Locale): string {
  let format = unitPriceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(formattingTag(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    unitPriceFormats.set(locale, format);
  }
  return format.format(hundredths / 10_000);
}

export const STATE_LABELS: Record<InvoiceState, MessageDescriptor> = {
  issued: msg`ausgestellt`,
  cancelled: msg`storniert`,
  cancellation: msg`Stornorechnung`,
};

export const LINE_KIND_LABELS: Record<InvoiceLineView['kind'], MessageDescriptor> = {
  work: msg`Arbeitszeit`,
  sunday: msg`Sonntagszuschlag`,
  holiday: msg`Feiertagszuschlag`,
  night: msg`Nachtzuschlag`,
};

export const NOT_BILLED_LABELS: Record<NotBilledReason, MessageDescriptor> = {
  unsigned: msg`noch nicht unterschrieben oder bestätigt`,
  reopened: msg`wieder geöffnet, neue Unterschrift fehlt`,
  disputed: msg`vom Kunden beanstandet`,
  billed: msg`schon abgerechnet`,
};

export const PROBLEM_LABELS: Record<InvoiceProblem, MessageDescriptor> = {
  billing_data_missing: msg`Für diesen Kunden fehlen die Rechnungsdaten (Anschrift, Rechnungs-E-Mail).`,
  rate_missing: msg`Für eine Messe dieses Kunden ist kein Stundensatz hinterlegt.`,
  seller_incomplete: msg`Die Daten der Agentur für Rechnungen sind unvollständig. Bitte wenden Sie sich an die Administration.`,
  nothing_to_bill: msg`Keine unterschriebenen oder bestätigten Stunden offen.`,
};

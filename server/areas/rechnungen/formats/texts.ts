import { formatDate } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import type { InvoiceLine, LineKind } from '@domain/rechnungen/lines';

/*
 * The fixed texts of an invoice, German first (docs/product/invoices.md).
 * Server-side renderings take their words from here, as the timesheet PDF
 * does (server/records/timesheet-pdf/texts.ts); the line names go into the
 * PDF and into the XML (BT-153) alike, so both say the same.
 */

const KIND_NAMES: Record<Locale, Record<LineKind, string>> = {
  de: {
    work: 'Personalgestellung',
    sunday: 'Sonntagszuschlag',
    holiday: 'Feiertagszuschlag',
    night: 'Nachtzuschlag',
  },
  en: {
    work: 'Staff provision',
    sunday: 'Sunday surcharge',
    holiday: 'Public holiday surcharge',
    night: 'Night surcharge',
  },
};

export const INVOICE_TEXTS = {
  de: {
    invoice: 'Rechnung',
    cancellation: 'Stornorechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    customerNumber: 'Kundennummer',
    buyerReference: 'Leitweg-ID',
    servicePeriod: 'Leistungszeitraum',
    dueDate: 'Fällig am',
    cancels: (number: string, date: string) =>
      `Diese Stornorechnung hebt die Rechnung ${number} vom ${date} vollständig auf.`,
    position: 'Pos.',
    description: 'Leistung',
    quantity: 'Stunden',
    unitPrice: 'Einzelpreis',
    vatRate: 'USt.',
    net: 'Netto',
    netTotal: 'Summe netto',
    vatOn: (rate: string, basis: string) => `zzgl. ${rate} USt. auf ${basis}`,
    grandTotal: 'Gesamtbetrag',
    payable: 'Zahlbetrag',
    paymentTerms: (days: number, due: string) =>
      days === 0
        ? `Zahlbar sofort ohne Abzug bis ${due}.`
        : `Zahlbar innerhalb von ${String(days)} Tagen ohne Abzug bis ${due}.`,
    settlement: 'Der Betrag wird mit der stornierten Rechnung verrechnet oder erstattet.',
    transfer: (reference: string) => `Bitte überweisen Sie unter Angabe von ${reference} auf:`,
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    contact: 'Ansprechpartner',
    bank: 'Bankverbindung',
    page: (n: number, of: number) => `Seite ${String(n)} von ${String(of)}`,
    people: (n: number) => (n === 1 ? '1 Person' : `${String(n)} Personen`),
    hours: 'Std.',
  },
  en: {
    invoice: 'Invoice',
    cancellation: 'Cancellation invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    customerNumber: 'Customer number',
    buyerReference: 'Leitweg-ID',
    servicePeriod: 'Service period',
    dueDate: 'Due date',
    cancels: (number: string, date: string) =>
      `This cancellation invoice cancels invoice ${number} of ${date} in full.`,
    position: 'No.',
    description: 'Service',
    quantity: 'Hours',
    unitPrice: 'Unit price',
    vatRate: 'VAT',
    net: 'Net',
    netTotal: 'Total net',
    vatOn: (rate: string, basis: string) => `plus ${rate} VAT on ${basis}`,
    grandTotal: 'Total amount',
    payable: 'Amount due',
    paymentTerms: (days: number, due: string) =>
      days === 0
        ? `Payable immediately without deduction by ${due}.`
        : `Payable within ${String(days)} days without deduction by ${due}.`,
    settlement: 'The amount is set off against the cancelled invoice or refunded.',
    transfer: (reference: string) => `Please transfer quoting ${reference} to:`,
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    contact: 'Contact',
    bank: 'Bank details',
    page: (n: number, of: number) => `Page ${String(n)} of ${String(of)}`,
    people: (n: number) => (n === 1 ? '1 person' : `${String(n)} people`),
    hours: 'h',
  },
} as const;

export type InvoiceTexts = (typeof INVOICE_TEXTS)[Locale];

/**
 * The name of a line (BT-153): the kind of service, its surcharge rate and
 * whom or which day it bills, e.g. "Sonntagszuschlag 50 %: Anna Schmidt" or
 * "Personalgestellung: 14.03.2026 (12 Personen)"; the fair too when an
 * invoice bills several.
 */
export function lineName(line: InvoiceLine, locale: Locale, withFair = false): string {
  const kind = KIND_NAMES[locale][line.kind];
  const rate = String(line.surchargePercent);
  const what =
    line.surchargePercent === null ? kind : `${kind} ${locale === 'de' ? `${rate} %` : `${rate}%`}`;
  const subject =
    line.subject.type === 'person'
      ? line.subject.name
      : `${formatDate(line.subject.day, locale)} (${INVOICE_TEXTS[locale].people(line.subject.people)})`;
  const fair = withFair ? `, ${line.messeName}` : '';
  return `${what}: ${subject}${fair}`;
}

import { formattingTag, type Locale } from '@domain/shared/locale';
import type { Cents } from './money';

/*
 * Money as people read and type it (the office's rate fields, the invoice
 * screens): euros in the locale's format, stored and sent as cents. The one
 * parser and formatter of typed euros; the invoice files format with their
 * own texts (server/areas/rechnungen/formats/pdf-format.ts).
 */

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  de: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** At most this many whole euros: a rate or amount typed is far below it. */
const MAX_WHOLE_DIGITS = 9;

/** Cents as a field shows them, no currency sign, no grouping: 3275 → "32,75" (de), "32.75" (en). */
export function centsToInput(cents: Cents, locale: Locale): string {
  const negative = cents < 0;
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const text = `${digits.slice(0, -2)}${SEPARATORS[locale].decimal}${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}

/**
 * Typed euros as cents, or null when the text is no amount of at most two
 * decimals: "32,75", "32", "1.234,50" (de) or "32.75", "1,234.50" (en) → 3275,
 * 3200, 123450. A lone dot or comma followed by one or two digits is taken as
 * the decimal mark in either language ("32.75" in German is 32,75 €), since a
 * grouping mark is always followed by three. Spaces and a € sign are ignored.
 */
export function parseEuroInput(text: string, locale: Locale): Cents | null {
  const compact = text.replace(/[\s€]/g, '');
  const { group, decimal } = SEPARATORS[locale];
  const g = group === '.' ? '\\.' : group;
  const d = decimal === '.' ? '\\.' : decimal;
  const grouped = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d{1,2}))?$`).exec(compact);
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  const match = grouped ?? plain;
  if (!match) return null;
  const whole = (match[1] ?? '').split(group).join('');
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** Cents as money with the currency sign: "32,75 €" (de), "€32.75" (en). */
export function formatEuros(cents: Cents, locale: Locale): string {
  return new Intl.NumberFormat(formattingTag(locale), {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

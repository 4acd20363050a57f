import { formattingTag, type Locale } from '@domain/shared/locale';
import type { CentHundredths, Cents, HoursE4 } from '@domain/rechnungen/money';

/*
 * Numbers as the invoice PDF prints them, per language: de "1.234,50 €",
 * en "€1,234.50". Intl formats the exact decimal value of the integers
 * (cents, hundredths of a cent, ten-thousandths of an hour), so what is
 * printed is what the XML says.
 */

type Formats = { money: Intl.NumberFormat; price: Intl.NumberFormat; hours: Intl.NumberFormat };
const cache = new Map<Locale, Formats>();

function formats(locale: Locale): Formats {
  let found = cache.get(locale);
  if (!found) {
    const tag = formattingTag(locale);
    found = {
      money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }),
      price: new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      }),
      hours: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    };
    cache.set(locale, found);
  }
  return found;
}

/** An amount in cents: "1.234,50 €". */
export function money(cents: Cents, locale: Locale): string {
  return formats(locale).money.format(cents / 100);
}

/** A unit price in hundredths of a cent, 2 to 4 decimals: "5,8625 €". */
export function price(value: CentHundredths, locale: Locale): string {
  return formats(locale).price.format(value / 10_000);
}

/** Hours in ten-thousandths, 2 to 4 decimals: "38,75". */
export function hours(value: HoursE4, locale: Locale): string {
  return formats(locale).hours.format(value / 10_000);
}

/** A VAT rate: "19 %" / "19%". */
export function percent(rate: number, locale: Locale): string {
  return locale === 'de' ? `${String(rate)} %` : `${String(rate)}%`;
}

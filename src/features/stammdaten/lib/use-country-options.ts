import { useMemo } from 'react';
import { COUNTRY_CODES } from '@domain/shared/person-options';
import type { Locale } from '@domain/shared/locale';

export type CountryOption = { code: string; label: string };

/**
 * The birth countries in the screen's language: names from Intl.DisplayNames,
 * sorted by that name with Intl.Collator (so 'Österreich' sorts under O in
 * German and 'Åland' under A), as docs/product/screens.md, Master data, asks.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return COUNTRY_CODES.map((code) => ({ code, label: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

export function useCountryOptions(locale: Locale): CountryOption[] {
  return useMemo(() => countryOptions(locale), [locale]);
}

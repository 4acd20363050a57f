import { isCountryCode } from '@domain/shared/person-options';
import { ibanRegistryCountry } from './iban';

/**
 * BIC (Business Identifier Code, ISO 9362:2014).
 *
 * Source: ISO 9362:2014 (SWIFT as registration authority): business party
 * prefix of 4 letters or digits (since the 2014 edition digits are allowed),
 * ISO 3166-1 alpha-2 country code (2 letters), business party suffix of 2
 * letters or digits, optional branch identifier of 3 letters or digits.
 * 8 or 11 characters. Input: already normalized (normalizeCode).
 */
export function isValidBic(value: string): boolean {
  return (
    /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(value) &&
    isCountryCode(value.slice(4, 6))
  );
}

/**
 * Characters 5-6 of the BIC name the country of the IBAN's first two
 * (docs/product/rules.md, Master data; 'BIC passt nicht zur IBAN'), or a territory
 * that the SWIFT IBAN Registry lists under that country's entry (a Jersey bank, BIC
 * country JE, keeps GB IBANs; see ibanRegistryCountry). Works with the masked IBAN
 * too, which keeps its country code.
 */
export function bicMatchesIban(bic: string, iban: string): boolean {
  if (bic.length < 6 || iban.length < 2) return false;
  return ibanRegistryCountry(bic.slice(4, 6)) === ibanRegistryCountry(iban.slice(0, 2));
}

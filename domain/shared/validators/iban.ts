import { getCountrySpecifications, isValidIBAN } from 'ibantools';

/**
 * IBAN (ISO 13616-1:2020).
 *
 * Sources:
 * - Lengths and BBAN formats per country: SWIFT IBAN Registry (the ISO 13616
 *   registration authority), as kept in the ibantools package; only countries
 *   the registry lists are accepted (DE: 22 characters).
 * - Check digits: ISO 13616-1 / ISO/IEC 7064 MOD 97-10: the country code and
 *   check digits move to the end, letters become 10-35, the number modulo 97
 *   must be 1. Computed check digits are 98 - (n mod 97), so only 02-98 occur.
 *
 * Input: already normalized (normalizeCode).
 */

const REGISTRY_COUNTRIES: ReadonlySet<string> = new Set(
  Object.entries(getCountrySpecifications())
    .filter(([, spec]) => spec.IBANRegistry && spec.chars !== null)
    .map(([code]) => code),
);

/**
 * Territories that have no IBAN of their own but use another country's: the
 * SWIFT IBAN Registry (ISO 13616-1 registration authority) names them in the
 * row 'Country code includes other countries/territories' of that country's
 * entry. FI, FR and GB are the only entries with codes there; the others say
 * N/A (PT's 'Azores, Madeira' have no ISO 3166 codes of their own), and the
 * Faroe Islands, Greenland, Gibraltar, Monaco, San Marino and the Vatican
 * have entries, so IBANs, of their own.
 */
const REGISTRY_TERRITORIES: Readonly<Record<string, readonly string[]>> = {
  FI: ['AX'],
  FR: ['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'],
  GB: ['IM', 'JE', 'GG'],
};

const TERRITORY_ENTRY: ReadonlyMap<string, string> = new Map(
  Object.entries(REGISTRY_TERRITORIES).flatMap(([entry, territories]) =>
    territories.map((territory) => [territory, entry] as const),
  ),
);

/**
 * The IBAN country code (registry entry) a place with this ISO 3166 code uses:
 * JE gives GB, GF gives FR, AX gives FI; every other code gives itself.
 */
export function ibanRegistryCountry(countryCode: string): string {
  return TERRITORY_ENTRY.get(countryCode) ?? countryCode;
}

export function isValidIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return false;
  if (!REGISTRY_COUNTRIES.has(value.slice(0, 2))) return false;
  const checkDigits = Number(value.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  // ibantools checks the registry length, the BBAN format and the MOD 97-10 sum.
  return isValidIBAN(value);
}

/** Hidden characters in the masked form: four blocks of four. */
const MASK_STARS = 16;
const MASKED = new RegExp(`^[A-Z]{2}\\d{2}\\*{${MASK_STARS}}[A-Z0-9]{2}$`);

/**
 * The masked form the API returns instead of a stored IBAN: country, check
 * digits, sixteen `*` and the last two characters (`DE89****************00`).
 * Sent back unchanged it means "keep the stored IBAN". docs/product/screens.md (Master
 * data) shows two digits at the end; a letter is allowed too because some registry countries
 * (e.g. MT) end in letters, and their stored IBAN must survive the round trip.
 */
export function isMaskedIban(value: string): boolean {
  return MASKED.test(value);
}

/** The masked form of a stored (valid, normalized) IBAN. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)}${'*'.repeat(MASK_STARS)}${iban.slice(-2)}`;
}

/** Groups of four for display: `DE89 **** **** **** **** 00`. */
export function groupIban(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}

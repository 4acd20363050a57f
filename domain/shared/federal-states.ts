/*
 * The federal states of Germany as messen.federal_state keeps them: the
 * two-letter codes feiertagejs uses (domain/shared/public-holidays.ts). Apart from
 * the holiday module, so the API contract and the schema can name the codes
 * without loading the holiday library.
 */

/** The 16 federal states by the two-letter codes feiertagejs (and messen.federal_state) use. */
export const FEDERAL_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HE',
  'HH',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;

export type FederalState = (typeof FEDERAL_STATES)[number];

/** The states' names as the office's fair form and lists show them (German first). */
export const FEDERAL_STATE_NAMES = {
  BW: { de: 'Baden-Württemberg', en: 'Baden-Württemberg' },
  BY: { de: 'Bayern', en: 'Bavaria' },
  BE: { de: 'Berlin', en: 'Berlin' },
  BB: { de: 'Brandenburg', en: 'Brandenburg' },
  HB: { de: 'Bremen', en: 'Bremen' },
  HE: { de: 'Hessen', en: 'Hesse' },
  HH: { de: 'Hamburg', en: 'Hamburg' },
  MV: { de: 'Mecklenburg-Vorpommern', en: 'Mecklenburg-Western Pomerania' },
  NI: { de: 'Niedersachsen', en: 'Lower Saxony' },
  NW: { de: 'Nordrhein-Westfalen', en: 'North Rhine-Westphalia' },
  RP: { de: 'Rheinland-Pfalz', en: 'Rhineland-Palatinate' },
  SL: { de: 'Saarland', en: 'Saarland' },
  SN: { de: 'Sachsen', en: 'Saxony' },
  ST: { de: 'Sachsen-Anhalt', en: 'Saxony-Anhalt' },
  SH: { de: 'Schleswig-Holstein', en: 'Schleswig-Holstein' },
  TH: { de: 'Thüringen', en: 'Thuringia' },
} as const satisfies Record<FederalState, { de: string; en: string }>;

/** True for one of the 16 codes. */
export function isFederalState(value: unknown): value is FederalState {
  return typeof value === 'string' && (FEDERAL_STATES as readonly string[]).includes(value);
}

/** The state's name in the locale; null for none or an unknown code. */
export function federalStateName(
  code: string | null | undefined,
  locale: 'de' | 'en',
): string | null {
  return isFederalState(code) ? FEDERAL_STATE_NAMES[code][locale] : null;
}

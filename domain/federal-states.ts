/*
 * The federal states of Germany as messen.federal_state keeps them: the
 * two-letter codes feiertagejs uses (domain/public-holidays.ts). Apart from
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

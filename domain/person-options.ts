import type { Locale } from './locale';

/*
 * Option lists about a person that the application (steps 1 and 2) and the
 * master data share (spec sections 3 and 9). Values are what the API sends and
 * the database stores; labels are given per locale where the value is not
 * already readable (the server mails and validates with the same lists).
 */

export const GENDERS = ['w', 'm', 'd'] as const;
export type Gender = (typeof GENDERS)[number];

const evens = (from: number, to: number) =>
  Array.from({ length: (to - from) / 2 + 1 }, (_, index) => from + index * 2);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Clothing sizes (top and bottom use the same list): men 44-54 and the long
 * sizes 94-106, everyone else 34-44, even numbers only (spec section 9).
 */
export const SIZES_MEN: readonly number[] = [...evens(44, 54), ...evens(94, 106)];
export const SIZES_OTHER: readonly number[] = evens(34, 44);

/** The clothing sizes offered to a gender: m versus everyone else. */
export function clothingSizes(gender: Gender): readonly number[] {
  return gender === 'm' ? SIZES_MEN : SIZES_OTHER;
}

/** Size chart of the step-2 popover: the number and its letter size. */
export const SIZE_CHART: Record<'m' | 'other', readonly { size: string; letter: string }[]> = {
  m: [
    { size: '44', letter: 'XS' },
    { size: '46', letter: 'S' },
    { size: '48-50', letter: 'M' },
    { size: '52', letter: 'L' },
    { size: '54', letter: 'XL' },
    { size: '56', letter: 'XXL' },
  ],
  other: [
    { size: '34', letter: 'XS' },
    { size: '36', letter: 'S' },
    { size: '38', letter: 'M' },
    { size: '40', letter: 'L' },
    { size: '42', letter: 'XL' },
    { size: '44', letter: 'XXL' },
  ],
};

/** Shoe sizes 35 to 50. */
export const SHOE_SIZES: readonly number[] = range(35, 50);

/** Body height in cm: validated 50-250 (spec section 5), offered 140-250 (the select). */
export const HEIGHT_MIN = 50;
export const HEIGHT_MAX = 250;
export const HEIGHT_OPTIONS: readonly number[] = range(140, HEIGHT_MAX);

/** The seven job options for applicants who are not students (spec section 3). */
export const JOB_OPTIONS = [
  'schueler',
  'studienanwaerter',
  'arbeitnehmer',
  'hausfrau',
  'arbeitslos',
  'selbststaendig',
  'sonstiges',
] as const;
export type JobOption = (typeof JOB_OPTIONS)[number];

export const JOB_LABELS: Record<JobOption, Record<Locale, string>> = {
  schueler: { de: 'Schüler', en: 'Pupil' },
  studienanwaerter: {
    de: 'Studienanwärter zwischen Schule und Studium',
    en: 'Prospective student between school and university',
  },
  arbeitnehmer: {
    de: 'Arbeitnehmer mit einer Hauptbeschäftigung',
    en: 'Employee with a main job',
  },
  hausfrau: {
    de: 'Hausfrau/Hausmann verheiratet, über Ehepartner versichert und nicht in Elternzeit',
    en: 'Homemaker, married, insured through the spouse and not on parental leave',
  },
  arbeitslos: {
    de: 'Arbeitslos oder arbeitssuchend gemeldet',
    en: 'Registered as unemployed or looking for work',
  },
  selbststaendig: { de: 'Selbständig', en: 'Self-employed' },
  sonstiges: { de: 'Sonstiges', en: 'Other' },
};

/**
 * ISO 3166-1 alpha-2 codes of the country lists (nationality, birth country).
 * Names come from Intl.DisplayNames in the reader's language, so only the
 * codes are kept here (Kosovo's XK included, as German authorities use it).
 */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'XK',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The countries with their names in a locale, sorted by that name (spec: sorted by the localized label). */
export function countryOptions(locale: Locale): { code: CountryCode; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

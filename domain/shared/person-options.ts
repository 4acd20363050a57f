/**
 * Option lists about a person that the application (bewerbung) and the master
 * data (stammdaten) share: clothing sizes by gender, the job choices, the
 * health-insurance types and the country codes. One list each, so the form and
 * the server's check never disagree.
 */

export const GENDERS = ['w', 'm', 'd'] as const;
export type Gender = (typeof GENDERS)[number];

/** Even numbers from `from` to `to`, both included. */
function evenRange(from: number, to: number): readonly number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += 2) out.push(n);
  return out;
}

const MALE_TOP = evenRange(44, 54);
const MALE_BOTTOM = evenRange(94, 106);
const OTHER_SIZES = evenRange(34, 44);

/**
 * Clothing sizes offered in master data (docs/product/rules.md, Master data): for gender m the top
 * uses even 44-54 and the bottom even 94-106; every other gender uses even 34-44
 * for both.
 */
export function sizeOptions(gender: string | null | undefined): {
  top: readonly number[];
  bottom: readonly number[];
} {
  return gender === 'm'
    ? { top: MALE_TOP, bottom: MALE_BOTTOM }
    : { top: OTHER_SIZES, bottom: OTHER_SIZES };
}

/** Shoe sizes (docs/product/rules.md, Application). */
export const SHOE_SIZES: readonly number[] = Array.from({ length: 16 }, (_, i) => 35 + i);

/**
 * The 7 job options for non-students (docs/product/rules.md, Master data). `value` is what is
 * stored (the German text, as the agency reads it); `label` is shown per locale.
 */
export const JOB_OPTIONS = [
  { value: 'Schüler', label: { de: 'Schüler', en: 'Pupil' } },
  {
    value: 'Studienanwärter zwischen Schule und Studium',
    label: {
      de: 'Studienanwärter zwischen Schule und Studium',
      en: 'Prospective student between school and university',
    },
  },
  {
    value: 'Arbeitnehmer mit einer Hauptbeschäftigung',
    label: {
      de: 'Arbeitnehmer mit einer Hauptbeschäftigung',
      en: 'Employee with a main job',
    },
  },
  {
    value: 'Hausfrau/Hausmann verheiratet, über Ehepartner versichert und nicht in Elternzeit',
    label: {
      de: 'Hausfrau/Hausmann verheiratet, über Ehepartner versichert und nicht in Elternzeit',
      en: 'Homemaker, married, insured through the spouse and not on parental leave',
    },
  },
  {
    value: 'Arbeitslos oder arbeitssuchend gemeldet',
    label: {
      de: 'Arbeitslos oder arbeitssuchend gemeldet',
      en: 'Registered as unemployed or job-seeking',
    },
  },
  { value: 'Selbständig', label: { de: 'Selbständig', en: 'Self-employed' } },
  { value: 'Sonstiges', label: { de: 'Sonstiges', en: 'Other' } },
] as const;

export const JOB_VALUES: readonly string[] = JOB_OPTIONS.map((o) => o.value);

/** Health-insurance types (docs/product/rules.md, Master data). */
export const KK_TYPES = ['gesetzlich', 'privat'] as const;
export type KkType = (typeof KK_TYPES)[number];

/**
 * ISO 3166-1 alpha-2 codes (all 249 officially assigned, plus XK for Kosovo,
 * which the EU and CLDR use). Names come from `Intl.DisplayNames` in the
 * browser, so only the codes live here.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ ' +
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY ' +
  'HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ ' +
  'VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** True when the value is one of the country codes above. */
export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}

/** Size chart of the application's step-2 popover: the number and its letter size. */
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

/**
 * Body height in cm: validated 50-250, offered 140-250 (the application form's select);
 * docs/product/rules.md, Application.
 */
export const HEIGHT_MIN = 50;
export const HEIGHT_MAX = 250;
export const HEIGHT_OPTIONS: readonly number[] = Array.from(
  { length: HEIGHT_MAX - 140 + 1 },
  (_, i) => 140 + i,
);

/**
 * The countries with their names in a locale, sorted by that name
 * (docs/product/screens.md, Master data).
 */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

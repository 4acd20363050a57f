import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bicMatchesIban, isValidBic } from '@domain/shared/validators/bic';
import {
  groupIban,
  ibanRegistryCountry,
  isMaskedIban,
  isValidIban,
  maskIban,
} from '@domain/shared/validators/iban';
import { normalizeCode } from '@domain/shared/validators/normalize';

// Examples of the SWIFT IBAN Registry (one per country shown).
const REGISTRY_EXAMPLES = [
  'DE89370400440532013000',
  'AT611904300234573201',
  'BE68539007547034',
  'CH9300762011623852957',
  'FR1420041010050500013M02606',
  'GB29NWBK60161331926819',
  'NL91ABNA0417164300',
  'NO9386011117947',
  'MT84MALT011000012345MTLCAST001S',
  'LC55HEMM000100010012001200023015',
];

describe('isValidIban (ISO 13616, SWIFT IBAN Registry, MOD 97-10)', () => {
  it.each(REGISTRY_EXAMPLES)('accepts the registry example %s', (iban) =>
    expect(isValidIban(iban)).toBe(true),
  );

  it('accepts the lowest and highest check digits 02 and 98', () => {
    expect(isValidIban('DE02370400440532013014')).toBe(true);
    expect(isValidIban('DE98370400440532013032')).toBe(true);
  });

  it.each([
    ['DE88370400440532013000', 'wrong check digits'],
    ['DE89370400440532013001', 'changed account digit'],
    ['DE8937040044053201300', 'DE with 21 characters'],
    ['DE893704004405320130000', 'DE with 23 characters'],
    ['DE99370400440532013014', 'check digits 99 (same mod 97 as 02, never issued)'],
    ['XX89370400440532013000', 'no such country'],
    ['DZ580002100001113000000570', 'country outside the IBAN registry'],
    ['DE8937040044053201300A', 'letter in a numeric DE BBAN'],
    ['D089370400440532013000', 'digit in the country code'],
    ['de89370400440532013000', 'lower case (callers upper-case first)'],
    ['DE89 3704 0044 0532 0130 00', 'spaces (callers strip them first)'],
    ['DE89****************00', 'the masked form is not an IBAN'],
    ['', 'empty'],
  ])('refuses %s (%s)', (iban) => expect(isValidIban(iban)).toBe(false));

  it('any string: a boolean, never an exception', () => {
    fc.assert(
      fc.property(fc.string(), (s) => typeof isValidIban(s) === 'boolean'),
      {
        numRuns: 2000,
      },
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/),
        (s) => typeof isValidIban(s) === 'boolean' && typeof isMaskedIban(s) === 'boolean',
      ),
    );
  });
});

describe('masked IBAN (the form the API returns)', () => {
  it('masks to country, check digits, 16 stars and the last two characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89****************00');
    expect(groupIban(maskIban('DE89370400440532013000'))).toBe('DE89 **** **** **** **** 00');
  });

  it('round trip: every valid IBAN masks to a value accepted as "unchanged"', () => {
    for (const iban of REGISTRY_EXAMPLES) {
      const masked = maskIban(iban);
      expect(isMaskedIban(masked)).toBe(true);
      expect(isMaskedIban(normalizeCode(groupIban(masked)))).toBe(true);
      expect(bicMatchesIban('COBA' + iban.slice(0, 2) + 'FF', masked)).toBe(true);
    }
  });

  it.each([
    ['DE00****************00', true],
    ['DE12****************34', true],
    ['DE12***************34', false],
    ['DE12*****************34', false],
    ['DE12****************3', false],
    ['D112****************34', false],
    ['DEAB****************34', false],
    ['DE12****5***********34', false],
  ])('%s → %s', (value, expected) => expect(isMaskedIban(value)).toBe(expected));
});

describe('isValidBic (ISO 9362:2014)', () => {
  it.each([
    'DEUTDEFF',
    'DEUTDEFF500',
    'COBADEFFXXX',
    'NEDSZAJJXXX',
    'BNPAFRPP',
    '1234DEFF',
    'AB12DE3F',
  ])('accepts %s', (bic) => expect(isValidBic(bic)).toBe(true));

  it.each([
    ['DEUTDEF', '7 characters'],
    ['DEUTDEFF5', '9 characters'],
    ['DEUTDEFF50', '10 characters'],
    ['DEUTDEFF5000', '12 characters'],
    ['DEUT1EFF', 'digit in the country code'],
    ['DEUTQQFF', 'QQ is no country'],
    ['DEUT-EFF', 'punctuation'],
    ['deutdeff', 'lower case (callers upper-case first)'],
    ['', 'empty'],
  ])('refuses %s (%s)', (bic) => expect(isValidBic(bic)).toBe(false));

  it('characters 5-6 must name the IBAN country', () => {
    expect(bicMatchesIban('COBADEFFXXX', 'DE89370400440532013000')).toBe(true);
    expect(bicMatchesIban('BNPAFRPP', 'DE89370400440532013000')).toBe(false);
    expect(bicMatchesIban('BNPAFRPP', 'FR1420041010050500013M02606')).toBe(true);
    expect(bicMatchesIban('', '')).toBe(false);
  });

  // SWIFT IBAN Registry, row 'Country code includes other countries/territories'.
  const GB = 'GB29NWBK60161331926819';
  const FR = 'FR1420041010050500013M02606';
  const FI = 'FI2112345600000785';
  it.each([
    ...['GG', 'JE', 'IM'].map((c) => [c, GB] as const),
    ...['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'].map(
      (c) => [c, FR] as const,
    ),
    ['AX', FI] as const,
    ['JE', maskIban(GB)] as const,
  ])('a bank in %s uses the IBAN of its registry entry (%s)', (country, iban) => {
    expect(bicMatchesIban(`ABCD${country}2X`, iban)).toBe(true);
    expect(ibanRegistryCountry(country)).toBe(iban.slice(0, 2));
  });

  it.each([
    ['FR', GB, 'France is no part of the GB entry'],
    ['JE', FR, 'Jersey is no part of the FR entry'],
    ['AX', 'SE4550000000058398257466', 'the Aland Islands belong to FI, not SE'],
    ['GI', GB, 'Gibraltar has its own IBAN (GI)'],
    ['FO', 'DK5000400440116243', 'the Faroe Islands have their own IBAN (FO)'],
    ['GL', 'DK5000400440116243', 'Greenland has its own IBAN (GL)'],
    ['MC', FR, 'Monaco has its own IBAN (MC)'],
    ['SM', 'IT60X0542811101000000123456', 'San Marino has its own IBAN (SM)'],
    ['SJ', 'NO9386011117947', 'the registry lists no territory under NO'],
    ['GB', 'GI75NWBK000000007099453', 'a GB bank for a GI IBAN'],
  ])('refuses a BIC in %s for %s (%s)', (country, iban) => {
    expect(bicMatchesIban(`ABCD${country}2X`, iban)).toBe(false);
  });

  it('any strings: booleans, never an exception', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (bic, iban) => {
        return (
          typeof isValidBic(bic) === 'boolean' && typeof bicMatchesIban(bic, iban) === 'boolean'
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('normalizeCode', () => {
  it('removes all whitespace and upper-cases', () => {
    expect(normalizeCode(' de89 3704\t0044\n0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(normalizeCode('15 070649 c 10 3')).toBe('15070649C103');
  });
});

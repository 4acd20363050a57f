import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTaxId } from '@domain/shared/validators/tax-id';

// Published example tax IDs (payroll software documentation and the test vector of
// python-stdnum / stdnum-js, 36574261809). The BZSt publishes the rules, not a list.
const VALID = [
  '86095742719',
  '47036892816',
  '65929970489',
  '57549285017',
  '25768131411',
  '36574261809',
];

describe('isValidTaxId (§ 139b AO, ISO/IEC 7064 MOD 11,10, distribution rule since 2016)', () => {
  it.each(VALID)('accepts %s', (id) => expect(isValidTaxId(id)).toBe(true));

  it('accepts one digit twice and one digit three times, not all adjacent', () => {
    // Check digits computed by MOD 11,10, so only the distribution decides.
    expect(isValidTaxId('11234567890')).toBe(true); // 1 twice, adjacent
    expect(isValidTaxId('12134567895')).toBe(true); // 1 twice, apart
    expect(isValidTaxId('11213456783')).toBe(true); // 1 three times, only two adjacent
  });

  it.each([
    ['36574261808', 'wrong check digit'],
    ['3657426180', '10 digits'],
    ['365742618090', '12 digits'],
    ['01234567896', 'leading 0 (check digit otherwise right)'],
    ['12345678903', 'all ten digits different (right check digit)'],
    ['11223456785', 'two digits repeated (right check digit)'],
    ['11123456786', 'a digit three times in adjacent places (right check digit)'],
    ['11112345678', 'a digit four times (right check digit)'],
    ['3657426180X', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (id) => expect(isValidTaxId(id)).toBe(false));

  it('any string: a boolean, never an exception', () => {
    fc.assert(
      fc.property(fc.string(), (s) => typeof isValidTaxId(s) === 'boolean'),
      {
        numRuns: 2000,
      },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (s) => typeof isValidTaxId(s) === 'boolean'),
    );
  });

  it('a single changed digit is always caught (MOD 11,10 detects all single errors)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (id, position, delta) => {
          const digit = (Number(id[position]) + delta) % 10;
          const changed = id.slice(0, position) + String(digit) + id.slice(position + 1);
          return !isValidTaxId(changed);
        },
      ),
    );
  });
});

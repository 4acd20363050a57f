import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRvNumber, rvCheckDigit } from '../../domain/validators/rv-number';

describe('isValidRvNumber (§ 147 SGB VI, § 2 VKVV)', () => {
  it.each([
    ['15070649C103', 'the worked example of the check digit procedure (15 070649 C 10 3)'],
    ['65170839J003', 'DRV Bund area 65, male serial 00'],
    ['02010190A509', 'regional carrier 02, female serial 50'],
    ['89290200Z498', '29 February (YY could be a leap year), KBS area 89'],
  ])('accepts %s (%s)', (rv) => expect(isValidRvNumber(rv)).toBe(true));

  it('computes the § 2 Abs. 6 VKVV check digit step by step', () => {
    // 1 5 0 7 0 6 4 9 | C = 03 | 1 0, weights 2 1 2 5 7 1 2 1 2 1 2 1:
    // products 2 5 0 35 0 6 8 9 0 3 2 0, cross sums 2 5 0 8 0 6 8 9 0 3 2 0 = 43 → 3
    expect(rvCheckDigit('15070649', 'C', '10')).toBe(3);
  });

  it.each([
    // Same positions, right check digit each time, so only the named part fails.
    [`01070649C10${rvCheckDigit('01070649', 'C', '10')}`, 'area code 01 is not issued'],
    [`30070649C10${rvCheckDigit('30070649', 'C', '10')}`, 'area code 30 is not issued'],
    [`15071349C10${rvCheckDigit('15071349', 'C', '10')}`, 'month 13'],
    [`15300249C10${rvCheckDigit('15300249', 'C', '10')}`, '30 February'],
    [`15310449C10${rvCheckDigit('15310449', 'C', '10')}`, '31 April'],
    [`15960649C10${rvCheckDigit('15960649', 'C', '10')}`, 'day 96 (0 + 96 is not allowed)'],
    [`15990649C10${rvCheckDigit('15990649', 'C', '10')}`, 'day 99'],
    ['15070649C104', 'wrong check digit'],
    ['15070649C10', '11 characters'],
    ['150706491103', 'a digit where the letter belongs'],
    ['15070649CC03', 'a letter in the serial number'],
    ['15070649c103', 'lower case (callers upper-case first)'],
    ['15 070649 C 10 3', 'spaces (callers strip them first)'],
    ['', 'empty'],
  ])('refuses %s (%s)', (rv) => expect(isValidRvNumber(rv)).toBe(false));

  it.each([
    ['15390649C10', 'day raised by 32 (7 + 32)'],
    ['15710649C10', 'day raised by 64 (7 + 64)'],
    ['15970649C10', 'the 1st raised by 96'],
    ['15000649C10', 'unknown day'],
    ['15170049C10', 'unknown month'],
    ['15950049C10', 'unknown month, day 95'],
  ])('accepts the allowed birth-day form %s (%s)', (front) => {
    const rv = `${front}${rvCheckDigit(front.slice(0, 8), front[8] ?? '', front.slice(9, 11))}`;
    expect(isValidRvNumber(rv)).toBe(true);
  });

  it('any string: a boolean, never an exception', () => {
    fc.assert(
      fc.property(fc.string(), (s) => typeof isValidRvNumber(s) === 'boolean'),
      {
        numRuns: 2000,
      },
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}[A-Z]\d{3}$/),
        (s) => typeof isValidRvNumber(s) === 'boolean',
      ),
    );
  });

  it('a changed check digit is always refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (delta) => {
        const changed = `15070649C10${(3 + delta) % 10}`;
        return !isValidRvNumber(changed);
      }),
    );
  });
});

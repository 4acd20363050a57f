import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRvNumber, RV_AREA_CODES, rvCheckDigit } from '@domain/shared/validators/rv-number';

/** The eleven leading characters completed with their § 2 Abs. 6 VKVV check digit. */
const withCheck = (front: string) =>
  `${front}${rvCheckDigit(front.slice(0, 8), front[8] ?? '', front.slice(9, 11))}`;

describe('isValidRvNumber (§ 147 SGB VI, § 2 VKVV)', () => {
  it.each([
    ['15070649C103', 'the worked example of the check digit procedure (15 070649 C 10 3)'],
    ['65170839J003', 'DRV Bund area 65, male serial 00'],
    ['02010190A509', 'regional carrier 02, female serial 50'],
    ['89290200Z498', '29 February (YY could be a leap year), KBS area 89'],
    ['10010490A443', 'a published example: area 10, 1 April 90'],
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

  // VKVV Anlage (zu § 2 Abs. 2): regional carriers, Knappschaft-Bahn-See (Bahn 38, See 39),
  // Deutsche Rentenversicherung Bund (regional code + 40), Knappschaft-Bahn-See 80-82 and 89.
  const ANLAGE = (
    '02 03 04 08 09 10 11 12 13 14 15 16 17 18 19 20 21 23 24 25 26 28 29 38 39 ' +
    '42 43 44 48 49 50 51 52 53 54 55 56 57 58 59 60 61 63 64 65 66 68 69 78 79 80 81 82 89'
  ).split(' ');

  it('the area code list is the Anlage, nothing more', () => {
    expect([...RV_AREA_CODES].sort()).toEqual(ANLAGE);
  });

  it.each(ANLAGE)('accepts area code %s of the VKVV Anlage', (area) => {
    expect(isValidRvNumber(withCheck(`${area}070649C10`))).toBe(true);
  });

  it.each([
    [
      '40',
      'the Zentrale Zulagenstelle: a Zulagenummer (§ 90 Abs. 1 Satz 2 EStG), no pension number',
    ],
    ['45', 'unassigned (regional 05 + 40)'],
    ['46', 'unassigned (regional 06 + 40)'],
    ['47', 'unassigned (regional 07 + 40)'],
    ['62', 'unassigned (regional 22 + 40)'],
    ['67', 'unassigned (regional 27 + 40)'],
    ['70', 'unassigned (30 + 40)'],
    ['77', 'unassigned (37 + 40)'],
    ['00', 'unassigned'],
    ['05', 'unassigned'],
    ['22', 'unassigned'],
    ['27', 'unassigned'],
    ['41', 'unassigned'],
    ['83', 'unassigned'],
    ['88', 'unassigned'],
    ['90', 'unassigned'],
  ])('refuses area code %s (%s)', (area) => {
    expect(isValidRvNumber(withCheck(`${area}070649C10`))).toBe(false);
  });

  it.each([
    ['15290296M50', '29 February 96 (a leap year)'],
    ['15610296M50', '29 February 96 raised by 32'],
    ['15930296M50', '29 February 96 raised by 64'],
    ['15010764M50', 'DRV: 1 July 64 and its exhausted forms ...'],
    ['15330764M50', '... 33 07 64 (1st + 32)'],
    ['15650764M50', '... 65 07 64 (1st + 64)'],
    ['15970764M50', '... 97 07 64 (1st + 96)'],
    ['15970296M50', 'the 1st of February raised by 96'],
    ['15310149M50', '31 January'],
    ['15630149M50', '31 January raised by 32'],
    ['15950149M50', '31 January raised by 64'],
    ['15300449M50', '30 April'],
    ['15001286M50', 'Rundschreiben: day unknown, month known (00 12 86)'],
    ['15321286M50', 'day unknown, month known, raised by 32'],
    ['15170088M50', 'Rundschreiben: day and month unknown, day of issue 17 (17 00 88)'],
    ['15490088M50', 'day and month unknown, raised by 32'],
    ['13000050M50', 'day and month unknown before 2005 (00 00 50)'],
  ])('accepts the birth date %s (%s)', (front) => {
    expect(isValidRvNumber(withCheck(front))).toBe(true);
  });

  it.each([
    ['15290249M50', '29 February 49: no century makes 49 a leap year'],
    ['15290201M50', '29 February 01'],
    ['15610249M50', '29 February 49 raised by 32'],
    ['15930249M50', '29 February 49 raised by 64'],
    ['15300296M50', '30 February'],
    ['15620296M50', '30 February raised by 32'],
    ['15310649M50', '31 June'],
    ['15630449M50', '31 April raised by 32'],
    ['15950949M50', '31 September raised by 64'],
    ['15950249M50', '31 February raised by 64'],
    ['15980749M50', 'day 98: only the 1st may be raised by 96'],
    ['15960049M50', 'month unknown: day 96 is above 95'],
    ['15970049M50', 'month unknown: 97 (1st + 96) needs a known month'],
    ['15990049M50', 'month unknown: day 99'],
    ['15011349M50', 'month 13'],
    ['15019949M50', 'month 99'],
  ])('refuses the birth date %s (%s)', (front) => {
    expect(isValidRvNumber(withCheck(front))).toBe(false);
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

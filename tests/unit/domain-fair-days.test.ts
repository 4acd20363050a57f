import { describe, expect, it } from 'vitest';
import {
  MAX_FAIR_DAYS,
  clampToFair,
  fairDays,
  fairToday,
  isDayInFair,
  isIsoDay,
} from '@domain/shared/times/fair-days';
import { parseSerialId } from '@domain/shared/ids';

const fair = { date_start: '2026-11-20', date_end: '2026-11-24' };

describe('domain fair days (browser and server)', () => {
  it('knows real days, leap years included', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2100-02-29')).toBe(false);
    expect(isIsoDay('2000-02-29')).toBe(true);
    for (const bad of ['1899-12-31', '2026-13-01', '2026-00-10', '2026-11-31', ' 2026-11-20', 42]) {
      expect(isIsoDay(bad)).toBe(false);
    }
  });

  it('includes both ends of a fair and nothing beyond', () => {
    expect(isDayInFair('2026-11-20', fair)).toBe(true);
    expect(isDayInFair('2026-11-24', fair)).toBe(true);
    expect(isDayInFair('2026-11-19', fair)).toBe(false);
    expect(isDayInFair('2026-11-25', fair)).toBe(false);
    // Compares as a string only after it is known to be a real day.
    expect(isDayInFair('2026-11-2x', fair)).toBe(false);
  });

  it('lists a fair across a year end and caps a broken long range', () => {
    expect(fairDays({ date_start: '2026-12-31', date_end: '2027-01-01' })).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(fairDays({ date_start: '2020-01-01', date_end: '2030-01-01' })).toHaveLength(
      MAX_FAIR_DAYS,
    );
  });

  it('clamps a day into the fair', () => {
    expect(clampToFair('2026-11-01', fair)).toBe('2026-11-20');
    expect(clampToFair('2026-11-22', fair)).toBe('2026-11-22');
    expect(clampToFair('2026-12-01', fair)).toBe('2026-11-24');
  });

  it('reads path ids as positive serials only', () => {
    expect(parseSerialId('1')).toBe(1);
    expect(parseSerialId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '01', '-1', '2147483648', '1e3', '١', '', undefined, 5]) {
      expect(parseSerialId(bad)).toBeUndefined();
    }
  });

  it("counts a fair's today in Germany, whatever zone the device is in", () => {
    // 23:30 UTC on 27 Nov is already 28 Nov in Berlin (CET, UTC+1) …
    expect(fairToday(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(fairToday(new Date('2026-11-27T22:59:59Z'))).toBe('2026-11-27');
    // … and in summer (CEST, UTC+2) from 22:00 UTC.
    expect(fairToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(fairToday(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
  });
});

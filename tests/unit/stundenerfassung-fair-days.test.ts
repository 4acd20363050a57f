import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  chosenFairDay,
  fairDays,
  isFairDay,
  parseIsoDay,
} from '@src/features/stundenerfassung/lib/fair-days';

describe('fair days', () => {
  it('covers date_start..date_end inclusive, across a month end', () => {
    expect(fairDays('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(fairDays('2026-11-20', '2026-11-20')).toEqual(['2026-11-20']);
  });

  it('gives nothing for a broken or reversed range', () => {
    expect(fairDays('2026-11-24', '2026-11-20')).toEqual([]);
    expect(fairDays('nonsense', '2026-11-20')).toEqual([]);
  });

  it('accepts only real ISO days', () => {
    expect(parseIsoDay('2026-02-28')?.toString()).toBe('2026-02-28');
    for (const bad of ['2026-02-31', '2026-2-3', '20261101', '', null, undefined, '2026-11-20x']) {
      expect(parseIsoDay(bad)).toBeNull();
    }
    expect(isFairDay('2026-11-24', '2026-11-20', '2026-11-24')).toBe(true);
    expect(isFairDay('2026-11-25', '2026-11-20', '2026-11-24')).toBe(false);
  });

  it('chooses the requested day, else today, clamped into the fair', () => {
    const now = parseDate('2026-11-22');
    expect(chosenFairDay('2026-11-21', '2026-11-20', '2026-11-24', now)).toBe('2026-11-21');
    expect(chosenFairDay(null, '2026-11-20', '2026-11-24', now)).toBe('2026-11-22');
    expect(chosenFairDay('kaputt', '2026-11-20', '2026-11-24', now)).toBe('2026-11-22');
    expect(chosenFairDay('2026-12-30', '2026-11-20', '2026-11-24', now)).toBe('2026-11-24');
    expect(chosenFairDay(null, '2026-11-20', '2026-11-24', parseDate('2026-01-01'))).toBe(
      '2026-11-20',
    );
    expect(chosenFairDay(null, '2026-11-20', '2026-11-24', parseDate('2027-01-01'))).toBe(
      '2026-11-24',
    );
  });
});

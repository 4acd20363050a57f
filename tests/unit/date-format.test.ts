import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDateWithWeekday,
  formatInstantDate,
  formatMonth,
} from '@domain/shared/date-format';
import { formatDayList } from '@domain/shared/times/day-list-format';

describe('date formatting (one helper for every screen)', () => {
  it('writes an ISO day as 23.11.2026 in German and 23/11/2026 in English', () => {
    expect(formatDate('2026-11-23', 'de')).toBe('23.11.2026');
    expect(formatDate('2026-11-23', 'en')).toBe('23/11/2026');
    expect(formatDate('2026-01-05', 'de')).toBe('05.01.2026');
  });

  it('never shifts a day with the time zone', () => {
    expect(formatDate('2026-12-31', 'de')).toBe('31.12.2026');
    expect(formatDate('2026-01-01', 'en')).toBe('01/01/2026');
  });

  it('joins a range with an en dash', () => {
    expect(formatDateRange('2026-11-20', '2026-11-24', 'de')).toBe('20.11.2026 – 24.11.2026');
    expect(formatDateRange('2026-11-20', '2026-11-24', 'en')).toBe('20/11/2026 – 24/11/2026');
  });

  it('puts the short weekday in front', () => {
    // ICU builds differ in the abbreviation's dot; the weekday and the date do not.
    expect(formatDateWithWeekday('2026-11-20', 'de')).toMatch(/^Fr\.?, 20\.11\.2026$/);
    expect(formatDateWithWeekday('2026-11-20', 'en')).toBe('Fri, 20/11/2026');
  });

  it('writes instants with a four-digit year, on the device’s calendar day', () => {
    const noon = new Date(2026, 10, 23, 14, 5).getTime();
    expect(formatInstantDate(new Date(noon).toISOString(), 'de')).toBe('23.11.2026');
    expect(formatDateTime(noon, 'de')).toBe('23.11.2026, 14:05');
    expect(formatDateTime(noon, 'en')).toBe('23/11/2026, 14:05');
    expect(formatInstantDate('no date', 'de')).toBe('');
  });

  it('refuses what is not an ISO day', () => {
    expect(() => formatDate('23.11.2026', 'de')).toThrow(RangeError);
  });
});

describe('the days a signature covers', () => {
  it('names runs of consecutive days as ranges with the year once', () => {
    expect(formatDayList(['2026-11-23', '2026-11-21', '2026-11-22'], 'de')).toBe(
      '21.11.–23.11.2026',
    );
    expect(formatDayList(['2026-11-21', '2026-11-22', '2026-11-23'], 'en')).toBe(
      '21/11–23/11/2026',
    );
  });

  it('lists days with gaps one by one, and spells out each year when they differ', () => {
    expect(formatDayList(['2026-11-21', '2026-11-23'], 'de')).toBe('21.11., 23.11.2026');
    expect(formatDayList(['2026-11-20', '2026-11-21', '2026-11-23'], 'de')).toBe(
      '20.11.–21.11., 23.11.2026',
    );
    expect(formatDayList(['2026-12-31', '2027-01-01'], 'de')).toBe('31.12.2026–01.01.2027');
    expect(formatDayList(['2026-11-21'], 'de')).toBe('21.11.2026');
    expect(formatDayList([], 'de')).toBe('');
  });

  it('names a month with its year, in each language', () => {
    expect(formatMonth('2027-01', 'de')).toBe('Januar 2027');
    expect(formatMonth('2027-12', 'en')).toBe('December 2027');
  });
});

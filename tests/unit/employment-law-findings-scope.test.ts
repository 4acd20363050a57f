import { describe, expect, it } from 'vitest';
import { periodScope } from '@domain/shared/employment-law/findings';

describe('the scope of a period', () => {
  it('names every month and year it touches', () => {
    expect(periodScope({ from: '2026-11-20', to: '2027-02-03' })).toEqual({
      years: [2026, 2027],
      months: ['2026-11', '2026-12', '2027-01', '2027-02'],
      from: '2026-11-20',
      to: '2027-02-03',
    });
  });

  it('ends at December 9999 (the next month, "10000-01", sorts before it as text)', () => {
    expect(periodScope({ from: '9999-12-01', to: '9999-12-31' }).months).toEqual(['9999-12']);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fairInputSchema } from '@domain/buero/messen-contract';
import {
  FEDERAL_STATE_NAMES,
  FEDERAL_STATES,
  federalStateName,
} from '@domain/shared/federal-states';

const FAIR = { name: 'Messe', city: 'Köln', date_start: '2027-01-04', date_end: '2027-01-05' };

describe('the fair form’s federal state', () => {
  it('names exactly the 16 codes, in both languages', () => {
    expect(Object.keys(FEDERAL_STATE_NAMES).sort()).toEqual([...FEDERAL_STATES].sort());
    expect(federalStateName('BY', 'de')).toBe('Bayern');
    expect(federalStateName('BY', 'en')).toBe('Bavaria');
    expect(federalStateName(null, 'de')).toBeNull();
    expect(federalStateName('XX', 'en')).toBeNull();
  });

  it('reads "—" (empty), null and a missing field as none, a code as itself', () => {
    const parse = (extra: object) => v.parse(fairInputSchema, { ...FAIR, ...extra }).federal_state;
    expect(parse({ federal_state: '' })).toBeNull();
    expect(parse({ federal_state: null })).toBeNull();
    expect(parse({})).toBeNull();
    expect(parse({ federal_state: 'SN' })).toBe('SN');
  });

  it('refuses anything else on the field', () => {
    for (const bad of ['sn', 'Sachsen', ' SN', 1, false]) {
      const result = v.safeParse(fairInputSchema, { ...FAIR, federal_state: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['federal_state']);
      expect(result.issues?.[0]?.message).toBe('invalid');
    }
  });
});

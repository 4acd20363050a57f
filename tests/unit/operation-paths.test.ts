import { describe, expect, it } from 'vitest';
import { buildPath, pathParameterNames, queryString } from '@domain/shared/operation';

describe('paths from an operation pattern', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(buildPath('/buero/messen/:messe/kunden/:customer', { messe: 7, customer: 12 })).toBe(
      '/buero/messen/7/kunden/12',
    );
    expect(buildPath('/x/:id', { id: '../a b/%2e' })).toBe('/x/..%2Fa%20b%2F%252e');
    expect(pathParameterNames('/staff/:messe/:customer/:staff/:date')).toEqual([
      'messe',
      'customer',
      'staff',
      'date',
    ]);
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildPath('/x/:id', {})).toThrow(/id missing/);
    expect(() => buildPath('/x/:id', { id: '' })).toThrow(/id missing/);
  });

  it('writes a query with repeated names for lists and leaves out what is not set', () => {
    expect(queryString({ q: 'Müller & Co', status: ['a', 'b'], cursor: undefined, x: null })).toBe(
      '?q=M%C3%BCller+%26+Co&status=a&status=b',
    );
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});
